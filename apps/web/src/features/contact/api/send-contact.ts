// POST /api/site/contact: the contact form with the captcha payload (spec §7).
import { type Contact, MessageResponseSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function sendContact(body: Contact) {
  return apiPost('/api/site/contact', body, { schema: MessageResponseSchema });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}

// POST /api/site/contact: the contact form with the captcha payload (spec §7).
import { apiPaths, type Contact } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function sendContact(body: Contact) {
  return apiPost(apiPaths.contact, body, { schema: (schemas) => schemas.MessageResponseSchema });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}

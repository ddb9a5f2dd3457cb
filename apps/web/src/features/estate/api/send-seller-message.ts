// POST /api/estates/{id}/message: a visitor's message to the ad's seller, with the captcha payload.
import { apiPaths, type SellerMessage } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../api/client.ts';

export function useSendSellerMessage(estateId: number) {
  return useMutation({
    mutationFn: (body: SellerMessage) =>
      apiPost(apiPaths.estates.message(estateId), body, {
        schema: (schemas) => schemas.MessageResponseSchema,
      }),
  });
}

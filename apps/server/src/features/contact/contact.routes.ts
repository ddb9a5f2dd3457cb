import {
  ContactSchema,
  IdParamSchema,
  MessageResponseSchema,
  SellerMessageSchema,
  sellerMessageTexts,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { attemptLimit, registerRateLimit } from '../../http/rate-limit.ts';
import { sendContactMessage } from './send-contact-message.ts';
import { sendSellerMessage } from './send-seller-message.ts';

const contactSent = 'Wiadomość została wysłana.';

/**
 * POST /api/site/contact: the contact form (spec §7); POST /api/estates/{id}/message: a message to an ad's seller.
 * Both captcha-checked and rate-limited.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  await registerRateLimit(app, context.db);
  app.post(
    '/api/site/contact',
    {
      preHandler: attemptLimit(app, 'contact'),
      schema: {
        tags: ['site'],
        summary: 'Contact form',
        body: ContactSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await sendContactMessage(context, request.body, request.ip);
      return { message: contactSent };
    },
  );
  app.post(
    '/api/estates/:id/message',
    {
      preHandler: attemptLimit(app, 'sellerMessage'),
      schema: {
        tags: ['estates'],
        summary: "A message to the ad's seller, delivered by e-mail with reply-to the sender",
        params: IdParamSchema,
        body: SellerMessageSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await sendSellerMessage(context, request.params.id, request.body);
      return { message: sellerMessageTexts.sent };
    },
  );
};

import { ContactSchema, MessageResponseSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { attemptLimit, registerRateLimit } from '../../http/rate-limit.ts';
import { sendContactMessage } from './send-contact-message.ts';

const contactSent = 'Wiadomość została wysłana.';

/** POST /api/site/contact: the contact form (spec §7), captcha-checked and rate-limited. */
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
};

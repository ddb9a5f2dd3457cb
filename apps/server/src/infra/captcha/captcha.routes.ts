import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { createCaptchaChallenge } from './captcha.ts';

/** GET /api/captcha: a fresh ALTCHA challenge for the widget on the registration and contact forms. */
export const captchaRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  app.get(
    '/api/captcha',
    { schema: { tags: ['site'], summary: 'Captcha challenge (ALTCHA)' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptchaChallenge(context.secrets.captchaKey);
    },
  );
};

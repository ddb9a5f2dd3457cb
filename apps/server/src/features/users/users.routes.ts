import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { registerRateLimit } from '../../http/rate-limit.ts';
import { accountRoutes } from './account.routes.ts';
import { sessionRoutes } from './session.routes.ts';

/** /api/user/*: registration, login and passwords for visitors; profile and account calls for the account owner. */
export const usersRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  await registerRateLimit(app, context.db);
  await app.register(sessionRoutes, { context });
  await app.register(accountRoutes, { context });
};

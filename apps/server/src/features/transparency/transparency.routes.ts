import { TransparencySchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { readTransparency, transparencyTtlSeconds } from './read-transparency.ts';

/** The public figures of notice and action (/przejrzystosc): no session, and browsers may keep them as long. */
export const transparencyRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  app.get(
    '/api/site/transparency',
    {
      schema: {
        tags: ['site'],
        summary: 'Reports, decisions and appeals by month, in the last twelve months and in total',
        response: { 200: TransparencySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${transparencyTtlSeconds}`);
      return readTransparency(context.db);
    },
  );
};

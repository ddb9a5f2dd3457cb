import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { databaseAnswers } from './database-answers.ts';
import { ConfigResponse, publicConfig } from './public-config.ts';

// A probe that waits longer than this for the database calls it down: load balancers poll every few seconds.
const readinessTimeoutMs = 2000;

const Ready = z.object({ status: z.literal('ok'), database: z.literal('up') });
const NotReady = z.object({ status: z.literal('unavailable'), database: z.literal('down') });

/**
 * Health checks and the web app's runtime settings. /api/health/live: the process answers (restart it if not);
 * /api/health: it can serve requests, the database included (send it traffic only then).
 */
export const siteRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { config, db } = context;

  app.get(
    '/api/health/live',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get('/api/health', { schema: { response: { 200: Ready, 503: NotReady } } }, async (_request, reply) => {
    if (await databaseAnswers(db, readinessTimeoutMs))
      return { status: 'ok' as const, database: 'up' as const };
    return reply.status(503).send({ status: 'unavailable', database: 'down' });
  });

  app.get('/api/config', { schema: { response: { 200: ConfigResponse } } }, async () => publicConfig(config));
};

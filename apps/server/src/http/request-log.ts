import type { FastifyInstance } from 'fastify';

/**
 * One line per answered request instead of Fastify's two: at `info` in production, for an operator's log; at `debug`
 * in development, where a newcomer reads the portal's own messages rather than a line for every photo of a page.
 */
export function logRequests(app: FastifyInstance, level: 'info' | 'debug') {
  app.addHook('onResponse', async (request, reply) => {
    request.log[level]({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request');
  });
}

import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../infra/metrics/metrics.ts';

/** Times every answer by its route's template (not its URL, which would make a series per ad). */
export function recordRequestMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

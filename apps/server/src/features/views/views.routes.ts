import { createHash } from 'node:crypto';
import { ViewSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { recordView } from './record-view.ts';
import { VisitorWindow } from './visitor-window.ts';

const ViewAnswer = z.object({ counted: z.boolean() });

/**
 * POST /api/views {estateId, type}: 'page' when an ad is opened, 'phone' when its phone is revealed (the spec's
 * separate phone count, on the same path). A visitor (IP and browser) counts once per ad and type in 30 minutes.
 */
export const viewsRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const window = new VisitorWindow({ windowMs: 30 * 60_000, maxEntries: 100_000 });

  app.post(
    '/api/views',
    { schema: { tags: ['views'], body: ViewSchema, response: { 200: ViewAnswer } } },
    async (request) => {
      const view = request.body;
      // Hashed so that the memory holds no addresses.
      const visitor = createHash('sha256')
        .update(`${request.ip}\n${request.headers['user-agent'] ?? ''}\n${view.estateId}\n${view.type}`)
        .digest('base64url');
      if (!window.isFirstHit(visitor)) return { counted: false };
      try {
        await recordView(context.db, view);
      } catch (error) {
        window.forget(visitor);
        throw error;
      }
      return { counted: true };
    },
  );
};

import { EstateCardSchema, listResponse } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { listRecentlyAdded } from './list-recently-added.ts';

const CardList = listResponse(EstateCardSchema);

export const estatesRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/estates/recently-added',
    { schema: { tags: ['estates'], response: { 200: CardList } } },
    async () => listRecentlyAdded(db),
  );
};

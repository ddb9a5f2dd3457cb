import {
  AgencySchema,
  ArchivedAdSchema,
  ClipboardQuerySchema,
  type EstateCard,
  EstateCardSchema,
  EstateDetailSchema,
  estateTypeFromPlural,
  IdParamSchema,
  ListQuerySchema,
  type ListResponse,
  listResponse,
  MapClustersQuerySchema,
  MapClustersSchema,
  PhotoSchema,
  rentFromSlug,
  SearchQuerySchema,
  SellerSchema,
  UserIdParamSchema,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { hiddenByCookie, withoutHidden } from '../hiding/index.ts';
import { getAgency } from './get-agency.ts';
import { getArchivedAd } from './get-archived-ad.ts';
import { getEstate } from './get-estate.ts';
import { getSeller } from './get-seller.ts';
import { type Category, categoryCriteria, listCategory } from './list-category.ts';
import { listClipboard } from './list-clipboard.ts';
import { listEstatePhotos } from './list-estate-photos.ts';
import { listKeys } from './list-keys.ts';
import { forgetListMemory } from './list-memory.ts';
import { listPromoted } from './list-promoted.ts';
import { listRecentlyAdded } from './list-recently-added.ts';
import { listRelated } from './list-related.ts';
import { listUserEstates } from './list-user-estates.ts';
import { mapClusters } from './map-clusters.ts';
import { searchEstates } from './search-estates.ts';
import type { SearchCriteria } from './search-filter.ts';

const CardList = listResponse(EstateCardSchema);
/**
 * The card lists are the busiest answers, and toEstateCard builds each card field by field, so there is nothing for
 * zod to strip or convert: they go out by JSON.stringify alone, sparing zod's pass over every card of every answer.
 * Their schema still documents them, and a test holds every list to it.
 */
const cardsAsBuilt = () => (data: unknown) => JSON.stringify(data);
const tags = ['estates'];

/** The options of a route answering a card list, with its own parts of the schema. */
const cardListRoute = <S extends object>(schema: S) => ({
  schema: { tags, ...schema, response: { 200: CardList } },
  serializerCompiler: cardsAsBuilt,
});
const CategoryParams = z.object({ type: z.string(), rent: z.string() });
const CityCategoryParams = CategoryParams.extend({ cityId: IdParamSchema.shape.id });

/** The list URLs use the web's slugs (/api/estates/mieszkania/sprzedaz); an unknown slug is an unknown page. */
function readCategory(params: { type: string; rent: string; cityId?: number }): Category {
  const type = estateTypeFromPlural(params.type);
  const rent = rentFromSlug(params.rent);
  if (!type || rent === undefined) throw notFound('Nie ma takiej kategorii.');
  return { type, rent, cityId: params.cityId };
}

/**
 * The visitors' calls on ads. Static segments (promoted, search, safe, user, …) win over /api/estates/{id} in
 * Fastify's router whatever the order of registration.
 */
export const estatesRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { db } = context;
  // Count estimates and deep-page anchors go with the lists they were made for.
  context.listCache.onForget(() => forgetListMemory(db));
  // Keyed by what the answer depends on (list-keys.ts). Promoted ads stay random per visit, never cached.
  const cached = context.listCache.read;
  // The public lists without what the caller's browser hides, filtered after the shared cache; a list
  // with criteria has its count corrected by them.
  const visible = async (
    request: FastifyRequest,
    list: Promise<ListResponse<EstateCard>>,
    criteria?: Partial<SearchCriteria>,
  ) => withoutHidden(db, await list, hiddenByCookie(request.headers.cookie), criteria);

  app.get('/api/estates/recently-added', cardListRoute({}), async (request) =>
    visible(
      request,
      cached(listKeys.recentlyAdded, () => listRecentlyAdded(db)),
    ),
  );
  app.get('/api/estates/promoted', cardListRoute({}), async (request) => visible(request, listPromoted(db)));
  app.get('/api/estates/search', cardListRoute({ querystring: SearchQuerySchema }), async (request) =>
    visible(
      request,
      cached(listKeys.search(request.query), () => searchEstates(db, request.query)),
      request.query,
    ),
  );
  app.get(
    '/api/estates/map-clusters',
    { schema: { tags, querystring: MapClustersQuerySchema, response: { 200: MapClustersSchema } } },
    async (request) => cached(listKeys.map(request.query), () => mapClusters(db, request.query)),
  );
  app.get('/api/estates/safe', cardListRoute({ querystring: ClipboardQuerySchema }), async (request) =>
    listClipboard(db, request.query.estateId),
  );
  app.get(
    '/api/estates/user/:userId',
    cardListRoute({ params: UserIdParamSchema, querystring: ListQuerySchema }),
    async (request) => listUserEstates(db, request.params.userId, request.query),
  );
  app.get(
    '/api/estates/user/:userId/seller',
    { schema: { tags, params: UserIdParamSchema, response: { 200: SellerSchema } } },
    async (request) => getSeller(db, request.params.userId),
  );
  app.get(
    '/api/estates/user/:userId/agency',
    { schema: { tags, params: UserIdParamSchema, response: { 200: AgencySchema } } },
    async (request) => getAgency(db, request.params.userId),
  );
  app.get(
    '/api/estates/:type/:rent',
    cardListRoute({ params: CategoryParams, querystring: ListQuerySchema }),
    async (request) => {
      const category = readCategory(request.params);
      return visible(
        request,
        cached(listKeys.category(category, request.query), () => listCategory(db, category, request.query)),
        categoryCriteria(category),
      );
    },
  );
  // The spec writes the city list with a trailing slash; both spellings answer.
  for (const path of ['/api/estates/:type/:rent/city/:cityId', '/api/estates/:type/:rent/city/:cityId/']) {
    app.get(
      path,
      cardListRoute({ params: CityCategoryParams, querystring: ListQuerySchema }),
      async (request) => {
        const category = readCategory(request.params);
        return visible(
          request,
          cached(listKeys.category(category, request.query), () => listCategory(db, category, request.query)),
          categoryCriteria(category),
        );
      },
    );
  }
  app.get(
    '/api/estates/:id',
    { schema: { tags, params: IdParamSchema, response: { 200: EstateDetailSchema } } },
    async (request) => getEstate(db, request.params.id),
  );
  app.get(
    '/api/estates/:id/photos',
    { schema: { tags, params: IdParamSchema, response: { 200: z.array(PhotoSchema) } } },
    async (request) => listEstatePhotos(db, request.params.id),
  );
  app.get(
    '/api/estates/:id/archived',
    { schema: { tags, params: IdParamSchema, response: { 200: ArchivedAdSchema } } },
    async (request) => getArchivedAd(db, request.params.id),
  );
  app.get('/api/estates/:id/related', cardListRoute({ params: IdParamSchema }), async (request) =>
    visible(request, listRelated(db, request.params.id)),
  );
};

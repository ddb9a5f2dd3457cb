import { parse } from 'node:querystring';
import {
  AgencySchema,
  ArchivedAdSchema,
  answerFingerprint,
  apiPaths,
  CitySchema,
  cardPhotoSource,
  type EstateCard,
  EstateCardListSchema,
  EstateCardSchema,
  EstateDetailSchema,
  galleryPhotoSource,
  type HiddenSet,
  ListQuerySchema,
  type ListResponse,
  nothingHidden,
  photoUrl,
  renderedAnswerPrefix,
  routes,
  SearchQuerySchema,
  TransparencySchema,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';
import type { ListCache } from '../../db/list-cache.ts';
import { AppError } from '../../http/app-error.ts';
import { getCity } from '../cities/index.ts';
import {
  categoryCriteria,
  getAgency,
  getArchivedAd,
  getEstate,
  listCategory,
  listKeys,
  listPromoted,
  listRecentlyAdded,
  listRelated,
  listUserEstates,
  type SearchCriteria,
  searchEstates,
} from '../estates/index.ts';
import { withoutHidden } from '../hiding/index.ts';
import { ConfigResponse, publicConfig } from '../site/index.ts';
import { readTransparency } from '../transparency/index.ts';
import { type PageRoute, sortOfQuery } from './page-route.ts';

/** The page's largest photo, preloaded with the same candidates the web's <img srcset sizes> offers. */
export type LcpPhoto = { href: string; srcSet: string; sizes: string };

/**
 * What the web app would fetch first, keyed by the API address it would call, answered as the API answers: `answers`
 * for the server's render, `embedded` what the page carries for the browser's (those answers, or the fingerprint of
 * one it renders only); `complete` unless a call failed otherwise than the API would answer (the database down).
 */
export type FirstData = {
  answers: Record<string, unknown>;
  embedded: Record<string, unknown>;
  photo?: LcpPhoto | undefined;
  complete: boolean;
};

/**
 * `cacheKey`: the API route reuses its answer for a few seconds (estates.routes.ts); the page reads the same entry,
 * under the same key (list-keys.ts). `renderedOnly`: rendered into the page but embedded only as its fingerprint; the browser asks
 * the API for it while it hydrates the rest (apps/web/src/ui/server-markup-until-loaded.ts). `listCriteria`: the
 * list's criteria, by which its count leaves out the hidden ads as the API's does (hiding/without-hidden.ts).
 */
type Call = {
  path: string;
  schema: z.ZodType;
  /** The answer, or `absent` for a call that turned out not to be needed (it adds nothing, as a 404 does). */
  load: () => Promise<unknown>;
  cacheKey?: string;
  renderedOnly?: boolean;
  listCriteria?: Partial<SearchCriteria>;
};

/**
 * The calls a page makes on its first render, at the address its api/*.ts request (both built by apiPaths): the home's
 * promoted and recent ads, a list's first screen in the address's sort, an ad's detail and related ads. The same use
 * cases as the API routes.
 */
const absent = Symbol('absent');

function firstCalls(db: Db, route: PageRoute): Call[] {
  if (route.kind === 'home')
    return [
      { path: apiPaths.estates.promoted, schema: EstateCardListSchema, load: () => listPromoted(db) },
      {
        path: apiPaths.estates.recentlyAdded,
        schema: EstateCardListSchema,
        load: () => listRecentlyAdded(db),
        cacheKey: listKeys.recentlyAdded,
      },
    ];
  if (route.kind === 'ad') {
    const detail = getEstate(db, route.estateId);
    return [
      { path: apiPaths.estates.detail(route.estateId), schema: EstateDetailSchema, load: () => detail },
      // In the HTML rather than fetched after the start: links for search engines, no placeholders, and no render
      // of four cards in the middle of a slow phone's start.
      {
        path: apiPaths.estates.related(route.estateId),
        schema: EstateCardListSchema,
        load: () => listRelated(db, route.estateId),
      },
      // An ad no longer online: what it was and offers like it, so that its 'nieaktualne' page (HTTP 410) is right
      // without JavaScript. Looked up only once the ad's detail is missing: for an ad online it would be one more
      // statement and a 404 thrown, on every ad page.
      {
        path: apiPaths.estates.archived(route.estateId),
        schema: ArchivedAdSchema,
        load: () =>
          detail.then(
            () => absent,
            () => getArchivedAd(db, route.estateId),
          ),
      },
    ];
  }
  if (route.kind === 'search') return searchCalls(db, route.query);
  if (route.kind === 'agency') return agencyCalls(db, route);
  if (route.kind === 'other' && route.path === routes.transparency())
    return [{ path: apiPaths.transparency, schema: TransparencySchema, load: () => readTransparency(db) }];
  if (route.kind !== 'list') return [];
  const { type, rent, cityId, page, sort } = route;
  const query = ListQuerySchema.parse({ page, sortBy: sort.sortBy, sortOrder: sort.sortOrder });
  const list = {
    path: apiPaths.estates.category(type, rent, cityId, query),
    schema: EstateCardListSchema,
    load: () => listCategory(db, { type, rent, cityId }, query),
    cacheKey: listKeys.category({ type, rent, cityId }, query),
    listCriteria: categoryCriteria({ type, rent, cityId }),
  };
  if (cityId === undefined) return [list];
  return [
    list,
    { path: apiPaths.cities.detail(cityId), schema: CitySchema, load: () => getCity(db, cityId) },
  ];
}

/**
 * A search page's results in the address's sort, at the address the web app requests (its search-estates.ts: the
 * page's criteria, then the sort as the API names it), and the chosen city, whose name the form shows; criteria the
 * API would refuse add nothing, and the page asks the API itself.
 */
function searchCalls(db: Db, query: string): Call[] {
  const params = new URLSearchParams(query);
  const sort = sortOfQuery(params);
  for (const name of ['sort', 'sortBy', 'sortOrder']) params.delete(name);
  params.set('sortBy', sort.sortBy);
  params.set('sortOrder', sort.sortOrder);
  const criteria = SearchQuerySchema.safeParse(parse(params.toString()));
  if (!criteria.success) return [];
  // Rendered only: embedded too, the results would weigh a search page beyond the lists' budget (bench/README.md).
  const results = {
    path: apiPaths.estates.search(params.toString()),
    schema: EstateCardListSchema,
    load: () => searchEstates(db, criteria.data),
    cacheKey: listKeys.search(criteria.data),
    renderedOnly: true,
    listCriteria: criteria.data,
  };
  const { city } = criteria.data;
  if (!city) return [results];
  return [results, { path: apiPaths.cities.detail(city), schema: CitySchema, load: () => getCity(db, city) }];
}

/** A company's page: the company, then its ads' page in the address's sort, as its api/*.ts ask for them. */
function agencyCalls(db: Db, { userId, page, sort }: Extract<PageRoute, { kind: 'agency' }>): Call[] {
  const query = ListQuerySchema.parse({ page, sortBy: sort.sortBy, sortOrder: sort.sortOrder });
  return [
    { path: apiPaths.estates.agency(userId), schema: AgencySchema, load: () => getAgency(db, userId) },
    {
      path: apiPaths.estates.userEstates(userId, query),
      schema: EstateCardListSchema,
      load: () => listUserEstates(db, userId, query),
    },
  ];
}

// What the head's photo is read from: the first card alone, or the ad's type and photos, rather than a whole answer.
const FirstRowSchema = z.object({ rows: z.tuple([EstateCardSchema], z.unknown()) });
const AdPhotosSchema = EstateDetailSchema.pick({ type: true, photos: true });

function firstCardPhoto(list: unknown): LcpPhoto | undefined {
  const card = FirstRowSchema.safeParse(list).data?.rows[0];
  if (!card?.photo) return undefined;
  return { href: photoUrl(card.photo, card.type, 'card'), ...cardPhotoSource(card.photo, card.type) };
}

/** The photo of the first card (the home's first promoted ad, a list's or a company's first ad) or of the ad. */
function lcpPhoto(route: PageRoute, answers: Record<string, unknown>): LcpPhoto | undefined {
  const [first, second] = Object.values(answers);
  if (route.kind === 'home' || route.kind === 'list' || route.kind === 'search') return firstCardPhoto(first);
  // A company page's ads come after the company.
  if (route.kind === 'agency') return firstCardPhoto(second);
  if (route.kind === 'ad') {
    const ad = AdPhotosSchema.safeParse(first).data;
    const photo = ad?.photos[0];
    if (!ad || !photo) return undefined;
    return { href: photoUrl(photo, ad.type, 'large'), ...galleryPhotoSource(photo, ad.type) };
  }
  return undefined;
}

/**
 * Runs the page's first calls at once; every page also carries the deployment settings (/api/config), which the
 * header reads on its first render. A call that fails (a missing ad, an unknown city) adds nothing: the web app
 * then asks the API itself and shows its own not-found view, as without this data. A database that is away fails
 * the whole page instead (a 503, see http/web-app.ts).
 */
export async function loadFirstData(
  {
    db,
    config,
    cache,
    hidden = nothingHidden,
  }: { db: Db; config: Config; cache: ListCache; hidden?: HiddenSet },
  route: PageRoute | undefined,
  log: FastifyBaseLogger,
): Promise<FirstData> {
  const answers: Record<string, unknown> = {};
  const embedded: Record<string, unknown> = {};
  const calls: Call[] = [
    ...(route ? firstCalls(db, route) : []),
    { path: apiPaths.config, schema: ConfigResponse, load: async () => publicConfig(config) },
  ];
  const results = await Promise.allSettled(
    calls.map(async (call) => {
      const answer = await (call.cacheKey ? cache.read(call.cacheKey, call.load) : call.load());
      // As the API answers this browser: its card lists without what it hides.
      return call.schema === EstateCardListSchema
        ? withoutHidden(db, answer as ListResponse<EstateCard>, hidden, call.listCriteria)
        : answer;
    }),
  );
  const unavailable = results.find(
    (result) => result.status === 'rejected' && isDatabaseUnavailable(result.reason),
  );
  if (unavailable?.status === 'rejected') throw unavailable.reason;
  let complete = true;
  results.forEach((result, index) => {
    const call = calls[index];
    if (!call) return;
    if (result.status === 'rejected') {
      if (result.reason instanceof AppError) return;
      complete = false;
      log.warn({ err: result.reason, path: call.path }, 'first data');
      return;
    }
    if (result.value === absent) return;
    // Encoded by the route's response schema, as the API's serializer does: the same JSON the API would send.
    const answer = z.encode(call.schema, result.value);
    answers[call.path] = answer;
    if (call.renderedOnly) embedded[`${renderedAnswerPrefix}${call.path}`] = answerFingerprint(answer);
    else embedded[call.path] = answer;
  });
  return { answers, embedded, photo: route && lcpPhoto(route, answers), complete };
}

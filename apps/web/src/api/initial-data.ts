// The first data the server writes into a public page (apps/server/src/features/seo/first-data.ts), keyed by the API
// address the page would call, put into the query cache before the first render: the page's first screen then
// needs no second round trip.
import {
  apiPaths,
  estateTypeFromPlural,
  renderedAnswerPrefix,
  rentFromSlug,
  type SortOption,
  sortOptions,
} from '@portal/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The first queries at a fixed address. */
const fixedKeys = new Map<string, QueryKey>([
  [apiPaths.config, ['runtime-config']],
  [apiPaths.estates.promoted, ['estates', 'promoted']],
  [apiPaths.estates.recentlyAdded, ['estates', 'recently-added']],
  [apiPaths.transparency, ['site', 'transparency']],
]);

/** The first queries of one ad, city or company, by its id. */
const idKeys: [(id: number) => string, (id: number) => QueryKey][] = [
  [apiPaths.estates.detail, (id) => ['estates', 'detail', id]],
  [apiPaths.estates.related, (id) => ['estates', 'related', id]],
  [apiPaths.estates.archived, (id) => ['estates', 'archived', id]],
  [apiPaths.cities.detail, (id) => ['cities', id]],
  [apiPaths.estates.agency, (id) => ['agency', id]],
];

const searchPrefix = apiPaths.estates.search('');

/**
 * The key of the query whose fetcher requests exactly `path` (each page's api/*.ts); undefined for an address no
 * page's first query calls, which is then left alone. The address is read for its parameters, then built again with
 * the fetchers' own apiPaths function: only an address that function makes gets a key. The keys are written out here
 * rather than taken from the api modules, so that the entry chunk does not import every page's data module.
 * initial-data.test.tsx checks every key against its api module's query.
 */
export function seedFor(path: string): QueryKey | undefined {
  const fixed = fixedKeys.get(path);
  if (fixed) return fixed;
  if (path.startsWith(searchPrefix)) return searchKey(path.slice(searchPrefix.length));
  const id = Number(/\/([1-9]\d*)(?=[/?]|$)/.exec(path)?.[1]);
  for (const [pathOf, keyOf] of idKeys) if (pathOf(id) === path) return keyOf(id);
  const listed = listPageOf(path);
  if (!listed) return undefined;
  const { page, sort } = listed;
  if (apiPaths.estates.userEstates(id, { page, ...sort }) === path)
    return ['estates', 'user', id, page, sort.key];
  return categoryKey(path, page, sort);
}

/** The page and the sort of a card list's address (`?page=…&sortBy=…&sortOrder=…`). */
function listPageOf(path: string): { page: number; sort: SortOption } | undefined {
  const params = new URLSearchParams(path.slice(path.indexOf('?') + 1));
  const sort = sortOf(params);
  return sort && { page: Number(params.get('page')), sort };
}

const sortOf = (params: URLSearchParams) =>
  sortOptions.find(
    (option) => option.sortBy === params.get('sortBy') && option.sortOrder === params.get('sortOrder'),
  );

/** A category's or a city's list (features/listing/api/get-category-list.ts): its type, rent, city, page and sort. */
function categoryKey(path: string, page: number, sort: SortOption): QueryKey | undefined {
  const [, plural = '', slug = '', city] =
    /^\/api\/estates\/([a-z]+)\/([a-z]+)(?:\/city\/(\d+)\/)?\?/.exec(path) ?? [];
  const type = estateTypeFromPlural(plural);
  const rent = rentFromSlug(slug);
  if (!type || rent === undefined) return undefined;
  const cityId = city === undefined ? undefined : Number(city);
  if (apiPaths.estates.category(type, rent, cityId, { page, ...sort }) !== path) return undefined;
  return ['estates', 'list', type, rent, cityId ?? null, page, sort.key];
}

/** A search's key (features/search/api/search-estates.ts): its criteria without the sort, and the sort. */
function searchKey(query: string): QueryKey | undefined {
  const params = new URLSearchParams(query);
  const sort = sortOf(params);
  if (!sort) return undefined;
  params.delete('sortBy');
  params.delete('sortOrder');
  return ['estates', 'search', params.toString(), sort.key];
}

/** The page's embedded answers, read once: the element goes, so nothing seeds a later page with them. */
export function takeInitialData(doc: Document = document): Record<string, unknown> {
  const element = doc.getElementById('initial-data');
  if (!element) return {};
  element.remove();
  try {
    const data: unknown = JSON.parse(element.textContent ?? '');
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Seeds the query cache with the page's first data. The answers are not parsed again: the server encoded each with
 * its API route's response schema, and these schemas have no transforms, so parsing would return them unchanged.
 */
export function seedInitialData(
  client: QueryClient,
  answers: Record<string, unknown> = takeInitialData(),
): void {
  for (const [path, answer] of Object.entries(answers)) {
    const isRenderedOnly = path.startsWith(renderedAnswerPrefix);
    const queryKey = seedFor(isRenderedOnly ? path.slice(renderedAnswerPrefix.length) : path);
    if (queryKey) client.setQueryData(isRenderedOnly ? renderedAnswerQueryKey(queryKey) : queryKey, answer);
  }
}

/**
 * Where the cache keeps the fingerprint of the answer that the server's markup of a query shows, for a page that
 * carries that answer as markup only (ui/server-markup-until-loaded.ts).
 */
export const renderedAnswerQueryKey = (queryKey: QueryKey): QueryKey => ['rendered-answer', ...queryKey];

// The first data the server writes into a public page (apps/server/src/features/seo/first-data.ts), keyed by the API
// address the page would call, put into the query cache before the first render: the page's first screen then
// needs no second round trip.
import { estateTypeFromPlural, renderedAnswerPrefix, rentFromSlug, sortOptions } from '@portal/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

const listPattern =
  /^\/api\/estates\/([a-z]+)\/([a-z]+)(?:\/city\/([1-9]\d*)\/)?\?page=([1-9]\d*)&sortBy=(\w+)&sortOrder=(\w+)$/;

/**
 * The key of the query whose fetcher requests exactly `path` (each page's api/*.ts); undefined for an address no
 * page's first query calls, which is then left alone. The keys are written out here rather than taken from the api
 * modules, so that the entry chunk does not import every page's data module. initial-data.test.tsx checks every key
 * against its api module's query.
 */
export function seedFor(path: string): QueryKey | undefined {
  if (path === '/api/config') return ['runtime-config'];
  if (path === '/api/estates/promoted') return ['estates', 'promoted'];
  if (path === '/api/estates/recently-added') return ['estates', 'recently-added'];
  if (path === '/api/site/transparency') return ['site', 'transparency'];
  const detail = /^\/api\/estates\/([1-9]\d*)$/.exec(path);
  if (detail) return ['estates', 'detail', Number(detail[1])];
  const related = /^\/api\/estates\/([1-9]\d*)\/related$/.exec(path);
  if (related) return ['estates', 'related', Number(related[1])];
  const archived = /^\/api\/estates\/([1-9]\d*)\/archived$/.exec(path);
  if (archived) return ['estates', 'archived', Number(archived[1])];
  const city = /^\/api\/cities\/([1-9]\d*)$/.exec(path);
  if (city) return ['cities', Number(city[1])];
  const agency = /^\/api\/estates\/user\/([1-9]\d*)\/agency$/.exec(path);
  if (agency) return ['agency', Number(agency[1])];
  const userList = userListPattern.exec(path);
  if (userList) return userListKey(userList);
  if (path.startsWith('/api/estates/search?')) return searchKey(path.slice('/api/estates/search?'.length));
  const list = listPattern.exec(path);
  if (!list) return undefined;
  const [, plural = '', slug = '', cityId, page, sortBy, sortOrder] = list;
  const type = estateTypeFromPlural(plural);
  const rent = rentFromSlug(slug);
  const sort = sortOptions.find((option) => option.sortBy === sortBy && option.sortOrder === sortOrder);
  if (!type || rent === undefined || !sort) return undefined;
  return [
    'estates',
    'list',
    type,
    rent,
    cityId === undefined ? null : Number(cityId),
    Number(page),
    sort.key,
  ];
}

const userListPattern = /^\/api\/estates\/user\/([1-9]\d*)\?page=([1-9]\d*)&sortBy=(\w+)&sortOrder=(\w+)$/;

/** A seller's ads (features/user-ads/api/get-user-estates.ts): the user, the page and the sort. */
function userListKey([, userId, page, sortBy, sortOrder]: RegExpExecArray): QueryKey | undefined {
  const sort = sortOptions.find((option) => option.sortBy === sortBy && option.sortOrder === sortOrder);
  if (!sort) return undefined;
  return ['estates', 'user', Number(userId), Number(page), sort.key];
}

/** A search's key (features/search/api/search-estates.ts): its criteria without the sort, and the sort. */
function searchKey(query: string): QueryKey | undefined {
  const params = new URLSearchParams(query);
  const sort = sortOptions.find(
    (option) => option.sortBy === params.get('sortBy') && option.sortOrder === params.get('sortOrder'),
  );
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

import { type ListQuery, type MapClustersQuery, type SearchQuery, searchTerms } from '@portal/domain';
import type { Category } from './list-category.ts';

// The list cache's keys (list-cache.ts): what an answer depends on, read from the validated query, never the address
// as sent. A parameter the API ignores, another spelling of the same words or another order of the parameters
// finds the same entry, so that no variation of a URL gets past the cache to the database.

/** The words as their terms: 'Kamienica  na Starówce' and 'kamienica starowce' look for the same ads. */
const withTerms = <Q extends { words?: string | undefined }>(query: Q): Q =>
  query.words === undefined ? query : { ...query, words: searchTerms(query.words).join(' ') };

export const listKeys = {
  recentlyAdded: 'recently-added',
  category: ({ type, rent, cityId }: Category, { page, sortBy, sortOrder }: ListQuery) =>
    `category:${type}:${rent}:${cityId ?? ''}:${page}:${sortBy}:${sortOrder}`,
  search: (query: SearchQuery) => `search:${JSON.stringify(withTerms(query))}`,
  map: (query: MapClustersQuery) => `map:${JSON.stringify(withTerms(query))}`,
};

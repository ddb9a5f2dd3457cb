import { MantineProvider } from '@mantine/core';
import { type EstateCard, type ListResponse, sortOptions } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedFor, seedInitialData, takeInitialData } from '../api/initial-data.ts';
import { runtimeConfigQuery } from '../api/runtime-config.ts';
import { archivedAdQuery } from '../features/estate/api/get-archived-ad.ts';
import { estateQuery } from '../features/estate/api/get-estate.ts';
import { relatedQuery } from '../features/estate/api/get-related.ts';
import { promotedQuery } from '../features/home/api/get-promoted.ts';
import { recentlyAddedQuery } from '../features/home/api/get-recently-added.ts';
import { type CategoryListParams, categoryListQuery } from '../features/listing/api/get-category-list.ts';
import { Component as ListPage } from '../features/listing/list-page.tsx';
import { transparencyQuery } from '../features/pages/api/get-transparency.ts';
import { searchEstatesQuery } from '../features/search/api/search-estates.ts';
import { agencyQuery } from '../features/user-ads/api/get-agency.ts';
import { userEstatesQuery } from '../features/user-ads/api/get-user-estates.ts';
import { cityQuery } from '../ui/cities-api.ts';
import { theme } from '../ui/theme.ts';

const card: EstateCard = {
  estateId: 17,
  type: 'house',
  rent: 1,
  title: 'Dom z ogrodem pod Krakowem',
  description: 'Dom wolnostojący z dużym ogrodem.',
  price: 3500,
  area: 140.5,
  landArea: 900,
  rooms: 5,
  city: { cityId: 950463, city: 'Kraków' },
  province: { provinceId: 12 },
  photo: { container: 'estates', filename: 'abc12345' },
  promoted: 0,
  creationDate: '2026-11-20',
  refreshDate: null,
  photosCount: 1,
  seller: { userId: 8, kind: 'private', name: null },
};
const list: ListResponse<EstateCard> = { rows: [card], count: 1 };

/** The address a query's fetcher requests (the real api/*.ts code, with fetch answering nothing useful). */
async function requestedPath(query: { queryFn?: unknown }): Promise<string> {
  const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 500 }));
  const queryFn = query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
  await queryFn({ signal: new AbortController().signal }).catch(() => undefined);
  const path = String(fetch.mock.calls[0]?.[0]);
  fetch.mockRestore();
  return path;
}

afterEach(() => vi.restoreAllMocks());

describe('the first data embedded in a page', () => {
  it('maps every address the server embeds to the query that requests exactly that address', async () => {
    const lists: CategoryListParams[] = [
      { type: 'house', rent: 1, cityId: undefined, page: 1, sort: sortOptions[0] },
      { type: 'apartment', rent: 0, cityId: 950463, page: 3, sort: sortOptions[2] },
    ];
    const queries = [
      runtimeConfigQuery,
      promotedQuery,
      recentlyAddedQuery,
      estateQuery(17),
      relatedQuery(17),
      archivedAdQuery(17),
      transparencyQuery,
      cityQuery(950463),
      ...lists.map(categoryListQuery),
      searchEstatesQuery('?type=house&rent=1&city=950463&priceTo=900%20000&page=2', sortOptions[0]),
      // A shared address may carry a sort of its own: the visitor's wins, and the key holds the criteria alone.
      searchEstatesQuery('?sortBy=price&type=land&sortOrder=ASC&areaFrom=500', sortOptions[1]),
      agencyQuery(8),
      userEstatesQuery({ userId: 8, page: 2, sort: sortOptions[1] }),
    ];
    for (const query of queries) {
      expect(seedFor(await requestedPath(query))).toEqual(query.queryKey);
    }
    expect(seedFor('/api/estates/17/photos')).toBeUndefined();
    expect(seedFor('/api/estates/domy/wynajem?page=1&sortBy=title&sortOrder=DESC')).toBeUndefined();
  });

  it('is read once: the element goes with the first read', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="initial-data">{"/api/estates/promoted":{"rows":[],"count":0,"t":"\\u003c/script>"}}</script>',
    );
    expect(takeInitialData()).toEqual({ '/api/estates/promoted': { rows: [], count: 0, t: '</script>' } });
    expect(takeInitialData()).toEqual({});
  });

  it('renders a list page from the seeded cache without a fetch', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    seedInitialData(client, { '/api/estates/domy/wynajem?page=1&sortBy=estateId&sortOrder=DESC': list });

    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={['/domy/wynajem/']}>
            <ListPage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );

    expect(await screen.findByRole('link', { name: card.title })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Wczytywanie ogłoszeń' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

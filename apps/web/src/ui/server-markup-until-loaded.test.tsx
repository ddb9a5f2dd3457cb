import { answerFingerprint, type EstateCard, type ListResponse, sortOptions } from '@portal/domain';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateCard } from '../../test/estate-card.ts';
import { retryUnlessRefused } from '../api/client.ts';
import { seedInitialData } from '../api/initial-data.ts';
import { searchEstatesQuery } from '../features/search/api/search-estates.ts';
import { useServerMarkupUntilLoaded } from './server-markup-until-loaded.ts';
import { isStaleServerMarkup } from './stale-server-markup.ts';

const card = (estateId: number, title: string) =>
  makeEstateCard({
    estateId,
    type: 'land',
    title,
    description: 'Działka budowlana z prądem i wodą.',
    price: 120_000,
    area: 1000,
    rooms: null,
    city: { cityId: 950463, city: 'Kraków' },
    photosCount: 0,
    seller: { userId: 8, kind: 'private', name: null },
  });
const rendered: ListResponse<EstateCard> = { rows: [card(7, 'Działka pod lasem')], count: 1 };
const changed: ListResponse<EstateCard> = {
  rows: [card(8, 'Działka nad rzeką'), card(7, 'Działka pod lasem')],
  count: 2,
};

// A search page's results: the address the browser fetches, and the query that fetches it.
const search = '?type=land&rent=0';
const query = searchEstatesQuery(search, sortOptions[0]);
const path = '/api/estates/search?type=land&rent=0&sortBy=estateId&sortOrder=DESC';

function Results() {
  const results = useQuery(query);
  useServerMarkupUntilLoaded(query, results);
  if (results.isError) return <p role="alert">{results.error.message}</p>;
  if (results.isPending) return <p>Wczytywanie</p>;
  return (
    <ul>
      {results.data?.rows.map((row) => (
        <li key={row.estateId}>{row.title}</li>
      ))}
    </ul>
  );
}

const page = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <Suspense>
      <Results />
    </Suspense>
  </QueryClientProvider>
);

/**
 * The server renders `rendered` and carries only its fingerprint; the browser's API call answers `fetched`. Answers
 * the errors React reported while hydrating.
 */
async function hydrateWith(
  fetched: ListResponse<EstateCard>,
): Promise<{ errors: unknown[]; serverItem: Element | null }> {
  const server = new QueryClient();
  server.setQueryData(query.queryKey, rendered);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(server));
  document.body.append(container);
  const serverItem = container.querySelector('li');

  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(fetched));
  const browser = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedInitialData(browser, { [`rendered:${path}`]: answerFingerprint(rendered) });
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(browser), { onRecoverableError: (error) => errors.push(error) });
  });
  await waitFor(() => expect(container.querySelector('li')).not.toBeNull());
  return { errors, serverItem };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe("a search's results rendered by the server but not carried as data", () => {
  it('hydrate the server markup when the answer is the one the server rendered', async () => {
    const { errors, serverItem } = await hydrateWith(rendered);
    expect(errors).toEqual([]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Działka pod lasem']);
    // The server's element itself, taken over rather than drawn again.
    expect(serverItem?.isConnected).toBe(true);
  });

  it('show the newer answer, without a mismatch, when ads changed since the render', async () => {
    const { errors } = await hydrateWith(changed);
    expect(errors).toHaveLength(1);
    expect(errors.every(isStaleServerMarkup)).toBe(true);
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Działka nad rzeką',
        'Działka pod lasem',
      ]),
    );
  });
});

describe('a search the server refused while rendering', () => {
  it('shows the refusal after one call instead of asking again and again', async () => {
    // The server renders the loading state: it had no answer to render.
    vi.stubEnv('SSR', true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(new QueryClient()));
    vi.unstubAllEnvs();
    document.body.append(container);
    expect(container.textContent).toBe('Wczytywanie');
    const refusal = 'Cena od musi być liczbą';
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ error: refusal, fields: { priceFrom: refusal } }, { status: 400 }),
      );
    // The app's own retry rule.
    const browser = new QueryClient({
      defaultOptions: { queries: { retry: retryUnlessRefused, retryDelay: 0 } },
    });

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(browser), { onRecoverableError: (error) => errors.push(error) });
    });

    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Rendered afresh on purpose, not as a mismatch of the server's markup.
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every(isStaleServerMarkup)).toBe(true);
  });
});

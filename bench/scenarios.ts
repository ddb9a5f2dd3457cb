import {
  ClipboardQuerySchema,
  formatHiddenCookie,
  hiddenCookieName,
  ListQuerySchema,
  MapClustersQuerySchema,
  type SearchQueryInput,
  SearchQuerySchema,
  serializeCoordinates,
} from '@portal/domain';
import type { Db } from '../apps/server/src/db/client.ts';
import { searchCities } from '../apps/server/src/features/cities/search-cities.ts';
import { getEstate } from '../apps/server/src/features/estates/get-estate.ts';
import { listCategory } from '../apps/server/src/features/estates/list-category.ts';
import { listClipboard } from '../apps/server/src/features/estates/list-clipboard.ts';
import { listPromoted } from '../apps/server/src/features/estates/list-promoted.ts';
import { listRecentlyAdded } from '../apps/server/src/features/estates/list-recently-added.ts';
import { mapClusters } from '../apps/server/src/features/estates/map-clusters.ts';
import { searchEstates } from '../apps/server/src/features/estates/search-estates.ts';
import { withoutHidden } from '../apps/server/src/features/hiding/without-hidden.ts';
import { recordView } from '../apps/server/src/features/views/record-view.ts';

/**
 * Ids of listed ads picked from the bench database, so that every request finds something; `otherIds` are listed ads
 * the requests never touch, for a replay that must not repeat what the requests did (a first view of an ad).
 */
export type Samples = { estateIds: number[]; otherIds: number[] };

export type BenchRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
};

export type Scenario = {
  name: string;
  /** The targets apply per kind. */
  kind: 'list' | 'search' | 'detail' | 'other';
  /** Requests autocannon cycles through (several where a real visitor mix would not hit one row only). */
  requests: (samples: Samples) => BenchRequest[];
  /** The use case the endpoint calls, run once on a logging database to capture the SQL it sends. */
  useCase: (db: Db, samples: Samples) => Promise<unknown>;
  /** How many of the requests one run of the use case stands for (its SQL time is divided by it); 1 by default. */
  useCaseRequests?: number;
  /** Replay each captured statement once and time each alone: statements that change data differ when repeated. */
  replayOnce?: boolean;
};

export const warszawa = 918123;
const apartmentsForSale = { type: 'apartment', rent: 0 } as const;
const get = (path: string): BenchRequest => ({ method: 'GET', path });
const query = (input: Record<string, string>) => new URLSearchParams(input).toString();

const citySearch = {
  type: 'apartment',
  rent: '0',
  city: String(warszawa),
  priceTo: '800000',
  areaFrom: '40',
  rooms: '3',
} satisfies SearchQueryInput;
const krakowArea = serializeCoordinates({ north: 50.1, south: 50.0, west: 19.85, east: 20.05 });
const mapSearch = { type: 'apartment', rent: '0', coordinates: krakowArea } satisfies SearchQueryInput;
const byPricePerM2 = { sortBy: 'pricePerM2', sortOrder: 'ASC' } as const;
const pricePerM2Search = {
  type: 'apartment',
  rent: '0',
  pricePerM2From: '8000',
  pricePerM2To: '12000',
} satisfies SearchQueryInput;
const cityPricePerM2Search = {
  ...pricePerM2Search,
  city: String(warszawa),
  ...byPricePerM2,
} satisfies SearchQueryInput;
const prefixes = ['war', 'krak', 'nowa', 'lodz', 'gdan', 'pozn', 'wroc', 'sta'];
const search = (input: SearchQueryInput) => (db: Db) => searchEstates(db, SearchQuerySchema.parse(input));

/** A search scenario cycling through several criteria (a visitor mix, rare values and common ones). */
function searches(name: string, inputs: SearchQueryInput[]): Scenario {
  return {
    name,
    kind: 'search',
    requests: () =>
      inputs.map((input) => get(`/api/estates/search?${query(input as Record<string, string>)}`)),
    useCase: async (db) => {
      for (const input of inputs) await search(input)(db);
    },
    useCaseRequests: inputs.length,
  };
}

// The richer criteria, on apartments for sale (the largest category) and in Warszawa.
const apartmentsSearch = { type: 'apartment', rent: '0' } as const;
const cityRoomsFrom = { ...apartmentsSearch, city: String(warszawa), priceTo: '800000', roomsFrom: '3' };
const issue22Scenarios = [
  searches('search: rooms 3+', [
    { ...apartmentsSearch, roomsFrom: '3' },
    { ...cityRoomsFrom, areaFrom: '40,5' },
  ]),
  searches('search: district', [
    { ...apartmentsSearch, district: 'srodmiescie' },
    { ...apartmentsSearch, district: 'Stare Miasto' },
    { ...apartmentsSearch, city: String(warszawa), district: 'Śródmieście' },
    { ...apartmentsSearch, district: 'mokotow' },
  ]),
  searches('search: private or agency', [
    { ...apartmentsSearch, seller: 'private' },
    { ...apartmentsSearch, seller: 'agency' },
    { ...cityRoomsFrom, seller: 'agency' },
  ]),
  // Common and rare words, several words, a word no ad holds, in a category and in a city.
  searches('search: words in descriptions', [
    { ...apartmentsSearch, words: 'zmywarka' },
    { ...apartmentsSearch, words: 'lazienka z oknem' },
    { ...apartmentsSearch, words: 'komorka lokatorska' },
    { ...apartmentsSearch, words: 'swiadectwo charakterystyki' },
    { ...apartmentsSearch, words: 'zolw' },
    { ...apartmentsSearch, city: String(warszawa), words: 'balkon' },
    { ...cityRoomsFrom, words: 'kuchnia' },
  ]),
];

// The everyday filters: common ones (a good share of the category matches) and rare ones, which few ads or none
// of the bench's match: each read from its own partial index, but 'data dodania' by price, which walks the price
// index until a day's ads turn up.
const warszawaFlats = { ...apartmentsSearch, city: String(warszawa) };
const rentals = { type: 'apartment', rent: '1' } as const;
const everydayScenarios = [
  searches('search: everyday filters', [
    { ...apartmentsSearch, market: '1' },
    { ...warszawaFlats, floorFrom: '1', floorTo: '4', yearFrom: '2000' },
    { ...apartmentsSearch, balcony: '1', basement: '1' },
    { ...apartmentsSearch, addedWithin: '7' },
    { ...warszawaFlats, withPhotos: '1', balcony: '1' },
    { type: 'house', rent: '0', material: '2', category: '1' },
    { type: 'land', rent: '0', power: '1', water: '1', access: '3' },
  ]),
  searches('search: rare everyday filters', [
    { ...apartmentsSearch, garden: '1' },
    { ...rentals, pets: '1' },
    { ...rentals, availableFrom: '2026-12-31' },
    { ...warszawaFlats, garden: '1' },
    { ...apartmentsSearch, addedWithin: '1', sortBy: 'price', sortOrder: 'ASC' },
  ]),
];

// A browser hiding 50 ads (sampled listed ones) and 10 advertisers, on the list and the search of the
// same names without hiding; the budget is their p95 within 1 ms of those.
const hidden = (estateIds: number[]) => ({
  estateIds: estateIds.slice(0, 50),
  advertiserIds: Array.from({ length: 10 }, (_, n) => n + 2),
});
const hiding = (estateIds: number[]) => ({
  cookie: `${hiddenCookieName}=${formatHiddenCookie(hidden(estateIds))}`,
});
const hidingScenarios: Scenario[] = [
  {
    name: 'category list, page 1 (50 ads and 10 advertisers hidden)',
    kind: 'list',
    requests: ({ estateIds }) => [{ ...get('/api/estates/mieszkania/sprzedaz'), headers: hiding(estateIds) }],
    useCase: async (db, { estateIds }) =>
      withoutHidden(
        db,
        await listCategory(db, apartmentsForSale, ListQuerySchema.parse({})),
        hidden(estateIds),
      ),
  },
  {
    name: 'search: city, price, area, rooms (50 ads and 10 advertisers hidden)',
    kind: 'search',
    requests: ({ estateIds }) => [
      { ...get(`/api/estates/search?${query(citySearch)}`), headers: hiding(estateIds) },
    ],
    useCase: async (db, { estateIds }) => withoutHidden(db, await search(citySearch)(db), hidden(estateIds)),
  },
];

// The map of results: a category's map over the whole of Poland as a desktop opens it, a city's as its
// list page zooms onto it, and searches with criteria the stored cells do not keep (grouped from the ads, or from
// the price bands over the whole of Poland).
const mapOf = (name: string, input: Record<string, string>): Scenario => ({
  name,
  kind: 'search',
  requests: () => [get(`/api/estates/map-clusters?${query(input)}`)],
  useCase: (db) => mapClusters(db, MapClustersQuerySchema.parse(input)),
});
const polandView = serializeCoordinates({ north: 55.2, south: 48.8, west: 13.5, east: 24.6 });
const warszawaView = serializeCoordinates({ north: 52.42, south: 52.06, west: 20.7, east: 21.35 });
const mapScenarios = [
  mapOf('map of results: Poland', { type: 'apartment', rent: '0', bounds: polandView, zoom: '6' }),
  mapOf('map of results: Warszawa', {
    type: 'apartment',
    rent: '0',
    city: String(warszawa),
    bounds: warszawaView,
    zoom: '11',
  }),
  mapOf('map of results: Warszawa, price and rooms', {
    ...cityRoomsFrom,
    bounds: warszawaView,
    zoom: '11',
  }),
  mapOf('map of results: Poland, price and rooms', {
    type: 'apartment',
    rent: '0',
    priceTo: '800000',
    roomsFrom: '3',
    bounds: polandView,
    zoom: '6',
  }),
  // Prices between the bands' edges: the ads of the two bands they cut are read (map-grid.ts).
  mapOf('map of results: Poland, prices off the edges', {
    type: 'apartment',
    rent: '0',
    priceFrom: '275000',
    priceTo: '625000',
    roomsFrom: '2',
    bounds: polandView,
    zoom: '6',
  }),
];

export const scenarios: Scenario[] = [
  ...hidingScenarios,
  {
    name: 'category list, page 1',
    kind: 'list',
    requests: () => [get('/api/estates/mieszkania/sprzedaz')],
    useCase: (db) => listCategory(db, apartmentsForSale, ListQuerySchema.parse({})),
  },
  {
    name: 'category list, page 200',
    kind: 'list',
    requests: () => [get('/api/estates/mieszkania/sprzedaz?page=200')],
    useCase: (db) => listCategory(db, apartmentsForSale, ListQuerySchema.parse({ page: '200' })),
  },
  {
    name: 'city list (Warszawa)',
    kind: 'list',
    requests: () => [get(`/api/estates/mieszkania/sprzedaz/city/${warszawa}`)],
    useCase: (db) => listCategory(db, { ...apartmentsForSale, cityId: warszawa }, ListQuerySchema.parse({})),
  },
  {
    name: 'category list by price per m²',
    kind: 'list',
    requests: () => [get(`/api/estates/mieszkania/sprzedaz?${query(byPricePerM2)}`)],
    useCase: (db) => listCategory(db, apartmentsForSale, ListQuerySchema.parse(byPricePerM2)),
  },
  {
    name: 'category list by price per m² descending, page 50',
    kind: 'list',
    requests: () => [get('/api/estates/mieszkania/sprzedaz?sortBy=pricePerM2&sortOrder=DESC&page=50')],
    useCase: (db) =>
      listCategory(
        db,
        apartmentsForSale,
        ListQuerySchema.parse({ sortBy: 'pricePerM2', sortOrder: 'DESC', page: '50' }),
      ),
  },
  {
    name: 'category list by area, largest first',
    kind: 'list',
    requests: () => [get('/api/estates/mieszkania/sprzedaz?sortBy=area&sortOrder=DESC')],
    useCase: (db) =>
      listCategory(db, apartmentsForSale, ListQuerySchema.parse({ sortBy: 'area', sortOrder: 'DESC' })),
  },
  {
    name: 'city list (Warszawa) by price per m²',
    kind: 'list',
    requests: () => [get(`/api/estates/mieszkania/sprzedaz/city/${warszawa}?${query(byPricePerM2)}`)],
    useCase: (db) =>
      listCategory(db, { ...apartmentsForSale, cityId: warszawa }, ListQuerySchema.parse(byPricePerM2)),
  },
  {
    name: 'search: price per m² from-to',
    kind: 'search',
    requests: () => [get(`/api/estates/search?${query(pricePerM2Search)}`)],
    useCase: search(pricePerM2Search),
  },
  {
    name: 'search: city, price per m² from-to, by price per m²',
    kind: 'search',
    requests: () => [get(`/api/estates/search?${query(cityPricePerM2Search)}`)],
    useCase: search(cityPricePerM2Search),
  },
  {
    name: 'search: city, price, area, rooms',
    kind: 'search',
    requests: () => [get(`/api/estates/search?${query(citySearch)}`)],
    useCase: search(citySearch),
  },
  {
    name: 'search: map rectangle',
    kind: 'search',
    requests: () => [get(`/api/estates/search?${query(mapSearch)}`)],
    useCase: search(mapSearch),
  },
  ...issue22Scenarios,
  ...everydayScenarios,
  ...mapScenarios,
  {
    name: 'ad detail',
    kind: 'detail',
    requests: ({ estateIds }) => estateIds.slice(0, 200).map((id) => get(`/api/estates/${id}`)),
    useCase: (db, { estateIds }) => getEstate(db, estateIds[0] ?? 1),
  },
  {
    name: 'promoted',
    kind: 'other',
    requests: () => [get('/api/estates/promoted')],
    useCase: (db) => listPromoted(db),
  },
  {
    name: 'recently added',
    kind: 'other',
    requests: () => [get('/api/estates/recently-added')],
    useCase: (db) => listRecentlyAdded(db),
  },
  {
    name: 'clipboard of 12 ads',
    kind: 'other',
    requests: ({ estateIds }) => [
      get(`/api/estates/safe?${query({ estateId: JSON.stringify(estateIds.slice(0, 12)) })}`),
    ],
    useCase: (db, { estateIds }) =>
      listClipboard(
        db,
        ClipboardQuerySchema.parse({ estateId: JSON.stringify(estateIds.slice(0, 12)) }).estateId,
      ),
  },
  {
    name: 'cities autocomplete',
    kind: 'other',
    requests: () => prefixes.map((prefix) => get(`/api/cities?${query({ query: prefix })}`)),
    // Every prefix the requests cycle through: their queries differ in cost.
    useCase: async (db) => {
      for (const prefix of prefixes) await searchCities(db, prefix);
    },
    useCaseRequests: prefixes.length,
  },
  {
    // Distinct ads per request: the server counts a visitor once per ad in 30 minutes, and the bench is one visitor.
    name: 'page view (POST)',
    kind: 'other',
    requests: ({ estateIds }) =>
      estateIds.map((estateId) => ({
        method: 'POST',
        path: '/api/views',
        body: JSON.stringify({ estateId, type: 'page' }),
      })),
    // A request counts a first view of its ad (an insert); replayed on one ad, the statement would update the row
    // the first replay inserted. So the replay counts first views of ads the requests never viewed, each once.
    useCase: async (db, { otherIds }) => {
      for (const estateId of otherIds) await recordView(db, { estateId, type: 'page' });
    },
    replayOnce: true,
  },
];

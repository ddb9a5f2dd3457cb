import { type EstateType, routes } from '@portal/domain';
import type { BenchRequest } from './scenarios.ts';

/** Ads picked from the bench database, each with what its address is made of. */
export type PageSamples = { ads: { estateId: number; type: EstateType; title: string }[] };

export type PageScenario = { name: string; paths: (samples: PageSamples) => string[] };

const warszawa = 918123;

// What a browser sends with a page request: the server compresses the page as it would for a visitor.
const browserHeaders = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

export const pageRequest = (path: string): BenchRequest => ({ method: 'GET', path, headers: browserHeaders });

/** The public pages, as a first visit or a search engine asks for them. */
export const pageScenarios: PageScenario[] = [
  { name: 'home', paths: () => [routes.home()] },
  { name: 'category list, page 1', paths: () => [routes.list('apartment', 0)] },
  { name: 'category list, page 200', paths: () => [routes.list('apartment', 0, 200)] },
  { name: 'city list (Warszawa)', paths: () => [routes.cityList('apartment', 0, warszawa, 'Warszawa')] },
  {
    name: 'search: city, price, area, rooms',
    paths: () => [
      routes.search({
        type: 'apartment',
        rent: 0,
        city: warszawa,
        priceTo: 800000,
        areaFrom: 40,
        rooms: 3,
      }),
    ],
  },
  // Many ads: one ad page asked again and again would measure one row's cache.
  {
    name: 'ad page',
    paths: ({ ads }) => ads.map((ad) => routes.estate(ad.type, ad.title, ad.estateId)),
  },
];

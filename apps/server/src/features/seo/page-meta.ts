import {
  type City,
  cutDescription,
  documentTitle,
  type EstateDetail,
  type EstateType,
  estateTypeFromPlural,
  estateTypeFromSingular,
  estateTypeInfo,
  formatArea,
  formatPrice,
  parseIdSegment,
  parsePageSegment,
  photoUrl,
  type Rent,
  rentFromSlug,
  rentInfo,
  routes,
  siteName,
  userAdsTitle,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { getSeller } from '../estates/index.ts';
import { firstDataPaths } from './first-data.ts';
import { findCityName, findPageEstate, type PageEstate } from './seo-queries.ts';
import { infoPages, privatePrefixes, siteDescription } from './site-pages.ts';

/** The head of one page as search engines and link previews read it. `image` and `path` are site paths. */
export type PageMeta = {
  title: string;
  description: string;
  path: string;
  image?: string | undefined;
  status: 200 | 404;
  indexable: boolean;
};

const page = (title: string, description: string, path: string): PageMeta => ({
  title: documentTitle(title),
  description,
  path,
  status: 200,
  indexable: true,
});

const missing = (path: string): PageMeta => ({
  title: documentTitle('Nie znaleziono'),
  description: siteDescription,
  path,
  status: 404,
  indexable: false,
});

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

const isId = (text: string | undefined) => parseIdSegment(text) !== undefined;

/** The page's first data (first-data.ts), keyed by API address as encoded by the API's schemas. */
type Answers = Record<string, unknown>;

/**
 * Title, description, canonical address and preview image of the pages worth sharing (spec §2 routes); undefined
 * leaves the page as the web app built it. The ad and the city are read from the page's first data when it holds
 * them: the database is asked only for what the page did not load (a missing ad, a page without first data).
 */
export async function resolvePageMeta(
  db: Db,
  url: string,
  answers: Answers = {},
): Promise<PageMeta | undefined> {
  const path = safeDecode(url.split('?')[0] ?? '/');
  if (path === undefined) return undefined;
  if (path === '/')
    return {
      ...page(siteName, siteDescription, '/'),
      title: `${siteName} – darmowe ogłoszenia nieruchomości`,
    };
  const info = infoPages[path.replace(/\/$/, '')];
  if (info) return page(info.title, info.description, path.replace(/\/$/, ''));
  if (privatePrefixes.some((prefix) => path.startsWith(prefix)))
    return { ...page(siteName, siteDescription, path), indexable: false };
  if (path.startsWith(routes.search()))
    return { ...page('Wyszukaj ogłoszenia', siteDescription, routes.search()), indexable: false };

  const segments = path.split('/').filter(Boolean);
  const pageNumber = parsePageSegment(segments.at(-1));
  const [first, second, third, fourth] = pageNumber === undefined ? segments : segments.slice(0, -1);
  const length = segments.length - (pageNumber === undefined ? 0 : 1);

  const listType = estateTypeFromPlural(first ?? '');
  const rent = rentFromSlug(second ?? '');
  if (listType && rent !== undefined && length === 2) return listPage(listType, rent, pageNumber);
  if (listType && rent !== undefined && length === 4 && isId(third) && fourth)
    return cityListPage(db, listType, rent, Number(third), pageNumber, answers);

  const adType = estateTypeFromSingular(first ?? '');
  if (adType && length === 3 && pageNumber === undefined && isId(third))
    return adPage(db, Number(third), path, answers);
  if (first === 'ogloszenia-uzytkownika' && length === 2 && isId(second))
    return userAdsPage(db, Number(second), pageNumber);
  return undefined;
}

async function userAdsPage(db: Db, userId: number, pageNumber: number | undefined) {
  const name = await getSeller(db, userId).then(
    (seller) => seller.name,
    (error: unknown) => {
      // A user without listed ads keeps the page's plain title; any other failure is the page's.
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    },
  );
  return page(userAdsTitle(name), siteDescription, routes.userAds(userId, pageNumber));
}

function listTitle(type: EstateType, rent: Rent, pageNumber: number | undefined) {
  const title = `${estateTypeInfo[type].label} na ${rentInfo[rent].label}`;
  return pageNumber && pageNumber > 1 ? `${title} – strona ${pageNumber}` : title;
}

function listPage(type: EstateType, rent: Rent, pageNumber: number | undefined) {
  const title = listTitle(type, rent, pageNumber);
  return page(
    title,
    `${title}: darmowe ogłoszenia nieruchomości w serwisie ${siteName}.`,
    routes.list(type, rent, pageNumber),
  );
}

async function cityListPage(
  db: Db,
  type: EstateType,
  rent: Rent,
  cityId: number,
  pageNumber: number | undefined,
  answers: Answers,
) {
  const known = answers[firstDataPaths.city(cityId)] as City | undefined;
  const city = known ? known.city : await findCityName(db, cityId);
  if (!city) return missing(routes.list(type, rent));
  const title = `${listTitle(type, rent, undefined)} w miejscowości ${city}`;
  const numbered = pageNumber && pageNumber > 1 ? `${title} – strona ${pageNumber}` : title;
  return page(
    numbered,
    `${title}: darmowe ogłoszenia w serwisie ${siteName}.`,
    routes.cityList(type, rent, cityId, city, pageNumber),
  );
}

/** The fields of the ad's head, from the ad page's first data: its main photo is the first. */
const pageEstateOf = (ad: EstateDetail): PageEstate => ({
  ...ad,
  cityName: ad.city.city,
  photo: ad.photos[0],
});

async function adPage(db: Db, estateId: number, path: string, answers: Answers): Promise<PageMeta> {
  const known = answers[firstDataPaths.estate(estateId)] as EstateDetail | undefined;
  const ad = known ? pageEstateOf(known) : await findPageEstate(db, estateId);
  if (!ad) return missing(path);
  const type = ad.type as EstateType;
  const facts = `${formatPrice(ad.price)}, ${formatArea(ad.area)}, ${ad.cityName}.`;
  return {
    ...page(
      ad.title,
      `${facts} ${cutDescription(ad.description)}`,
      routes.estate(type, ad.title, ad.estateId),
    ),
    image: ad.photo ? photoUrl(ad.photo, type, 'list') : undefined,
  };
}

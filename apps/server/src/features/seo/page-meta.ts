import {
  type Agency,
  type ArchivedAd,
  agencyPageDescription,
  agencyPageTitle,
  apiPaths,
  type City,
  cutDescription,
  documentTitle,
  EstateCardListSchema,
  type EstateDetail,
  type EstateType,
  estateTypeFromPlural,
  estateTypeFromSingular,
  estateTypeInfo,
  formatArea,
  formatPrice,
  matchesPagePath,
  notFoundTitles,
  parseIdSegment,
  parsePageSegment,
  photoUrl,
  privatePagePaths,
  type Rent,
  rentFromSlug,
  rentInfo,
  routes,
  siteName,
  userAdsTitle,
} from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { getAgency, getSeller } from '../estates/index.ts';
import type { FirstData } from './first-data.ts';
import { agencyPrefix, type PageRoute } from './page-route.ts';
import { findCityName, findPageEstate, hasUser, hasUserAdsPage, type PageEstate } from './seo-queries.ts';
import { infoPages, siteDescription } from './site-pages.ts';

/** The head of one page as search engines and link previews read it. `image` and `path` are site paths. */
export type PageMeta = {
  title: string;
  description: string;
  path: string;
  image?: string | undefined;
  status: 200 | 301 | 404 | 410;
  indexable: boolean;
  /** Where a page moved for good (301): its address with the request's query. */
  location?: string | undefined;
};

const page = (title: string, description: string, path: string): PageMeta => ({
  title: documentTitle(title),
  description,
  path,
  status: 200,
  indexable: true,
});

/** A page that is not there: HTTP 404 and never indexed; its titles are the app's (notFoundTitles). */
export const missingPage = (path: string, what: keyof typeof notFoundTitles = 'page'): PageMeta => ({
  title: documentTitle(notFoundTitles[what]),
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

const isPrivatePage = (path: string) => privatePagePaths.some((pattern) => matchesPagePath(pattern, path));

/**
 * Title, description, canonical address and preview image of the pages worth sharing (spec §2 routes), and a 404
 * for any path the web app has no page for (it shows its error view there); undefined for an address that cannot
 * be decoded, left as the web app built it. The ad and the city are read from the page's first data when it holds
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
  const bare = path.replace(/\/$/, '');
  const info = infoPages[bare];
  if (info) return page(info.title, info.description, bare);
  if (bare === routes.notFound()) return missingPage(bare);
  if (isPrivatePage(path)) return { ...page(siteName, siteDescription, path), indexable: false };
  if (bare === routes.search())
    return { ...page('Wyszukaj ogłoszenia', siteDescription, routes.search()), indexable: false };

  const segments = path.split('/').filter(Boolean);
  const pageNumber = parsePageSegment(segments.at(-1));
  const [first, second, third, fourth] = pageNumber === undefined ? segments : segments.slice(0, -1);
  const length = segments.length - (pageNumber === undefined ? 0 : 1);

  const listType = estateTypeFromPlural(first ?? '');
  const rent = rentFromSlug(second ?? '');
  if (listType && rent !== undefined && length === 2) return listPage(listType, rent, pageNumber);
  if (listType && rent !== undefined && length === 4 && isId(third) && fourth)
    return cityListPage(db, { type: listType, rent, cityId: Number(third), pageNumber, path, url }, answers);

  const adType = estateTypeFromSingular(first ?? '');
  if (adType && length === 3 && pageNumber === undefined && isId(third))
    return adPage(db, Number(third), path, answers);
  if (first === 'ogloszenia-uzytkownika' && length === 2 && isId(second))
    return userAdsPage(db, Number(second), pageNumber);
  if (first === agencyPrefix && length === 3 && isId(third))
    return agencyPage(db, { userId: Number(third), pageNumber, path, url }, answers);
  return missingPage(path);
}

/**
 * Whether a list or search page is past its last page: a page after the first with no ads (its first data, the
 * page's own API answer, first of its calls). The count would not do: above a limit it is an estimate
 * (count-listed.ts). A search with no results on its first page is still an answer: nothing matches.
 */
export function isPastLastPage(route: PageRoute | undefined, firstData: FirstData): boolean {
  if (route?.kind !== 'list' && route?.kind !== 'search') return false;
  if (route.page === 1) return false;
  const [list] = Object.values(firstData.answers);
  return EstateCardListSchema.safeParse(list).data?.rows.length === 0;
}

/**
 * A seller's ads: an unknown user is not found, nor is a page past their last; a user without listed ads keeps
 * the page's plain title on its first page (the spec's empty text).
 */
async function userAdsPage(db: Db, userId: number, pageNumber: number | undefined) {
  const path = routes.userAds(userId, pageNumber);
  const name = await sellerName(db, userId);
  if (name === undefined && !(await hasUser(db, userId))) return missingPage(path, 'seller');
  if (pageNumber !== undefined && pageNumber > 1 && !(await hasUserAdsPage(db, userId, pageNumber)))
    return missingPage(path);
  return page(userAdsTitle(name), siteDescription, path);
}

/** A company, from the page's first data or the database; undefined for a private person or an unknown id. */
async function findAgency(db: Db, userId: number, answers: Answers): Promise<Agency | undefined> {
  const known = answers[apiPaths.estates.agency(userId)] as Agency | undefined;
  if (known) return known;
  return getAgency(db, userId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  });
}

type AgencyAddress = { userId: number; pageNumber: number | undefined; path: string; url: string };

/**
 * A company's page: not found for a private person's account, an unknown id or a page past its last ad; an address
 * with another slug than the company's name moves for good to the right one, its page and sort kept.
 */
async function agencyPage(
  db: Db,
  { userId, pageNumber, path, url }: AgencyAddress,
  answers: Answers,
): Promise<PageMeta> {
  const agency = await findAgency(db, userId, answers);
  if (!agency) return missingPage(path, 'seller');
  const canonical = routes.agency(userId, agency.name, pageNumber);
  if (path.replace(/\/$/, '') !== canonical) {
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    return { ...missingPage(canonical), status: 301, location: `${canonical}${query}` };
  }
  if (pageNumber !== undefined && pageNumber > 1 && !(await hasUserAdsPage(db, userId, pageNumber)))
    return missingPage(path);
  return {
    ...page(
      agencyPageTitle(agency.name, agency.kind),
      agencyPageDescription(agency.name, agency.kind),
      canonical,
    ),
    image: agency.logo ?? undefined,
  };
}

/** The name a user's ads are shown under; undefined without listed ads. */
function sellerName(db: Db, userId: number): Promise<string | undefined> {
  return getSeller(db, userId).then(
    (seller) => seller.name,
    (error: unknown) => {
      // Any failure other than the seller's 404 is the page's.
      if (error instanceof AppError && error.status === 404) return undefined;
      throw error;
    },
  );
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

type CityListAddress = {
  type: EstateType;
  rent: Rent;
  cityId: number;
  pageNumber: number | undefined;
  path: string;
  url: string;
};

/**
 * A city's list: not found for an unknown city; an address with another slug than the city's (a typo, an old
 * link, another city's name) moves for good to the city's own, its page and sort kept, so that no city's ads are
 * shown under another name.
 */
async function cityListPage(db: Db, address: CityListAddress, answers: Answers): Promise<PageMeta> {
  const { type, rent, cityId, pageNumber, path, url } = address;
  const known = answers[apiPaths.cities.detail(cityId)] as City | undefined;
  const city = known ? known.city : await findCityName(db, cityId);
  if (!city) return missingPage(routes.list(type, rent), 'city');
  const canonical = routes.cityList(type, rent, cityId, city, pageNumber);
  if (path !== canonical) {
    const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    return { ...missingPage(canonical), status: 301, location: `${canonical}${query}` };
  }
  const title = `${listTitle(type, rent, undefined)} w miejscowości ${city}`;
  const numbered = pageNumber && pageNumber > 1 ? `${title} – strona ${pageNumber}` : title;
  return page(numbered, `${title}: darmowe ogłoszenia w serwisie ${siteName}.`, canonical);
}

/** The fields of the ad's head, from the ad page's first data: its main photo is the first. */
const pageEstateOf = (ad: EstateDetail): PageEstate => ({
  ...ad,
  cityName: ad.city.city,
  photo: ad.photos[0],
});

/**
 * An ad that was public and is no longer (withdrawn, expired, deleted): HTTP 410, 'Ogłoszenie nieaktualne', never
 * indexed; its page still says what it was. A number that never was an ad stays a 404.
 */
const archivedAdPage = (path: string, ad: ArchivedAd): PageMeta => ({
  title: documentTitle('Ogłoszenie nieaktualne'),
  description: `${estateTypeInfo[ad.type].labelSingular} na ${rentInfo[ad.rent].label}, ${ad.city.city}: ogłoszenie nieaktualne.`,
  path,
  status: 410,
  indexable: false,
});

async function adPage(db: Db, estateId: number, path: string, answers: Answers): Promise<PageMeta> {
  const known = answers[apiPaths.estates.detail(estateId)] as EstateDetail | undefined;
  const ad = known ? pageEstateOf(known) : await findPageEstate(db, estateId);
  const archived = answers[apiPaths.estates.archived(estateId)] as ArchivedAd | undefined;
  if (!ad && archived) return archivedAdPage(path, archived);
  if (!ad) return missingPage(path, 'ad');
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

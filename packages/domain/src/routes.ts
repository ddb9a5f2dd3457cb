// Builders of every portal URL of spec §2, so that no screen concatenates paths itself.
import { ColumnBounds } from './column-bounds.ts';
import { type EstateType, estateTypeInfo, type Rent, rentInfo } from './enums.ts';
import { Limits, type PhotoSize } from './limits.ts';
import { slugify } from './text.ts';

const pagePrefix = 'oferty-';

/** Positive digits without a leading zero, up to an `integer` column's largest value (ids and page numbers). */
function readPositive(digits: string | undefined): number | undefined {
  if (digits === undefined || !/^[1-9]\d*$/.test(digits)) return undefined;
  const number = Number(digits);
  return number <= ColumnBounds.int4Max ? number : undefined;
}

/** 'oferty-3' → 3; anything else (including page 0, 'oferty-03x' or a page past any list) → undefined. */
export function parsePageSegment(segment: string | undefined): number | undefined {
  return readPositive(/^oferty-(\d+)$/.exec(segment ?? '')?.[1]);
}

/** '123' → 123 for an id in a page address; anything else, an id no row can have included → undefined. */
export function parseIdSegment(segment: string | undefined): number | undefined {
  return readPositive(segment);
}

/** Page 1 has no segment; later pages append '/oferty-{n}' (category lists already end with '/'). */
function withPage(base: string, page?: number): string {
  if (page === undefined || page <= 1) return base;
  return `${base.endsWith('/') ? base : `${base}/`}${pagePrefix}${page}`;
}

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

/** Query string without empty values or unticked flags, in the order given. */
export function toQueryString(params: SearchParams): string {
  const pairs = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '' && value !== false)
    // A ticked checkbox travels as 1, the way the API reads flags.
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(value === true ? '1' : String(value))}`,
    );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

export const routes = {
  home: () => '/',
  list: (type: EstateType, rent: Rent, page?: number) =>
    withPage(`/${estateTypeInfo[type].plural}/${rentInfo[rent].slug}/`, page),
  cityList: (type: EstateType, rent: Rent, cityId: number, cityName: string, page?: number) =>
    withPage(`/${estateTypeInfo[type].plural}/${rentInfo[rent].slug}/${cityId}/${slugify(cityName)}/`, page),
  search: (query: SearchParams = {}) => `/wyszukaj-ogloszenia${toQueryString(query)}`,
  userAds: (userId: number, page?: number) => withPage(`/ogloszenia-uzytkownika/${userId}`, page),
  /** A company's page (an agency's or a developer's): its name, logo, contact and offers. */
  agency: (userId: number, name: string, page?: number) =>
    withPage(`/firmy/${slugify(name) || 'firma'}/${userId}`, page),
  /** A company's logo, as stored (WebP). */
  logo: (file: string) => `/logo/${file}`,
  estate: (type: EstateType, title: string, estateId: number) =>
    `/${estateTypeInfo[type].singular}/${slugify(title) || 'ogloszenie'}/${estateId}`,
  clipboard: () => '/schowek',
  hidden: () => '/ukryte',
  recentlyViewed: () => '/ostatnio-ogladane',
  favouriteMailsOff: (userId: number, signature: string) => `/wylacz-powiadomienia/${userId}/${signature}`,
  about: () => '/o-nas',
  terms: () => '/regulamin',
  privacy: () => '/polityka-prywatnosci',
  cookies: () => '/polityka-cookies',
  faq: () => '/faq',
  importInfo: () => '/import-ofert',
  contact: () => '/kontakt',
  transparency: () => '/przejrzystosc',
  login: () => '/logowanie',
  register: () => '/rejestracja',
  activate: (userId: number, hash: string) => `/aktywuj/${userId}/${hash}`,
  forgotPassword: () => '/zapomnialem-hasla',
  newPassword: (userId: number, hash: string) => `/nowe-haslo/${userId}/${hash}`,
  savedSearches: () => '/zapisane-wyszukiwania',
  confirmSavedSearch: (searchId: number, hash: string) => `/potwierdz-wyszukiwanie/${searchId}/${hash}`,
  unsubscribeSavedSearch: (searchId: number, signature: string) =>
    `/wypisz-wyszukiwanie/${searchId}/${signature}`,
  manage: (page?: number) => withPage('/zarzadzaj-ogloszeniami', page),
  refresh: (estateId: number) => `/odswiez-ogloszenie/${estateId}`,
  remove: (estateId: number) => `/usun-ogloszenie/${estateId}`,
  addEstate: () => '/dodaj-ogloszenie',
  wizard: (type: EstateType, step: WizardStep) =>
    `/dodaj-ogloszenie/${estateTypeInfo[type].singular}/krok/${step}`,
  editWizard: (estateId: number, step: WizardStep) => `/edytuj-ogloszenie/${estateId}/krok/${step}`,
  integration: () => '/integracja',
  editProfile: () => '/edytuj-profil',
  changePassword: () => '/zmien-haslo',
  removeAccount: () => '/usun-konto',
  adminStats: () => '/admin/statystyki',
  adminAddIntegration: () => '/admin/dodaj-integracje',
  adminRemoveAd: () => '/admin/usun-ogloszenie',
  adminPromotion: () => '/admin/promowanie',
  adminImports: () => '/admin/importy',
  adminModeration: () => '/admin/moderacja',
  adminProperties: () => '/admin/nieruchomosci',
  appeal: (decisionId: number, signature: string) => `/odwolanie/${decisionId}/${signature}`,
  notFound: () => '/strona-nie-istnieje',
} as const;

export const wizardSteps = [1, 2, 3] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** Photos are served as /{container}/{singular type}/{file}/{WxH} (spec §3). */
export function photoUrl(
  photo: { container: string; filename: string },
  type: EstateType,
  size: PhotoSize,
): string {
  return `/${photo.container}/${estateTypeInfo[type].singular}/${photo.filename}/${Limits.photoSizes[size]}`;
}

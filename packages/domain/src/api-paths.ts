// Every address of the HTTP API that the web app calls (spec §7; the admin's in admin-api-paths.ts), built in one
// place: the web's fetchers, the web's first-data look-up (apps/web/src/api/initial-data.ts) and the server's first
// data (features/seo/first-data.ts) take them from here, so that a page's embedded answer sits under exactly the
// address its fetcher requests. The server's routes declare their own patterns; apps/server/src/http/api-paths.test.ts
// holds each address here to one.
import { type EstateType, estateTypeInfo, type Rent, rentInfo, type SortOption } from './enums.ts';
import { toQueryString } from './routes.ts';
import type { RegisterKind } from './schemas/auth.ts';

/** One page of a card list in one order, as the API names them (the page route's sort, the API's ListQuery). */
export type ListPage = { page: number; sortBy: SortOption['sortBy']; sortOrder: SortOption['sortOrder'] };

const listQuery = ({ page, sortBy, sortOrder }: ListPage) => toQueryString({ page, sortBy, sortOrder });
const estate = (estateId: number) => `/api/estates/${estateId}`;
const user = (userId: number) => `/api/user/${userId}`;
/** An e-mailed link's search, its id as the link's address carries it. */
const savedSearch = (searchId: string, action: string, secret: string) =>
  `/api/saved-searches/${encodeURIComponent(searchId)}/${action}/${encodeURIComponent(secret)}`;

export const apiPaths = {
  config: '/api/config',
  views: '/api/views',
  contact: '/api/site/contact',
  transparency: '/api/site/transparency',
  favouriteMailsUnsubscribe: '/api/favourite-mails/unsubscribe',
  estates: {
    promoted: '/api/estates/promoted',
    recentlyAdded: '/api/estates/recently-added',
    /** A category's list, or a city's within it (whose address ends with '/' before the query). */
    category: (type: EstateType, rent: Rent, cityId: number | undefined, list: ListPage) => {
      const base = `/api/estates/${estateTypeInfo[type].plural}/${rentInfo[rent].slug}`;
      return `${cityId === undefined ? base : `${base}/city/${cityId}/`}${listQuery(list)}`;
    },
    /** `criteria`: the search's query string (without '?'), with its sort as the API names it. */
    search: (criteria: string) => `/api/estates/search?${criteria}`,
    /** `criteria`: the search's query string without page and order, with the map's view. */
    mapClusters: (criteria: string) => `/api/estates/map-clusters?${criteria}`,
    /** Cards of the given ads, in their order, whichever the API still shows (the clipboard, the hidden ones). */
    safe: (estateIds: readonly number[]) =>
      `/api/estates/safe${toQueryString({ estateId: JSON.stringify(estateIds) })}`,
    detail: estate,
    related: (estateId: number) => `${estate(estateId)}/related`,
    archived: (estateId: number) => `${estate(estateId)}/archived`,
    message: (estateId: number) => `${estate(estateId)}/message`,
    report: (estateId: number) => `${estate(estateId)}/report`,
    userEstates: (userId: number, list: ListPage) => `/api/estates/user/${userId}${listQuery(list)}`,
    agency: (userId: number) => `/api/estates/user/${userId}/agency`,
    seller: (userId: number) => `/api/estates/user/${userId}/seller`,
    /** An account's own ads, all states. */
    account: (userId: number, page: number) => `/api/estates/account/${userId}${toQueryString({ page })}`,
    /** A new ad of the type (POST), or the changes to a draft or an ad. */
    save: (type: EstateType, estateId: number | null) =>
      `/api/estates/${estateTypeInfo[type].singular}${estateId === null ? '' : `/${estateId}`}`,
    manage: (estateId: number) => `${estate(estateId)}/manage`,
    activate: (estateId: number) => `${estate(estateId)}/activate`,
    refresh: (estateId: number) => `/api/estates/refresh/${estateId}`,
    photos: (estateId: number) => `${estate(estateId)}/photos`,
    managedPhotos: (estateId: number) => `${estate(estateId)}/photos/manage`,
    photosOrder: (estateId: number) => `${estate(estateId)}/photos/sort`,
    photo: (estateId: number, photoId: number) => `${estate(estateId)}/photos/${photoId}`,
    photoUploaded: (estateId: number, uploadId: string) => `${estate(estateId)}/photos/${uploadId}/complete`,
  },
  cities: {
    detail: (cityId: number) => `/api/cities/${cityId}`,
    /** Localities whose name starts with the text, within a province when given. */
    find: (text: string, provinceId?: number) =>
      `/api/cities${provinceId ? `/province/${provinceId}` : ''}?query=${encodeURIComponent(text)}`,
  },
  user: {
    login: '/api/user/login',
    register: (kind: RegisterKind) => `/api/user/register/${kind}`,
    activate: '/api/user/activate',
    resendActivation: '/api/user/resend-activation',
    forgotPassword: '/api/user/forgot-password',
    newPassword: (userId: number, hash: string) => `/api/user/new-pass/${userId}/${encodeURIComponent(hash)}`,
    profile: (userId: number) => `${user(userId)}/profile`,
    changePassword: (userId: number) => `${user(userId)}/change-pass`,
    removeAccount: (userId: number) => `${user(userId)}/remove-account`,
    logo: (userId: number) => `${user(userId)}/logo`,
    integration: (userId: number, integrationId: number) => `${user(userId)}/integration/${integrationId}`,
    favourites: (userId: number) => `${user(userId)}/favourites`,
    favouriteIds: (userId: number) => `${user(userId)}/favourites/ids`,
    favourite: (userId: number, estateId: number) => `${user(userId)}/favourites/${estateId}`,
    favouriteMails: (userId: number) => `${user(userId)}/favourite-mails`,
    hidden: (userId: number) => `${user(userId)}/hidden`,
    hiddenEstate: (userId: number, estateId: number) => `${user(userId)}/hidden/estates/${estateId}`,
    hiddenAdvertiser: (userId: number, advertiserId: number) =>
      `${user(userId)}/hidden/advertisers/${advertiserId}`,
  },
  savedSearches: {
    list: '/api/saved-searches',
    one: (searchId: number) => `/api/saved-searches/${searchId}`,
    confirm: (searchId: string, secret: string) => savedSearch(searchId, 'confirm', secret),
    unsubscribe: (searchId: string, signature: string) => savedSearch(searchId, 'unsubscribe', signature),
    remove: (searchId: string, signature: string) => savedSearch(searchId, 'remove', signature),
  },
  moderation: {
    /** An account's moderation decisions, and one decision's appeal from its e-mailed link. */
    decisions: '/api/moderation/decisions',
    appeal: (decisionId: string, signature: string) =>
      `/api/moderation/appeal/${encodeURIComponent(decisionId)}/${encodeURIComponent(signature)}`,
  },
} as const;

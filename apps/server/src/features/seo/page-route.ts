import {
  type EstateType,
  estateTypeFromPlural,
  estateTypeFromSingular,
  ListQuerySchema,
  parseIdSegment,
  parsePageSegment,
  type Rent,
  rentFromSlug,
  routes,
  type SortOption,
  sortOptionByParam,
} from '@portal/domain';

/** The public pages whose first answer the server prepares (preloads, first data), read from their address. */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'list'; type: EstateType; rent: Rent; cityId: number | undefined; page: number; sort: SortOption }
  | { kind: 'ad'; estateId: number }
  | { kind: 'search'; query: string; page: number }
  | { kind: 'agency'; userId: number; page: number; sort: SortOption }
  | { kind: 'other'; path: string };

const isId = (text: string | undefined) => parseIdSegment(text) !== undefined;

/** The first segment of a company's page, '/firmy/{slug}/{userId}' (routes.agency). */
export const agencyPrefix = 'firmy';

/** The order `?sort=` names, as the web app reads it (ui/list-sort.ts). */
export const sortOfQuery = (params: URLSearchParams) => sortOptionByParam(params.get('sort'));

/** The search's `?page=` as the API reads it; one the API refuses is taken as the first. */
const pageOfQuery = (params: URLSearchParams) =>
  ListQuerySchema.shape.page.safeParse(params.get('page') ?? undefined).data ?? 1;

/** `path` is the decoded path; `query` the address's query without '?': a search's criteria, a list's sort. */
export function readPageRoute(path: string, query = ''): PageRoute {
  if (path === '/') return { kind: 'home' };
  if (path.replace(/\/$/, '') === routes.search())
    return { kind: 'search', query, page: pageOfQuery(new URLSearchParams(query)) };
  const segments = path.split('/').filter(Boolean);
  const pageNumber = parsePageSegment(segments.at(-1));
  const [first, second, third, fourth] = pageNumber === undefined ? segments : segments.slice(0, -1);
  const length = segments.length - (pageNumber === undefined ? 0 : 1);

  const type = estateTypeFromPlural(first ?? '');
  const rent = rentFromSlug(second ?? '');
  if (type && rent !== undefined && (length === 2 || (length === 4 && isId(third) && fourth)))
    return {
      kind: 'list',
      type,
      rent,
      cityId: length === 4 ? Number(third) : undefined,
      page: pageNumber ?? 1,
      sort: sortOfQuery(new URLSearchParams(query)),
    };
  if (estateTypeFromSingular(first ?? '') && length === 3 && pageNumber === undefined && isId(third))
    return { kind: 'ad', estateId: Number(third) };
  if (first === agencyPrefix && length === 3 && isId(third))
    return {
      kind: 'agency',
      userId: Number(third),
      page: pageNumber ?? 1,
      sort: sortOfQuery(new URLSearchParams(query)),
    };
  return { kind: 'other', path: path.length > 1 ? path.replace(/\/$/, '') : path };
}

// Which module each route lazy-loads (apps/web/src/app/router.tsx); keys are the web build's manifest keys.
const featureModule = (path: string) => `src/features/${path}.tsx`;
const staticPages: Record<string, string> = {
  [routes.about()]: featureModule('pages/about-page'),
  [routes.terms()]: featureModule('pages/terms-page'),
  [routes.privacy()]: featureModule('pages/privacy-page'),
  [routes.cookies()]: featureModule('pages/cookies-page'),
  [routes.faq()]: featureModule('pages/faq-page'),
  [routes.importInfo()]: featureModule('pages/import-page'),
  [routes.transparency()]: featureModule('pages/transparency-page'),
  [routes.contact()]: featureModule('contact/contact-page'),
  [routes.login()]: featureModule('account/login-page'),
  [routes.register()]: featureModule('account/register-page'),
};
const routeModules = {
  home: featureModule('home/home-page'),
  list: featureModule('listing/list-page'),
  ad: featureModule('estate/estate-page'),
  search: featureModule('search/search-page'),
  agency: featureModule('user-ads/agency-page'),
};

/** Every module a page route may need, for building the preloads once at start. */
export const pageModules = [...Object.values(routeModules), ...Object.values(staticPages)];

export function pageModule(route: PageRoute): string | undefined {
  return route.kind === 'other' ? staticPages[route.path] : routeModules[route.kind];
}

// Every page of the web app as its router declares it (react-router patterns: ':name' one segment, ':name?' an
// optional one). The server answers 200 for these and 404 for any other address, and a web test holds the router
// to this list: a page added to one and not the other fails that test instead of answering 404 while it works.
import { estateTypeInfo, estateTypes, rentInfo, rents } from './enums.ts';
import { routes } from './routes.ts';

/** Pages search engines may index; the server checks that their ad, city or seller exists. */
export const publicPagePaths: readonly string[] = [
  routes.home(),
  ...estateTypes.map((type) => `/${estateTypeInfo[type].singular}/:slug/:estateId`),
  ...estateTypes.flatMap((type) =>
    rents.flatMap((rent) => {
      const base = `/${estateTypeInfo[type].plural}/${rentInfo[rent].slug}`;
      return [`${base}/:page?`, `${base}/:cityId/:citySlug/:page?`];
    }),
  ),
  '/ogloszenia-uzytkownika/:userId/:page?',
  '/firmy/:slug/:userId/:page?',
  routes.about(),
  routes.terms(),
  routes.privacy(),
  routes.cookies(),
  routes.faq(),
  routes.importInfo(),
  routes.transparency(),
  routes.contact(),
  routes.search(),
];

/** Pages of one visitor's session, account or e-mailed link, and the admin's: shown, never indexed. */
export const privatePagePaths: readonly string[] = [
  routes.clipboard(),
  routes.hidden(),
  routes.recentlyViewed(),
  routes.login(),
  routes.register(),
  '/aktywuj/:userId/:hash',
  routes.forgotPassword(),
  '/wylacz-powiadomienia/:userId/:signature',
  '/nowe-haslo/:userId/:hash',
  '/potwierdz-wyszukiwanie/:searchId/:secret',
  '/wypisz-wyszukiwanie/:searchId/:secret',
  '/odwolanie/:decisionId/:signature',
  '/zarzadzaj-ogloszeniami/:page?',
  '/odswiez-ogloszenie/:id',
  '/usun-ogloszenie/:id',
  routes.addEstate(),
  '/dodaj-ogloszenie/:type/krok/:step',
  '/edytuj-ogloszenie/:estateId/krok/:step',
  routes.editProfile(),
  routes.changePassword(),
  routes.removeAccount(),
  routes.savedSearches(),
  routes.integration(),
  routes.adminStats(),
  routes.adminAddIntegration(),
  routes.adminRemoveAd(),
  routes.adminPromotion(),
  routes.adminImports(),
  routes.adminModeration(),
  routes.adminProperties(),
];

/** Whether a path (decoded, with or without a trailing '/') is the page of a router pattern. */
export function matchesPagePath(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  const required = wanted.filter((segment) => !segment.endsWith('?')).length;
  if (given.length < required || given.length > wanted.length) return false;
  return wanted.every((segment, index) => {
    const part = given[index];
    if (segment.startsWith(':')) return part !== undefined || segment.endsWith('?');
    return part === segment;
  });
}

/** The start of each private page's address, before its first parameter: what robots are asked to skip. */
export const privatePathPrefixes: readonly string[] = [
  ...new Set(privatePagePaths.map((pattern) => pattern.split('/:')[0] ?? pattern)),
];

// Every route of spec §2; each screen is its own lazy chunk, so a visitor downloads only the pages they open.
import { estateTypeInfo, estateTypes, routes } from '@portal/domain';
import { type ComponentType, lazy, use } from 'react';
import { type RouteObject, useRouteError } from 'react-router';
import { listingPaths } from '../features/listing/listing-paths.ts';
import { ErrorView } from '../ui/error-view.tsx';
import { Layout } from './layout.tsx';
import { RequireLogin } from './require-login.tsx';

type PageModule = { Component: ComponentType };

/** A route's screen, loaded on first render; `preload` loads it ahead (main.tsx, before hydrating the server's HTML). */
type Page = ComponentType & { preload: () => Promise<unknown> };

/**
 * A route module exports its screen as `Component`. A lazy screen (rather than the router's `lazy`) lets the header
 * and footer paint at once while the first screen's chunk loads; the layout's Suspense shows the wait. Unlike
 * React.lazy, a screen whose chunk has loaded renders at once: hydration goes through it in one sliced pass
 * instead of leaving it for a second, unsliced one: a long task on the home page (bench/lighthouse.ts).
 */
function page(load: () => Promise<PageModule>): Page {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.Component;
      return loaded;
    });
    return loading;
  };
  function LazyPage() {
    const Screen = loaded ?? use(preload());
    return <Screen />;
  }
  return Object.assign(LazyPage, { preload });
}

/** Loads the screens of the router's current matches, so that the first render finds them loaded. */
export function preloadMatchedPages(matches: readonly { route: { Component?: ComponentType | null } }[]) {
  return Promise.all(
    matches.map(({ route }) =>
      route.Component && 'preload' in route.Component ? (route.Component as Page).preload() : undefined,
    ),
  );
}

/** A screen that throws keeps the header and footer around the error text, and the error is logged. */
function RouteError() {
  console.error(useRouteError());
  return <ErrorView />;
}

// The admin guard is admin code: a lazy chunk too, kept out of the public pages' initial JavaScript.
const RequireAdmin = lazy(() =>
  import('../features/admin/require-admin.tsx').then((module) => ({ default: module.RequireAdmin })),
);
const estatePage = page(() => import('../features/estate/estate-page.tsx'));
const userAdsPage = page(() => import('../features/user-ads/user-ads-page.tsx'));

const listPage = page(() => import('../features/listing/list-page.tsx'));
const wizardPage = page(() => import('../features/wizard/wizard-page.tsx'));
const myEstatesPage = page(() => import('../features/my-estates/my-estates-page.tsx'));

/** The route tree: main.tsx makes the browser's router of it, render-page.tsx the server's for the first HTML. */
export const routeTree: RouteObject[] = [
  {
    Component: Layout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: page(() => import('../features/home/home-page.tsx')) },
          // One route per singular type: a static first segment never clashes with a list's '/oferty-{n}' page.
          ...estateTypes.map((type) => ({
            path: `/${estateTypeInfo[type].singular}/:slug/:estateId`,
            Component: estatePage,
          })),
          {
            path: routes.clipboard(),
            Component: page(() => import('../features/clipboard/clipboard-page.tsx')),
          },
          { path: routes.hidden(), Component: page(() => import('../features/hidden/hidden-page.tsx')) },
          {
            path: routes.recentlyViewed(),
            Component: page(() => import('../features/recently-viewed/recently-viewed-page.tsx')),
          },
          { path: '/ogloszenia-uzytkownika/:userId/:page?', Component: userAdsPage },
          {
            path: '/firmy/:slug/:userId/:page?',
            Component: page(() => import('../features/user-ads/agency-page.tsx')),
          },
          { path: routes.about(), Component: page(() => import('../features/pages/about-page.tsx')) },
          { path: routes.terms(), Component: page(() => import('../features/pages/terms-page.tsx')) },
          { path: routes.privacy(), Component: page(() => import('../features/pages/privacy-page.tsx')) },
          { path: routes.cookies(), Component: page(() => import('../features/pages/cookies-page.tsx')) },
          { path: routes.faq(), Component: page(() => import('../features/pages/faq-page.tsx')) },
          { path: routes.importInfo(), Component: page(() => import('../features/pages/import-page.tsx')) },
          {
            path: routes.transparency(),
            Component: page(() => import('../features/pages/transparency-page.tsx')),
          },
          ...listingPaths.map((path) => ({ path, Component: listPage })),
          { path: routes.search(), Component: page(() => import('../features/search/search-page.tsx')) },
          { path: routes.contact(), Component: page(() => import('../features/contact/contact-page.tsx')) },
          { path: routes.login(), Component: page(() => import('../features/account/login-page.tsx')) },
          { path: routes.register(), Component: page(() => import('../features/account/register-page.tsx')) },
          {
            path: '/aktywuj/:userId/:hash',
            Component: page(() => import('../features/account/activate-page.tsx')),
          },
          {
            path: routes.forgotPassword(),
            Component: page(() => import('../features/account/forgot-password-page.tsx')),
          },
          {
            path: '/wylacz-powiadomienia/:userId/:signature',
            Component: page(() => import('../features/clipboard/unsubscribe-page.tsx')),
          },
          {
            path: '/nowe-haslo/:userId/:hash',
            Component: page(() => import('../features/account/new-password-page.tsx')),
          },
          {
            path: '/potwierdz-wyszukiwanie/:searchId/:secret',
            Component: page(() => import('../features/saved-searches/confirm-page.tsx')),
          },
          {
            path: '/wypisz-wyszukiwanie/:searchId/:secret',
            Component: page(() => import('../features/saved-searches/unsubscribe-page.tsx')),
          },
          {
            path: '/odwolanie/:decisionId/:signature',
            Component: page(() => import('../features/my-estates/appeal-page.tsx')),
          },
          {
            // Login-only routes of spec §2 go among these children.
            Component: RequireLogin,
            children: [
              { path: '/zarzadzaj-ogloszeniami/:page?', Component: myEstatesPage },
              {
                path: '/odswiez-ogloszenie/:id',
                Component: page(() => import('../features/my-estates/refresh-page.tsx')),
              },
              {
                path: '/usun-ogloszenie/:id',
                Component: page(() => import('../features/my-estates/remove-page.tsx')),
              },
              {
                path: routes.addEstate(),
                Component: page(() => import('../features/wizard/add-estate-page.tsx')),
              },
              { path: '/dodaj-ogloszenie/:type/krok/:step', Component: wizardPage },
              { path: '/edytuj-ogloszenie/:estateId/krok/:step', Component: wizardPage },
              {
                path: routes.editProfile(),
                Component: page(() => import('../features/account/edit-profile-page.tsx')),
              },
              {
                path: routes.changePassword(),
                Component: page(() => import('../features/account/change-password-page.tsx')),
              },
              {
                path: routes.removeAccount(),
                Component: page(() => import('../features/account/remove-account-page.tsx')),
              },
              {
                path: routes.savedSearches(),
                Component: page(() => import('../features/saved-searches/saved-searches-page.tsx')),
              },
              {
                path: routes.integration(),
                Component: page(() => import('../features/account/integration-page.tsx')),
              },
            ],
          },
          {
            // Admin routes of spec §2: without the admin flag, the error page.
            Component: RequireAdmin,
            children: [
              {
                path: routes.adminStats(),
                Component: page(() => import('../features/admin/stats-page.tsx')),
              },
              {
                path: routes.adminAddIntegration(),
                Component: page(() => import('../features/admin/add-integration-page.tsx')),
              },
              {
                path: routes.adminRemoveAd(),
                Component: page(() => import('../features/admin/remove-ad-page.tsx')),
              },
              {
                path: routes.adminPromotion(),
                Component: page(() => import('../features/admin/promotion-page.tsx')),
              },
              {
                path: routes.adminImports(),
                Component: page(() => import('../features/admin/imports-page.tsx')),
              },
              {
                path: routes.adminModeration(),
                Component: page(() => import('../features/admin/moderation-page.tsx')),
              },
              {
                path: routes.adminProperties(),
                Component: page(() => import('../features/admin/properties-page.tsx')),
              },
            ],
          },
          { path: routes.notFound(), Component: page(() => import('./error-page.tsx')) },
          { path: '*', Component: page(() => import('./error-page.tsx')) },
        ],
      },
    ],
  },
];

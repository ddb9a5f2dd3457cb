// Every route of spec §2; each screen is its own lazy chunk, so a visitor downloads only the pages they open.
import { routes } from '@portal/domain';
import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, useRouteError } from 'react-router';
import { ErrorView } from '../ui/error-view.tsx';
import { listingPaths } from '../features/listing/listing-paths.ts';
import { Layout } from './layout.tsx';

/**
 * A route module exports its screen as `Component`. React.lazy (rather than the router's `lazy`) lets the header
 * and footer paint at once while the first screen's chunk loads; the layout's Suspense shows the wait.
 */
function page(load: () => Promise<{ Component: ComponentType }>): ComponentType {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

/** A screen that throws keeps the header and footer around the error text, and the error is logged. */
function RouteError() {
  console.error(useRouteError());
  return <ErrorView />;
}

const listPage = page(() => import('../features/listing/list-page.tsx'));

export const router = createBrowserRouter([
  {
    Component: Layout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: page(() => import('../features/home/home-page.tsx')) },
          ...listingPaths.map((path) => ({ path, Component: listPage })),
          { path: routes.notFound(), Component: page(() => import('./error-page.tsx')) },
          { path: '*', Component: page(() => import('./error-page.tsx')) },
        ],
      },
    ],
  },
]);

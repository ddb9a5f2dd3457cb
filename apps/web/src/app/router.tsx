// Every route of spec §2; each screen is its own lazy chunk, so a visitor downloads only the pages they open.
import { routes } from '@portal/domain';
import { createBrowserRouter, useRouteError } from 'react-router';
import { ErrorView } from '../ui/error-view.tsx';
import { Layout } from './layout.tsx';

/** A screen that throws keeps the header and footer around the error text, and the error is logged. */
function RouteError() {
  console.error(useRouteError());
  return <ErrorView />;
}

export const router = createBrowserRouter([
  {
    Component: Layout,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: () => import('../features/home/home-page.tsx') },
          { path: routes.notFound(), lazy: () => import('./error-page.tsx') },
          { path: '*', lazy: () => import('./error-page.tsx') },
        ],
      },
    ],
  },
]);

// The server's first HTML of a public page (apps/server/src/features/seo/server-render.ts loads this module from
// the server build, dist/.ssr): the same routes, components and first data as in the browser, which then hydrates
// it (main.tsx) instead of painting from nothing.
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { seedInitialData } from '../api/initial-data.ts';
import { createQueryClient, Providers } from './providers.tsx';
import { routeTree } from './router.tsx';

const handler = createStaticHandler(routeTree);

export type RenderPageInput = {
  /** The page's absolute address. */
  url: string;
  /** The first data the page embeds for the browser (#initial-data), keyed by API address. */
  answers: Record<string, unknown>;
};

/** What a boundary still waiting on a lazy module renders as in renderToString: its fallback, for the browser. */
const pendingBoundary = '<!--$!-->';

/**
 * The markup of #root, every lazy screen resolved; undefined when the router answers with a redirect or an error,
 * which the browser then handles as without this render. Rendered to a string, which has no inline scripts (the
 * CSP allows none), once every lazy module it needs has loaded: the first render of a screen waits for them with
 * `prerender` (its output, which swaps boundaries in by script, is dropped).
 */
export async function renderPage({ url, answers }: RenderPageInput): Promise<string | undefined> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const client = createQueryClient();
  seedInitialData(client, answers);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <Providers client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>
  );
  let html = renderToString(app);
  if (html.includes(pendingBoundary)) {
    await prerender(app);
    html = renderToString(app);
  }
  client.clear();
  return html;
}

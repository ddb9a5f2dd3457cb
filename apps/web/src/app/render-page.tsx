// The server's first HTML of a public page (apps/server/src/features/seo/server-render.ts loads this module from
// the server build, dist/.ssr): the same routes, components and first data as in the browser, which then hydrates
// it (main.tsx) instead of painting from nothing.
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type DataRouteObject,
  type StaticHandlerContext,
  StaticRouter,
  StaticRouterProvider,
} from 'react-router';
import { seedInitialData } from '../api/initial-data.ts';
import { type MarkupMemo, MarkupMemoContext } from '../ui/server-markup-memo.ts';
import { createQueryClient, mantineSettings, Providers } from './providers.tsx';
import { routeTree } from './router.tsx';
import { sameJson } from './same-json.ts';

const handler = createStaticHandler(routeTree);

// Enough for the cards of the pages most asked for; the oldest goes first.
const memoLimit = 5000;
const remembered = new Map<string, { data: unknown; html: string }>();

/**
 * Markup kept across the pages this thread renders (server-markup-memo.ts), rendered in the contexts the
 * remembered parts use: a page's session-less data cache, the theme and a router for their links.
 */
function markupMemo(client: QueryClient): MarkupMemo {
  return (key: string, data: unknown, render: () => ReactNode) => {
    const known = remembered.get(key);
    if (known !== undefined && sameJson(known.data, data)) return known.html;
    const html = renderToString(
      <MantineProvider {...mantineSettings}>
        <QueryClientProvider client={client}>
          <StaticRouter location="/">{render()}</StaticRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    if (known === undefined && remembered.size >= memoLimit) {
      remembered.delete(remembered.keys().next().value ?? '');
    }
    remembered.set(key, { data, html });
    return html;
  };
}

export type RenderPageInput = {
  /** The page's absolute address. */
  url: string;
  /** The first data the page embeds for the browser (#initial-data), keyed by API address. */
  answers: Record<string, unknown>;
};

/**
 * The page's matched routes alone, each the only child of the one before: the static router converts every route it
 * is given for each page, and matches the address again among them, while a page renders only its matches.
 */
function matchedBranch(matches: StaticHandlerContext['matches']): DataRouteObject[] {
  let branch: DataRouteObject[] = [];
  for (const { route } of matches.toReversed()) {
    branch = [{ ...route, children: branch.length > 0 ? branch : undefined } as DataRouteObject];
  }
  return branch;
}

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
  const router = createStaticRouter(matchedBranch(context.matches), context);
  const app = (
    <Providers client={client}>
      <MarkupMemoContext value={markupMemo(client)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </MarkupMemoContext>
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

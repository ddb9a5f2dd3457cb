import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { redactUrl } from '../../http/log-redaction.ts';

/** What a page's markup is rendered from: its address (path and query) and its first data. */
type RenderInput = { url: string; answers: Record<string, unknown> };

/** The web build's server module (apps/web/src/app/render-page.tsx): the markup of #root for one page. */
type RenderPage = (input: RenderInput) => Promise<string | undefined>;

/**
 * Renders public pages with the web build's own components (dist/.ssr, written by apps/web/build.ts), so that the
 * browser paints the page from the HTML and then hydrates it. Without that build (a test's bare index.html), or
 * when a render fails, the page goes out as the empty shell and the browser renders it alone, as before.
 */
export function createServerRender(webDist: string) {
  const modulePath = join(webDist, '.ssr', 'render-page.js');
  let renderPage: Promise<RenderPage | undefined> | undefined;
  const load = () => {
    renderPage ??= existsSync(modulePath)
      ? import(pathToFileURL(modulePath).href).then((module: { renderPage: RenderPage }) => module.renderPage)
      : Promise.resolve(undefined);
    return renderPage;
  };

  /** The markup of #root, or undefined for the shell. */
  return async ({ url, answers }: RenderInput, log: FastifyBaseLogger): Promise<string | undefined> => {
    try {
      const render = await load();
      // The origin is not read: the routes match the path and the query.
      return await render?.({ url: new URL(url, 'http://portal.invalid').href, answers });
    } catch (error) {
      log.error({ err: error, url: redactUrl(url) }, 'server render failed; sending the shell');
      return undefined;
    }
  };
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { redactUrl } from '../../http/log-redaction.ts';
import { createRenderPool, type RenderPage } from './render-pool.ts';

/** What a page's markup is rendered from: its address (path and query) and its first data as the page's JSON. */
type RenderInput = { url: string; answers: string };

/**
 * Renders public pages with the web build's own components (dist/.ssr, written by apps/web/build.ts), so that the
 * browser paints the page from the HTML and then hydrates it: on `threads` worker threads (render-pool.ts), or on
 * the main thread with 0. Without that build (a test's bare index.html), or when a render fails, the page goes out
 * as the empty shell and the browser renders it alone, as before.
 */
export function createServerRender(webDist: string, threads: number) {
  const modulePath = join(webDist, '.ssr', 'render-page.js');
  const hasModule = existsSync(modulePath);
  const pool = hasModule && threads > 0 ? createRenderPool(modulePath, threads) : undefined;
  let renderPage: Promise<RenderPage> | undefined;
  const renderHere = async (url: string, answers: string) => {
    renderPage ??= import(pathToFileURL(modulePath).href).then(
      (module: { renderPage: RenderPage }) => module.renderPage,
    );
    return (await renderPage)({ url, answers: JSON.parse(answers) });
  };

  /** The markup of #root, or undefined for the shell. */
  const render = async (
    { url, answers }: RenderInput,
    log: FastifyBaseLogger,
  ): Promise<string | undefined> => {
    if (!hasModule) return undefined;
    try {
      // The origin is not read: the routes match the path and the query.
      const address = new URL(url, 'http://portal.invalid').href;
      return await (pool ? pool.render(address, answers) : renderHere(address, answers));
    } catch (error) {
      log.error({ err: error, url: redactUrl(url) }, 'server render failed; sending the shell');
      return undefined;
    }
  };
  return { render, close: async () => pool?.close() };
}

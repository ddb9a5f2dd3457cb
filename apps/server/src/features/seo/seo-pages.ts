import type { FastifyRequest } from 'fastify';
import type { Context } from '../../context.ts';
import {
  buildFileReader,
  createRouteAssets,
  noRouteAssets,
  readViteManifest,
} from '../../http/route-assets.ts';
import { loadFirstData } from './first-data.ts';
import { resolvePageMeta } from './page-meta.ts';
import { pageModule, pageModules, readPageRoute } from './page-route.ts';
import { renderFirstLoad } from './render-first-load.ts';
import { renderHead } from './render-head.ts';
import { createServerRender } from './server-render.ts';

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/**
 * The web app's page hook (see http/web-app.ts): every page the server sends carries its own head; the public
 * pages (those with a route module) also come rendered, with their route's styles and chunks, their largest
 * photo's preload and their first data (issue 8: the first screen without waiting for the JavaScript).
 */
export function seoPages({ db, config, listCache }: Pick<Context, 'db' | 'config' | 'listCache'>) {
  // Read once: a new build comes with a restart (as index.html in http/web-app.ts).
  const manifest = readViteManifest(config.WEB_DIST);
  const routeAssets = manifest
    ? createRouteAssets(manifest, pageModules, buildFileReader(config.WEB_DIST))
    : () => noRouteAssets;
  const serverRender = createServerRender(config.WEB_DIST);

  return async (template: string, request: FastifyRequest) => {
    const path = safeDecode(request.url.split('?')[0] ?? '/');
    const route = path === undefined ? undefined : readPageRoute(path);
    const [meta, firstData] = await Promise.all([
      resolvePageMeta(db, request.url),
      loadFirstData({ db, config, cache: listCache }, route, request.log),
    ]);
    const status = meta?.status ?? 200;
    const module = route && pageModule(route);
    // A page that is not found is left to the browser's error view; so are the private and admin pages.
    const markup =
      module && status === 200
        ? await serverRender({ url: request.url, answers: firstData.answers }, request.log)
        : undefined;
    const assets = module ? routeAssets(module) : noRouteAssets;
    const html = renderFirstLoad(template, { assets, firstData, markup });
    if (!meta) return { status, html };
    return { status, html: renderHead(html, meta, config.publicUrl) };
  };
}

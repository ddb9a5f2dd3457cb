import type { FastifyRequest } from 'fastify';
import type { Context } from '../../context.ts';
import { createRoutePreloads, readViteManifest } from '../../http/route-preloads.ts';
import { loadFirstData } from './first-data.ts';
import { resolvePageMeta } from './page-meta.ts';
import { pageModule, pageModules, readPageRoute } from './page-route.ts';
import { renderFirstLoad } from './render-first-load.ts';
import { renderHead } from './render-head.ts';

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/**
 * The web app's page hook (see http/web-app.ts): every page the server sends carries its own head, and the public
 * pages also their chunks' preloads, their largest photo's preload and their first data (issue 8: the first screen
 * without waiting for the JavaScript to ask).
 */
export function seoPages({ db, config, listCache }: Pick<Context, 'db' | 'config' | 'listCache'>) {
  // Read once: a new build comes with a restart (as index.html in http/web-app.ts).
  const manifest = readViteManifest(config.WEB_DIST);
  const preloads = manifest ? createRoutePreloads(manifest, pageModules) : () => '';

  return async (template: string, request: FastifyRequest) => {
    const path = safeDecode(request.url.split('?')[0] ?? '/');
    const route = path === undefined ? undefined : readPageRoute(path);
    const [meta, firstData] = await Promise.all([
      resolvePageMeta(db, request.url),
      route ? loadFirstData(db, route, listCache, request.log) : { answers: {} },
    ]);
    const module = route && pageModule(route);
    const html = renderFirstLoad(template, module ? preloads(module) : '', firstData);
    if (!meta) return { status: 200, html };
    return { status: meta.status, html: renderHead(html, meta, config.publicUrl) };
  };
}

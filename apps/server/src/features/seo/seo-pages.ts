import { isNothingHidden } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { Context } from '../../context.ts';
import {
  buildFileReader,
  createRouteAssets,
  noRouteAssets,
  readViteManifest,
} from '../../http/route-assets.ts';
import type { PageHook } from '../../http/web-app.ts';
import { hiddenByCookie } from '../hiding/index.ts';
import { loadFirstData } from './first-data.ts';
import { createPageCache, type RenderedPage } from './page-cache.ts';
import { isPastLastPage, missingPage, resolvePageMeta } from './page-meta.ts';
import { pageModule, pageModules, readPageRoute } from './page-route.ts';
import { renderFirstLoad, scriptJson } from './render-first-load.ts';
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
 * photo's preload and their first data (the first screen without waiting for the JavaScript).
 *
 * The render never knows who asks: the session lives in the browser (its token goes only to the API, in the
 * Authorization header), so a rendered page is the same for every visitor and the browser adds the logged-in
 * top bar once it has started. Such pages are kept in the page cache and cleared whenever the lists
 * are. A request that does carry credentials gets its own render, neither served from the cache nor kept in it:
 * nothing made for one caller is given to another, should the render ever read them. So does a browser that hides
 * ads (its `ukryte` cookie): its lists are rendered without them.
 */
export function seoPages({ db, config, listCache }: Pick<Context, 'db' | 'config' | 'listCache'>): PageHook {
  // Read once: a new build comes with a restart (as index.html in http/web-app.ts).
  const manifest = readViteManifest(config.WEB_DIST);
  const routeAssets = manifest
    ? createRouteAssets(manifest, pageModules, buildFileReader(config.WEB_DIST))
    : () => noRouteAssets;
  const serverRender = createServerRender(config.WEB_DIST, config.RENDER_THREADS);
  const pageCache = createPageCache(config.PAGE_CACHE_SECONDS);
  // A change to ads, made here or announced by another instance, leaves the pages showing them stale.
  listCache.onForget(pageCache.clear);

  const renderPage = async (template: string, request: FastifyRequest): Promise<RenderedPage> => {
    const [rawPath = '/', query = ''] = request.url.split(/\?(.*)/s);
    const path = safeDecode(rawPath);
    const route = path === undefined ? undefined : readPageRoute(path, query);
    const hidden = hiddenByCookie(request.headers.cookie);
    const firstData = await loadFirstData({ db, config, cache: listCache, hidden }, route, request.log);
    // After the first data, whose ad or city the head reads rather than asking the database again.
    const found = await resolvePageMeta(db, request.url, firstData.answers);
    if (found?.location) return { status: found.status, body: '', location: found.location, complete: true };
    const meta = path !== undefined && isPastLastPage(route, firstData) ? missingPage(path) : found;
    const status = meta?.status ?? 200;
    const module = route && pageModule(route);
    // Serialized once when the page carries every answer its render is given.
    const answers = scriptJson(firstData.answers);
    const carriesAll = Object.keys(firstData.answers).every((path) => path in firstData.embedded);
    const embedded = carriesAll ? answers : scriptJson(firstData.embedded);
    // A page that is not found is left to the browser's error view; so are the private and admin pages. A gone
    // ad's page (410) is rendered: it still says what the ad was.
    const isRendered = module !== undefined && (status === 200 || status === 410);
    const markup = isRendered
      ? await serverRender.render({ url: request.url, answers }, request.log)
      : undefined;
    const assets = module ? routeAssets(module) : noRouteAssets;
    // The head first, while the page is the short template.
    const head = meta ? renderHead(template, meta, config.publicUrl) : template;
    return {
      status,
      body: renderFirstLoad(head, { assets, firstData, embedded, markup }),
      complete: firstData.complete && (markup !== undefined || !isRendered),
    };
  };

  return {
    answer: async (template, request) => {
      // A browser that hides ads gets its lists rendered without them, for it alone: no hidden card flashes by.
      const isOwnPage =
        request.headers.authorization !== undefined ||
        !isNothingHidden(hiddenByCookie(request.headers.cookie));
      if (isOwnPage) return { ...(await renderPage(template, request)), cache: 'bypass' };
      return pageCache.read(request.url, () => renderPage(template, request));
    },
    close: serverRender.close,
  };
}

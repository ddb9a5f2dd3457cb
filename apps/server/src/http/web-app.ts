import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { whyDatabaseUnavailable } from '../db/database-unavailable.ts';
import { pageFormPosts } from './page-form-posts.ts';
import { type Page, sendPage } from './send-page.ts';

/** Turns index.html into the answer for one page (its own title, meta tags, status, markup); closes with the app. */
export type PageHook = {
  answer: (template: string, request: FastifyRequest) => Promise<Page>;
  close: () => Promise<void>;
};

/**
 * Serves the built web app. Hashed assets are cached for a year; any other GET that is not an API call gets
 * index.html as the page hook makes it (public pages rendered by the server), and the web app takes the route from
 * there (or shows its error page).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, pageHook?: PageHook) {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  // Read once: a new build comes with a restart.
  const template = hasBuild ? readFileSync(join(webDist, 'index.html'), 'utf8') : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text assets (apps/web/vite.config.ts): sent when accepted.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const immutable = path.includes('/assets/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    // A missing file (an asset of an older build, a typo) is a 404, never the page: browsers would run HTML as JS.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !isFile;
    if (!wantsPage) return reply.status(404).send({ error: 'Nie znaleziono.' });
    if (!hasBuild) return reply.status(404).send({ error: 'Brak zbudowanej aplikacji: npm run build.' });
    if (!pageHook) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const page = await pageHook
      .answer(template, request)
      .catch((error: unknown) => unavailablePage(error, request, template));
    return sendPage(request, reply, page);
  };
  if (pageHook) app.addHook('onClose', pageHook.close);
  // Pages are a route of their own, not only the not-found answer: routes get the compression of app.ts.
  app.get('/*', answer);
  await app.register(pageFormPosts);
  app.setNotFoundHandler(answer);
}

/**
 * A page while the database is away: a 503 with the bare app, which then shows the API's own answer (a 503 with the
 * reason in Polish) as for any failed call. Any other failure stays the error handler's.
 */
function unavailablePage(error: unknown, request: FastifyRequest, template: string): Page {
  const reason = whyDatabaseUnavailable(error);
  if (!reason) throw error;
  request.log.warn({ reason }, 'database unavailable');
  return { status: 503, body: template };
}

import type { FastifyPluginAsync } from 'fastify';

/**
 * A form with a password posts to its own page when it is submitted before the web app has started (a slow phone,
 * a blocked script, a quick password manager): the page comes back (303, then a GET), and the app, once running,
 * sends the form through the API. The body is never read, so what it holds is neither parsed, logged nor kept.
 */
export const pageFormPosts: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, body, done) => {
    body.resume();
    done(null);
  });
  app.post('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.status(404).send({ error: 'Nie znaleziono.' });
    // Only a path on this site: `//host` or `/\host` would send the browser to another one.
    return reply.redirect(`/${request.url.replace(/^[/\\]+/, '')}`, 303);
  });
};

import { privatePathPrefixes } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { createSitemap } from './sitemap.ts';

/** /sitemap.xml and /robots.txt: everything public may be crawled, the API and account pages not. */
export const seoRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { db, config } = context;

  const sitemap = createSitemap(db, config.publicUrl, config.PAGE_CACHE_SECONDS);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const built = await sitemap();
    // Compressed once when built, not by the compression plugin on every request.
    const accepted = request.headers['accept-encoding'] ?? '';
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? ['br', built.br]
      : /\bgzip\b/.test(accepted)
        ? ['gzip', built.gzip]
        : [undefined, built.plain];
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .type('application/xml; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const hidden = ['/api/', ...privatePathPrefixes];
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...hidden.map((prefix) => `Disallow: ${prefix}`),
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
    ];
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });
};

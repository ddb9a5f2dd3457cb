import { Readable } from 'node:stream';
import { routes } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { privatePrefixes } from './site-pages.ts';
import { sitemapChunks } from './sitemap.ts';

/** /sitemap.xml and /robots.txt: everything public may be crawled, the API and account pages not. */
export const seoRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { db, config } = context;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(Readable.from(sitemapChunks(db, config.publicUrl))),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const hidden = ['/api/', ...privatePrefixes.filter((prefix) => prefix !== routes.notFound())];
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...hidden.map((prefix) => `Disallow: ${prefix}`),
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
    ];
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });
};

import type { FastifyReply, FastifyRequest } from 'fastify';

export type PageEncoding = 'br' | 'gzip';

/** A page as the server sends it: `etag` and `compressed` only where every visitor gets the same page. */
export type Page = {
  status: number;
  body: string | Buffer;
  /** The page's validator: with it, caches (a CDN, a proxy, the browser) may keep the page and revalidate. */
  etag?: string | undefined;
  /** The page in an encoding the browser accepts, made once and kept with a cached page. */
  compressed?: ((encoding: PageEncoding) => Buffer) | undefined;
  /** How the page cache answered (X-Page-Cache): `bypass` for a request it must neither serve nor keep. */
  cache?: 'hit' | 'miss' | 'bypass' | undefined;
  /** Where a page that moved is (a 301), sent instead of a body. */
  location?: string | undefined;
};

/** Whether If-None-Match names the page's tag (weak comparison, as for a GET). */
function isCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Brotli, else gzip, when Accept-Encoding takes it (q above 0); undefined leaves it to @fastify/compress. */
export function acceptedEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const quality = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((text) => text.trim());
      const q = params.find((param) => param.startsWith('q='));
      return [name.toLowerCase(), q === undefined ? 1 : Number(q.slice(2))];
    }),
  );
  return (['br', 'gzip'] as const).find((encoding) => (quality.get(encoding) ?? 0) > 0);
}

/**
 * Sends a page with what caches need. A page every visitor gets (it has an ETag) may be kept by any cache, which
 * must ask again before using it: an edit shows at once, and the question costs a 304 from the page cache. A page
 * rendered for a request with credentials is kept by none but the browser.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  if (page.location) return reply.redirect(page.location, page.status);
  reply.status(page.status).type('text/html; charset=utf-8');
  if (page.cache) reply.header('x-page-cache', page.cache);
  if (!page.etag || page.status !== 200) {
    const cacheControl = page.cache === 'bypass' ? 'private, no-cache' : 'no-cache';
    return reply.header('cache-control', cacheControl).send(page.body);
  }
  reply
    .header('cache-control', 'public, no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding');
  if (isCurrent(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  const encoding = page.compressed && acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || !page.compressed) return reply.send(page.body);
  return reply.header('content-encoding', encoding).send(page.compressed(encoding));
}

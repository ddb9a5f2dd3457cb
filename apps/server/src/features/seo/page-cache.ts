import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sharedWithinBudget } from '../../db/statement-budget.ts';
import type { Page, PageEncoding } from '../../http/send-page.ts';
import { createMemoryCache } from '../../infra/memory/memory-cache.ts';

/** A page as rendered: `complete` when nothing it needed failed (its data, its render), so that it may be kept. */
export type RenderedPage = Page & { complete: boolean };

export type PageCache = {
  /** The page at `key`, from memory while it is fresh; `render` makes it otherwise (one render for many callers). */
  read: (key: string, render: () => Promise<RenderedPage>) => Promise<Page>;
  clear: () => void;
};

/** A weak validator: the same page compressed or not is the same page. */
export const pageEtag = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

type Compress = Record<PageEncoding, (body: Buffer) => Buffer>;

const compressors = (brotliQuality: number, gzipLevel: number): Compress => ({
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: gzipLevel }),
});
// A page's first copy in an encoding is quick to make, a little larger: most pages (an ad's, a search's, any page
// with the cache off) are sent once. A page asked for again is worth a smaller copy, made once and kept.
const firstCopy = compressors(2, 3);
const keptCopy = compressors(5, 6);

/**
 * A rendered page made ready to send: its bytes, its tag, and its compressed copies, made on use: the cheap one
 * for the first visitor in an encoding, the kept one from the second on.
 */
function keepable(page: Page): Page {
  const body = Buffer.from(page.body);
  const first: Partial<Record<PageEncoding, Buffer>> = {};
  const kept: Partial<Record<PageEncoding, Buffer>> = {};
  return {
    status: page.status,
    body,
    etag: page.etag ?? pageEtag(body),
    compressed: (encoding) => {
      if (kept[encoding]) return kept[encoding];
      if (!first[encoding]) {
        first[encoding] = firstCopy[encoding](body);
        return first[encoding];
      }
      kept[encoding] = keptCopy[encoding](body);
      delete first[encoding];
      return kept[encoding];
    },
  };
}

/** A page every visitor gets is sent as the cache sends it: tagged, and compressed in one piece. */
const ready = (rendered: RenderedPage): Page =>
  rendered.status === 200 && rendered.complete ? keepable(rendered) : rendered;

/**
 * The rendered public pages for `seconds`, keyed by their address: a page the server renders is the same
 * for every visitor (the session lives in the browser), so the second visitor of a page gets the first one's
 * render. Cleared with the list cache (seo-pages.ts), i.e. on every change to ads here or on another instance; the
 * time limit covers what changes without a write (an ad expiring, the promoted ads' draw). Only complete pages
 * answered with 200 are kept: a shell sent because the database or the render failed is not served again once
 * they are back. At most `maxEntries`, the oldest going first. 0 seconds keeps nothing, but still sends each page
 * as a kept one: compressed at once rather than streamed through @fastify/compress, whose chunks cost more CPU than
 * the compression.
 */
export function createPageCache(seconds: number, { maxEntries = 500 } = {}): PageCache {
  if (seconds <= 0) return { read: async (_key, render) => ready(await render()), clear: () => {} };
  const pages = createMemoryCache<Page>({ ttlMs: seconds * 1000, max: maxEntries });
  const read = async (key: string, render: () => Promise<RenderedPage>): Promise<Page> => {
    let cache: Page['cache'] = 'hit';
    // Other visitors may wait for this render: it is not stopped when this one's client goes away. Only a kept page
    // has its tag.
    const page = await pages.read(
      key,
      () => {
        cache = 'miss';
        return sharedWithinBudget(render).then((rendered) => ready(rendered));
      },
      (rendered) => rendered.etag !== undefined,
    );
    return { ...page, cache };
  };
  return { read, clear: pages.clear };
}

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type EstateType, estateTypes, rents, routes } from '@portal/domain';
import { and, desc, eq, exists, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, users } from '../../db/schema.ts';
import { isListed } from '../estates/index.ts';
import { infoPages } from './site-pages.ts';

// The sitemap protocol's limit for one file.
const sitemapMaxUrls = 50_000;
const batchSize = 5_000;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

const entry = (url: string, lastModified?: Date) =>
  `<url><loc>${escapeXml(url)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>\n`;

/** The pages of companies with listed ads, at most `limit` of them: an empty company page is nothing to find. */
async function agencyPaths(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: users.userId, name: users.companyName })
    .from(users)
    .where(
      and(
        eq(users.company, true),
        eq(users.active, true),
        exists(
          db
            .select({ one: estates.estateId })
            .from(estates)
            .where(and(eq(estates.userId, users.userId), isListed())),
        ),
      ),
    )
    .orderBy(users.userId)
    .limit(limit);
  return rows.map((row) => routes.agency(row.userId, row.name ?? ''));
}

/**
 * /sitemap.xml, written while it is read: the home, info and category pages, the companies' pages, then the listed
 * ads newest first, in batches along the primary key so that memory stays flat; at most 50,000 addresses.
 */
export async function* sitemapChunks(db: Db, publicUrl: string): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  const fixed = [routes.home(), ...Object.keys(infoPages)];
  for (const type of estateTypes) for (const rent of rents) fixed.push(routes.list(type, rent));
  fixed.push(...(await agencyPaths(db, batchSize)));
  yield fixed.map((path) => entry(`${publicUrl}${path}`)).join('');

  let left = sitemapMaxUrls - fixed.length;
  let before: number | undefined;
  while (left > 0) {
    const batch = await db
      .select({
        estateId: estates.estateId,
        type: estates.type,
        title: estates.title,
        modifiedAt: estates.modifiedAt,
      })
      .from(estates)
      .where(and(isListed(), before === undefined ? undefined : lt(estates.estateId, before)))
      .orderBy(desc(estates.estateId))
      .limit(Math.min(batchSize, left));
    if (batch.length === 0) break;
    yield batch
      .map((ad) =>
        entry(`${publicUrl}${routes.estate(ad.type as EstateType, ad.title, ad.estateId)}`, ad.modifiedAt),
      )
      .join('');
    left -= batch.length;
    before = batch.at(-1)!.estateId;
  }
  yield '</urlset>\n';
}

/** The sitemap's text and its two compressed forms, as browsers and crawlers ask for it. */
export type BuiltSitemap = { plain: Buffer; br: Buffer; gzip: Buffer };

async function buildSitemap(db: Db, publicUrl: string): Promise<BuiltSitemap> {
  const parts: string[] = [];
  for await (const chunk of sitemapChunks(db, publicUrl)) parts.push(chunk);
  const plain = Buffer.from(parts.join(''));
  const [br, gzipped] = await Promise.all([
    promisify(brotliCompress)(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    promisify(gzip)(plain),
  ]);
  return { plain, br, gzip: gzipped };
}

/**
 * The sitemap, built at most once every `ttlSeconds` per instance and shared by the requests meanwhile: its 50,000
 * addresses cost the database and compression more than half a second, which a crawler's or an attacker's requests
 * in a row would each pay. It may lag the ads by that long, which crawlers do not notice. 0 builds it every time.
 */
export function createSitemap(db: Db, publicUrl: string, ttlSeconds: number) {
  let built: { at: number; sitemap: Promise<BuiltSitemap> } | undefined;
  return (): Promise<BuiltSitemap> => {
    const now = Date.now();
    if (built && now - built.at < ttlSeconds * 1000) return built.sitemap;
    const sitemap = buildSitemap(db, publicUrl);
    built = { at: now, sitemap };
    sitemap.catch(() => {
      built = undefined;
    });
    return sitemap;
  };
}

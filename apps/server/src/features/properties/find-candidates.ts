import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/run-once.ts';
import { hashBands } from './photo-hash.ts';
import { areaTolerance, type Fingerprint, nearMetres } from './property-evidence.ts';

// A band held by more histories than this is a stock image's, a logo's or a shared render's: no look-up follows it.
const commonBand = 200;
const byPhotos = 20;
const byPlace = 40;

/**
 * The histories that may show the offer's property, found by index only: those sharing a band of one of its photos
 * (most shared bands first), and those of the same kind in the same locality with about the same area at the same
 * address, district or point. The offer's own history is left out.
 */
export async function findCandidates(db: Db | Tx, offer: Fingerprint): Promise<number[]> {
  const found = new Set([...(await byPhotoBands(db, offer)), ...(await byPlaceFacts(db, offer))]);
  found.delete(offer.historyId);
  return [...found];
}

/** The histories sharing a band with one of the offer's photos, most shared bands first, stock images' left out. */
export async function byPhotoBands(db: Db | Tx, offer: Fingerprint): Promise<number[]> {
  const bands = [...new Set(offer.photoHashes.flatMap(hashBands))];
  if (!bands.length) return [];
  const { rows } = await db.execute<{ history_id: number }>(sql`
    select b.history_id from unnest(${`{${bands.join(',')}}`}::int[]) q(band)
      cross join lateral (select count(*) as held from (select 1 from property_photo_bands c
        where c.band = q.band limit ${commonBand + 1}) s) f
      join property_photo_bands b on b.band = q.band
    where f.held <= ${commonBand} and b.history_id <> ${offer.historyId}
    group by b.history_id order by count(*) desc, b.history_id limit ${byPhotos}`);
  return rows.map((row) => Number(row.history_id));
}

async function byPlaceFacts(db: Db | Tx, offer: Fingerprint): Promise<number[]> {
  const tolerance = areaTolerance(offer.area);
  // About 50 m in degrees, wider in longitude at Poland's latitude.
  const lat = nearMetres / 111_000;
  const lng = lat * 1.6;
  const near =
    offer.latitude !== null && offer.longitude !== null
      ? sql`or (h.latitude between ${offer.latitude - lat} and ${offer.latitude + lat}
          and h.longitude between ${offer.longitude - lng} and ${offer.longitude + lng})`
      : sql``;
  const { rows } = await db.execute<{ history_id: number }>(sql`
    select h.history_id from estate_histories h
    where h.city_id = ${offer.cityId} and h.type = ${offer.type} and h.rent = ${offer.rent}
      and h.area between ${offer.area - tolerance} and ${offer.area + tolerance}
      and h.history_id <> ${offer.historyId}
      and (h.address = ${offer.address} or h.district = ${offer.district} ${near})
    limit ${byPlace}`);
  return rows.map((row) => Number(row.history_id));
}

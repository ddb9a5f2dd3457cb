// The bench database's offers as the property matcher meets them in service: each history with the hashes of its
// photos and their bands, and a fifth of the ads in properties of two offers (an agency's copy of another's offer,
// its photos a few bits off). Done once (a database whose histories carry hashes is left as it is); takes minutes.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

/** Photos per offer: the demo's ads show 3 to 8. */
const photosPerOffer = 5;

export async function prepareFingerprints(db: Db): Promise<{ prepared: boolean; seconds: number }> {
  const started = performance.now();
  const { rows } = await db.execute<{ done: boolean }>(
    sql`select exists (select 1 from property_photo_bands) as done`,
  );
  if (rows[0]?.done) return { prepared: false, seconds: 0 };
  // Hashes spread like pHashes of unrelated photos: 64 bits of md5 per photo of each history.
  console.log('  hashing the photos of every history');
  await db.execute(sql`update estate_histories set photo_hashes = array(
      select ('x' || substr(md5(history_id || ':' || k), 1, 16))::bit(64)::bigint
      from generate_series(1, ${photosPerOffer}) k)`);
  // Every tenth history of a locality and kind is another agency's copy of the one before it: its photos resized
  // and recompressed (4 bits off) and its offer joined to that property.
  console.log('  making a tenth of the offers copies of another');
  await db.execute(sql`create unlogged table bench_copies as
    select history_id, previous from (
      select history_id, lag(history_id) over (partition by city_id, type, rent order by history_id) as previous,
        row_number() over (partition by city_id, type, rent order by history_id) as n
      from estate_histories) h
    where n % 10 = 0`);
  await db.execute(sql`update estate_histories h set
      photo_hashes = array(select x # (15::bigint << 20) from unnest(p.photo_hashes) x),
      property_id = p.property_id
    from bench_copies c join estate_histories p on p.history_id = c.previous
    where h.history_id = c.history_id`);
  await db.execute(sql`delete from properties p where not exists
    (select 1 from estate_histories h where h.property_id = p.property_id)`);
  console.log('  recomputing the cards of the joined properties');
  await db.execute(sql`select property_refresh(h.property_id)
    from bench_copies c join estate_histories h on h.history_id = c.history_id`);
  console.log('  writing the bands');
  await db.execute(sql`insert into property_photo_bands (band, history_id)
    select distinct b.band, h.history_id from estate_histories h, unnest(h.photo_hashes) x,
      lateral (select i * 65536 + ((x >> (i * 16)) & 65535)::int as band from generate_series(0, 3) i) b
    on conflict do nothing`);
  await db.execute(sql`drop table bench_copies`);
  await db.execute(sql`vacuum analyze estate_histories`);
  await db.execute(sql`vacuum analyze property_photo_bands`);
  await db.execute(sql`vacuum analyze properties`);
  return { prepared: true, seconds: (performance.now() - started) / 1000 };
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/run-once.ts';
import type { Hit } from './alert-mails.ts';

type Offer = {
  searchId: number;
  estateId: number;
  propertyId: number;
  price: number;
  announcedPrice: number | null;
};

/**
 * A search's hits told apart by the property each ad shows (saved_search_properties): a property it never announced
 * is new (still once per ad, as its hits record); one it announced comes back (another agency's offer, a relist)
 * only at a price below the lowest it announced, as a price drop, the previous price with it. Of several offers of
 * one property in a batch, the cheapest stands for it.
 */
async function offersOf(tx: Tx, hits: Hit[]): Promise<Offer[]> {
  if (hits.length === 0) return [];
  const { rows } = await tx.execute<Offer>(sql`
    with offer as (
      select distinct on (hit.search_id, h.property_id) hit.search_id, hit.estate_id, h.property_id, e.price
      from unnest(${sql.param(hits.map((hit) => hit.searchId))}::int[],
        ${sql.param(hits.map((hit) => hit.estateId))}::int[]) as hit (search_id, estate_id)
      join estate_histories h on h.estate_id = hit.estate_id
      join estates e on e.estate_id = hit.estate_id
      order by hit.search_id, h.property_id, e.price, hit.estate_id)
    select o.search_id as "searchId", o.estate_id as "estateId", o.property_id as "propertyId",
      o.price::float8 as price, a.price::float8 as "announcedPrice"
    from offer o
    left join saved_search_properties a on a.search_id = o.search_id and a.property_id = o.property_id`);
  return rows;
}

/** Remembers the price each search announced of each property: the lowest, whichever offer carried it. */
async function remember(tx: Tx, offers: Offer[]) {
  if (offers.length === 0) return;
  await tx.execute(sql`
    insert into saved_search_properties (search_id, property_id, price)
    select * from unnest(${sql.param(offers.map((offer) => offer.searchId))}::int[],
      ${sql.param(offers.map((offer) => offer.propertyId))}::int[],
      ${sql.param(offers.map((offer) => offer.price))}::bigint[])
    on conflict (search_id, property_id) do update set price = excluded.price, announced_at = now()
      where excluded.price < saved_search_properties.price`);
}

/**
 * The hits to announce of those found: the new properties' hits as `recordNew` records them (once per ad), and the
 * price drops of announced properties, each with the price announced before, which `recordDrops` records even where
 * the same ad was found before.
 */
export async function announceByProperty(
  tx: Tx,
  hits: Hit[],
  recordNew: (hits: Hit[]) => Promise<Hit[]>,
  recordDrops: (hits: Hit[]) => Promise<void>,
): Promise<Hit[]> {
  const offers = await offersOf(tx, hits);
  const fresh = offers.filter((offer) => offer.announcedPrice === null);
  const drops = offers.filter((offer) => offer.announcedPrice !== null && offer.price < offer.announcedPrice);
  const hit = ({ searchId, estateId }: Offer): Hit => ({ searchId, estateId });
  await recordDrops(drops.map(hit));
  const announced = [
    ...(await recordNew(fresh.map(hit))),
    ...drops.map((drop) => ({ ...hit(drop), previousPrice: drop.announcedPrice ?? undefined })),
  ];
  await remember(tx, [...fresh, ...drops]);
  return announced;
}

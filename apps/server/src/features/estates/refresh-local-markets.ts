import { LocalMarketRules } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runOnceAcrossInstances } from '../../db/run-once.ts';
import { estates, pricePerM2Of } from '../../db/schema.ts';
import { isInLists } from './listed.ts';
import { districtKeyOf } from './local-markets.ts';

const localMarketsLockKey = 724_051;

export type LocalMarketsReport = { markets: number; changed: number; removed: number };

/**
 * The scheduled refresh of local_markets: the median price per m² of the listed ads with an area, per category and
 * city and per category, city and district, in one statement over the listed ads (a few seconds at 1,000,000 ads,
 * bench/local-market.ts). Only rows whose median or count moved are written, and markets that fell under
 * LocalMarketRules.minOffers go, so readers keep the previous figures until the transaction commits. One instance
 * refreshes at a time; the others answer 'busy'. Safe to run twice: it always writes what the ads say now.
 */
export async function refreshLocalMarkets(db: Db): Promise<LocalMarketsReport | 'busy'> {
  return runOnceAcrossInstances(db, localMarketsLockKey, async (tx) => {
    const { rows } = await tx.execute<LocalMarketsReport>(sql`
      with ads as (
        select type, rent, city_id, ${districtKeyOf(estates.district)} as district_key,
          ${pricePerM2Of(estates.price, estates.area)} as per_m2
        from ${estates}
        where ${isInLists()} and ${pricePerM2Of(estates.price, estates.area)} > 0),
      computed as materialized (
        select type, rent, city_id, coalesce(district_key, '') as district,
          round(percentile_cont(0.5) within group (order by per_m2))::int as median_per_m2,
          count(*)::int as offers
        from ads
        group by grouping sets ((type, rent, city_id, district_key), (type, rent, city_id))
        -- Ads without a district count for their city only.
        having count(*) >= ${LocalMarketRules.minOffers}
          and (grouping(district_key) = 1 or district_key is not null)),
      written as (
        insert into local_markets as m (type, rent, city_id, district, median_per_m2, offers)
        select type, rent, city_id, district, median_per_m2, offers from computed
        on conflict (type, rent, city_id, district) do update
          set median_per_m2 = excluded.median_per_m2, offers = excluded.offers
          where (m.median_per_m2, m.offers) is distinct from (excluded.median_per_m2, excluded.offers)
        returning 1),
      removed as (
        delete from local_markets m
        where not exists (select 1 from computed c
          where (c.type, c.rent, c.city_id, c.district) = (m.type, m.rent, m.city_id, m.district))
        returning 1)
      select (select count(*) from computed)::int as markets, (select count(*) from written)::int as changed,
        (select count(*) from removed)::int as removed`);
    const [report] = rows;
    if (!report) throw new Error('the refresh of local markets answered no row');
    return report;
  });
}

import { Limits } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { estates } from '../../db/schema.ts';
import { estatesColumn } from './estate-card.ts';
import type { StoredHistory } from './estate-detail.ts';

/**
 * The history of the property the ad shows, for the ad page's statement: its first day on the portal (the earliest
 * of the property's and its offers' first sightings, so that a join the property's record has not caught up with yet
 * still counts) and the latest events of every offer of it, each numbered by the offer in the order the portal saw
 * them. A relist, another account or another advertiser joins the property (the relisting rule, the matcher, an
 * admin's join): deleting an ad and posting it again cannot start the history afresh.
 */
export const propertyHistoryOfAd = sql<StoredHistory | null>`(
  select json_build_object(
    'firstSeenAt', least(pr.first_seen_at, (
      select min(o.first_seen_at) from estate_histories o where o.property_id = h.property_id)),
    'offer', (select count(*) from estate_histories o where o.property_id = h.property_id
      and (o.first_seen_at, o.history_id) <= (h.first_seen_at, h.history_id)),
    'offers', (select count(*) from estate_histories o where o.property_id = h.property_id),
    'events', (
      select coalesce(json_agg(json_build_object('kind', ev.kind, 'price', ev.price, 'at', ev.at,
        'offer', ev.offer) order by ev.event_id), '[]')
      from (
        select e.event_id, e.kind, e.price, e.at, o.offer from estate_events e
        join (select o.history_id, row_number() over (order by o.first_seen_at, o.history_id) as offer
          from estate_histories o where o.property_id = h.property_id) o on o.history_id = e.history_id
        order by e.event_id desc limit ${Limits.historyEvents}) ev))
  from estate_histories h join properties pr on pr.property_id = h.property_id
  where h.estate_id = ${estatesColumn(estates.estateId)})`;

import { type EstateType, type OtherOffer, sellerKind } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { estates } from '../../db/schema.ts';
import { estatesColumn } from './estate-card.ts';

type StoredOffer = Omit<OtherOffer, 'seller' | 'type' | 'rent'> & {
  type: string;
  rent: number;
  company: boolean;
  developer: boolean;
  name: string;
};

/**
 * The other listed offers of the property the ad shows (listed as the property's card counts them: active,
 * published, not expired, not held), cheapest first, with their advertisers, for the ad page's statement.
 */
export const otherOffersOfAd = sql<StoredOffer[] | null>`(
  select json_agg(json_build_object('estateId', e.estate_id, 'type', e.type, 'rent', e.rent, 'title', e.title,
    'price', e.price, 'company', u.company, 'developer', u.developer,
    'name', case when u.company then coalesce(u.company_name, '') else coalesce(u.name, '') end)
    order by e.price, e.estate_id)
  from estate_histories h
  join estate_histories o on o.property_id = h.property_id and o.history_id <> h.history_id
  join estates e on e.estate_id = o.estate_id
  join users u on u.user_id = e.user_id
  where h.estate_id = ${estatesColumn(estates.estateId)} and e.active = 1 and not e.draft and e.expires_at > now()
    and not exists (select 1 from moderation_holds m where m.estate_id = e.estate_id))`;

export function toOtherOffers(stored: StoredOffer[] | null): OtherOffer[] {
  return (stored ?? []).map(({ company, developer, name, type, rent, ...offer }) => ({
    ...offer,
    type: type as EstateType,
    rent: rent === 1 ? 1 : 0,
    seller: { kind: sellerKind({ company, developer }), name },
  }));
}

import type { PropertyAdmin } from '@portal/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estateHistories, estates, properties, propertyMatches, users } from '../../db/schema.ts';
import { historyOfEstate } from './property-of-estate.ts';

/** The property of an ad as an admin judges a merge: its offers side by side and how each came to it. */
export async function propertyAdminView(db: Db, estateId: number): Promise<PropertyAdmin> {
  const { propertyId } = await historyOfEstate(db, estateId);
  const [property] = await db
    .select({ firstSeenAt: properties.firstSeenAt })
    .from(properties)
    .where(eq(properties.propertyId, propertyId));
  const offers = await db
    .select({
      historyId: estateHistories.historyId,
      estateId: estateHistories.estateId,
      advertiser: sql<string>`coalesce(${users.companyName}, concat_ws(' ', ${users.name}, ${users.surname}), ${users.email})`,
      price: estates.price,
      online: sql<boolean>`coalesce(${estates.active} = 1 and not ${estates.draft}, false)`,
      address: estateHistories.address,
      area: estateHistories.area,
      rooms: estateHistories.rooms,
      floor: estateHistories.floor,
      photos: sql<number>`cardinality(${estateHistories.photoHashes})`.mapWith(Number),
      firstSeenAt: estateHistories.firstSeenAt,
    })
    .from(estateHistories)
    .innerJoin(users, eq(users.userId, estateHistories.userId))
    .leftJoin(estates, eq(estates.estateId, estateHistories.estateId))
    .where(eq(estateHistories.propertyId, propertyId))
    .orderBy(asc(estateHistories.firstSeenAt));
  const matches = await db
    .select({
      action: propertyMatches.action,
      historyId: propertyMatches.historyId,
      otherHistoryId: propertyMatches.otherHistoryId,
      score: propertyMatches.score,
      adminId: propertyMatches.adminId,
      evidence: propertyMatches.evidence,
      at: propertyMatches.at,
    })
    .from(propertyMatches)
    .where(
      inArray(
        propertyMatches.historyId,
        offers.map((offer) => offer.historyId),
      ),
    )
    .orderBy(asc(propertyMatches.matchId))
    .limit(100);
  return {
    propertyId,
    firstSeenAt: property!.firstSeenAt.toISOString(),
    offers: offers.map((offer) => ({ ...offer, firstSeenAt: offer.firstSeenAt.toISOString() })),
    matches: matches.map(({ adminId, at, ...match }) => ({
      ...match,
      byAdmin: adminId !== null,
      at: at.toISOString(),
    })),
  };
}

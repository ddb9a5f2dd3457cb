import type { ArchivedAd, EstateType, Rent } from '@portal/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, estateEvents, estateHistories, estates } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { listRelatedTo } from './list-related.ts';
import { isListed } from './listed.ts';

const missing = () => notFound('Nie znaleziono ogłoszenia.');

type Summary = Omit<ArchivedAd, 'related'> & { lat: number; lng: number };

/** The ad's own row, while it is kept off-line (withdrawn, expired, held); a draft was never public. */
async function fromRow(db: Db, estateId: number): Promise<Summary | 'listed' | undefined> {
  const [row] = await db
    .select({
      type: estates.type,
      rent: estates.rent,
      cityId: estates.cityId,
      cityName: cities.name,
      district: estates.district,
      street: estates.address,
      area: estates.area,
      rooms: estates.rooms,
      price: estates.price,
      draft: estates.draft,
      isListed: sql<boolean>`${isListed()}`,
      lat: sql<number>`coalesce(${estates.latitude}, ${cities.lat})`,
      lng: sql<number>`coalesce(${estates.longitude}, ${cities.lng})`,
    })
    .from(estates)
    .innerJoin(cities, eq(cities.cityId, estates.cityId))
    .where(eq(estates.estateId, estateId));
  if (!row || row.draft) return undefined;
  if (row.isListed) return 'listed';
  const { cityId, cityName, draft: _draft, isListed: _isListed, ...facts } = row;
  return { ...facts, estateId, type: row.type, rent: row.rent, city: { cityId, city: cityName } };
}

/** A deleted ad, from the history its events still name (estate_histories, estate_events outlive the row). */
async function fromHistory(db: Db, estateId: number): Promise<Summary | undefined> {
  const [row] = await db
    .select({
      type: estateHistories.type,
      rent: estateHistories.rent,
      cityId: estateHistories.cityId,
      cityName: cities.name,
      area: estateHistories.area,
      rooms: estateHistories.rooms,
      price: estateEvents.price,
      lat: sql<number>`coalesce(${estateHistories.latitude}, ${cities.lat})`,
      lng: sql<number>`coalesce(${estateHistories.longitude}, ${cities.lng})`,
    })
    .from(estateEvents)
    .innerJoin(estateHistories, eq(estateHistories.historyId, estateEvents.historyId))
    .innerJoin(cities, eq(cities.cityId, estateHistories.cityId))
    .where(eq(estateEvents.estateId, estateId))
    .orderBy(desc(estateEvents.eventId))
    .limit(1);
  if (!row) return undefined;
  const { cityId, cityName, ...facts } = row;
  // The history keeps the district and the address folded, for matching: not for showing.
  return { ...facts, estateId, district: null, street: null, city: { cityId, city: cityName } };
}

/**
 * GET /api/estates/{id}/archived: what an ad that was public and is no longer showed (its type, place, area, rooms
 * and last price) with current offers like it; 404 for a number that never was a public ad, or that still is.
 */
export async function getArchivedAd(db: Db, estateId: number): Promise<ArchivedAd> {
  const row = await fromRow(db, estateId);
  if (row === 'listed') throw missing();
  const summary = row ?? (await fromHistory(db, estateId));
  if (!summary) throw missing();
  const { lat, lng, ...ad } = summary;
  const type = ad.type as EstateType;
  const rent = ad.rent as Rent;
  const related = await listRelatedTo(db, { estateId, type, rent, lat, lng });
  return { ...ad, type, rent, related };
}

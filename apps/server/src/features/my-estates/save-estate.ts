import { type EstateSaved, type EstateType, type EstateWrite, Limits } from '@portal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, estates } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { checkRisk, releaseCorrection } from '../moderation/index.ts';
import { matchProperty } from '../properties/index.ts';
import { loadOwnedEstate } from './estate-access.ts';
import { estateColumns } from './estate-columns.ts';
import { newExpiry } from './lifetime.ts';

// The class of the per-account advisory lock taken while a draft is counted and created.
const draftsLockClass = 724_041;
const wrongCity = 'Wybrana miejscowość nie należy do wybranego województwa!';
const tooManyDrafts = 'Masz zbyt wiele nieukończonych ogłoszeń. Dokończ lub usuń jedno z nich.';

/** The city of the form, which must lie in the chosen province; its point stands in for the ad's own. */
async function readCity(db: Db, write: EstateWrite) {
  const [city] = await db
    .select({ cityId: cities.cityId, provinceId: cities.provinceId, lat: cities.lat, lng: cities.lng })
    .from(cities)
    .where(eq(cities.cityId, write.estate.city.cityId));
  if (!city || city.provinceId !== write.estate.province.provinceId) throw badRequest(wrongCity);
  return city;
}

/**
 * Wizard step 1 of a new ad: saved inactive until 'Zapisz' on step 3 activates it. An account holds a bounded
 * number of such drafts, counted in the database under a lock per account, so that two instances cannot both let
 * the last one in.
 */
export async function createEstate(
  db: Db,
  user: CurrentUser,
  type: EstateType,
  write: EstateWrite,
): Promise<EstateSaved> {
  const city = await readCity(db, write);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${draftsLockClass}, ${user.userId})`);
    const [drafts] = await tx
      .select({ total: count() })
      .from(estates)
      .where(and(eq(estates.userId, user.userId), eq(estates.draft, true)));
    if ((drafts?.total ?? 0) >= Limits.unfinished.draftsPerAccount) throw badRequest(tooManyDrafts);
    const [row] = await tx
      .insert(estates)
      .values({
        ...estateColumns(write),
        userId: user.userId,
        type,
        cityId: city.cityId,
        provinceId: city.provinceId,
        latitude: city.lat,
        longitude: city.lng,
        matchGeo: 0,
        active: 0,
        draft: true,
        expiresAt: newExpiry(),
      })
      .returning({ estateId: estates.estateId });
    return row!;
  });
  return { estateId: created.estateId };
}

/**
 * A full edit: the ad keeps its type, gets a new modifiedAt and another 6 months of life. An ad with its own point
 * (matchGeo 1, from an import) keeps it while its city stays the same.
 */
export async function editEstate(
  db: Db,
  user: CurrentUser,
  type: EstateType,
  estateId: number,
  write: EstateWrite,
): Promise<EstateSaved> {
  const current = await loadOwnedEstate(db, user, estateId);
  if (current.type !== type) throw badRequest('Nie można zmienić rodzaju ogłoszenia.');
  const city = await readCity(db, write);
  const keepPoint = current.matchGeo === 1 && current.cityId === city.cityId;
  await db.transaction(async (tx) => {
    await tx
      .update(estates)
      .set({
        ...estateColumns(write),
        cityId: city.cityId,
        provinceId: city.provinceId,
        ...(keepPoint ? {} : { latitude: city.lat, longitude: city.lng, matchGeo: 0 }),
        modifiedAt: sql`now()`,
        expiresAt: newExpiry(),
      })
      .where(eq(estates.estateId, estateId));
    // An ad held for a correction returns with its owner's edit; a published ad's new text is checked again, in the
    // same transaction, so that an edit cannot show what the checks would hold back.
    await releaseCorrection(tx, estateId);
    if (current.draft) return;
    await checkRisk(tx, estateId);
    await matchProperty(tx, estateId);
  });
  return { estateId };
}

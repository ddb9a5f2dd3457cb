import { createHash } from 'node:crypto';
import { amenities as amenityNames, normalizeSearchText } from '@portal/domain';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, importOffers, photos } from '../../db/schema.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { checkRisk, isUnderReview } from '../moderation/index.ts';
import { newExpiry } from '../my-estates/index.ts';
import { removeFiles, uploadContainer } from '../photos/index.ts';
import { matchProperty } from '../properties/index.ts';
import { fallbackTitle } from './finish-offer.ts';
import { planPhotos } from './import-photos.ts';
import { ImportProblem, refusalLine } from './import-problems.ts';
import { type Located, unplacedReason } from './locate-offer.ts';
import type { ImportedOffer } from './offer.ts';
import { twinNote, twinOffers } from './twin-offers.ts';

export type ImportTarget = { integrationId: number; userId: number; system: string };
/**
 * A retry of a run: the offers it left out (null: every offer, the run did not get through its package), and when
 * it started. An offer placed or withdrawn since then is in place: that run itself or a newer package did it.
 */
export type Retry = { pending: string[] | null; since: Date };
/** `locate` is the package's locator (placeLocator): it reads the county and commune names once per package. */
type Services = { db: Db; storage: Storage; locate: (offer: ImportedOffer) => Promise<Located | null> };
/** What became of the offer, and what the company should know about it (the place chosen, photos left out). */
export type Synced = { result: 'added' | 'updated' | 'unchanged'; notes: string[] };

/**
 * Makes one offer an active ad of the company, in its own transaction: a new one is added, a changed or withdrawn
 * one is updated and reactivated at the same estateId (same URL), an unchanged active one is left alone. In a
 * `retry` an offer in place since the retried run started is left alone whatever it says.
 */
export async function syncOffer(
  { db, storage, locate }: Services,
  target: ImportTarget,
  offer: ImportedOffer,
  readPhoto: (name: string) => Promise<Buffer | null>,
  retry: Retry | null = null,
): Promise<Synced> {
  const key = and(
    eq(importOffers.integrationId, target.integrationId),
    eq(importOffers.system, target.system),
    eq(importOffers.externalId, offer.externalId),
  );
  const [link] = await db
    .select({
      estateId: importOffers.estateId,
      offerHash: importOffers.offerHash,
      updatedAt: importOffers.updatedAt,
      active: estates.active,
      expiresAt: estates.expiresAt,
      deactivatedAt: estates.deactivatedAt,
    })
    .from(importOffers)
    .innerJoin(estates, eq(estates.estateId, importOffers.estateId))
    .where(key);
  if (link && retry && inPlaceSince(link, retry.since)) return { result: 'unchanged', notes: [] };
  const where = await locate(offer);
  if (!where) throw new ImportProblem(refusalLine(offer.externalId, unplacedReason(offer), keptSince(link)));
  const { city, note } = where;
  const plan = await planPhotos(db, storage, link?.estateId ?? null, offer.photos, readPhoto);
  const notes = [...(note ? [note] : []), ...plan.problems];
  const offerHash = createHash('sha256').update(JSON.stringify(offer)).update(plan.fingerprint).digest('hex');
  if (link && link.offerHash === offerHash && link.active === 1) {
    await removeFiles(storage, plan.written);
    return { result: 'unchanged', notes };
  }
  const { amenities, place: _place, photos: _photos, externalId, latitude, longitude, ...fields } = offer;
  const located = latitude !== null && longitude !== null;
  const values = {
    ...fields,
    title: fields.title || fallbackTitle(offer, city.name),
    // A town the file gave in its district field is the town, not a district of it.
    district: fields.district && sameName(fields.district, city.name) ? null : fields.district,
    // Every amenity is written, so that one the CRM no longer states goes back to unknown.
    ...Object.fromEntries(amenityNames.map((name) => [name, amenities[name] ?? null])),
    cityId: city.cityId,
    provinceId: city.provinceId,
    latitude: located ? latitude : city.lat,
    longitude: located ? longitude : city.lng,
    matchGeo: located ? 1 : 0,
    externalId,
    integrationId: target.integrationId,
    imported: 1,
    active: 1,
    deactivatedAt: null,
    modifiedAt: new Date(),
    expiresAt: newExpiry(),
  };
  try {
    await db.transaction(async (tx) => {
      let estateId = link?.estateId;
      if (estateId) {
        await tx.update(estates).set(values).where(eq(estates.estateId, estateId));
      } else {
        const [created] = await tx
          .insert(estates)
          .values({ ...values, userId: target.userId })
          .returning({ estateId: estates.estateId });
        estateId = created!.estateId;
      }
      const keep = plan.rows.flatMap((row) => (row.photoId ? [row.photoId] : []));
      await tx
        .delete(photos)
        .where(
          and(eq(photos.estateId, estateId), keep.length ? notInArray(photos.photoId, keep) : sql`true`),
        );
      for (const [sort, row] of plan.rows.entries()) {
        if (row.photoId) await tx.update(photos).set({ sort }).where(eq(photos.photoId, row.photoId));
        else
          await tx
            .insert(photos)
            .values({ ...row, photoId: undefined, estateId, sort, container: uploadContainer });
      }
      await tx
        .insert(importOffers)
        .values({ ...target, externalId, estateId, offerHash })
        .onConflictDoUpdate({
          target: [importOffers.integrationId, importOffers.system, importOffers.externalId],
          set: { estateId, offerHash, updatedAt: new Date() },
        });
      // A scam offer is held like one from the wizard, before its transaction makes it public; the company is told.
      await checkRisk(tx, estateId);
      if (await isUnderReview(tx, estateId)) notes.push(heldForReview);
      const property = await matchProperty(tx, estateId);
      const twins = property ? await twinOffers(tx, target.integrationId, property, externalId) : [];
      if (twins.length) notes.push(twinNote(twins));
    });
  } catch (error) {
    await removeFiles(storage, plan.written);
    throw error;
  }
  await removeFiles(storage, plan.dropped);
  return { result: link ? 'updated' : 'added', notes };
}

const heldForReview = 'ogłoszenie czeka na weryfikację przez administratora (zwykle w ciągu 24 godzin)';

/** When the version of the offer online was imported; null when none is online (the public lists' rule). */
const keptSince = (link: { updatedAt: Date; active: number; expiresAt: Date } | undefined) =>
  link && link.active === 1 && link.expiresAt > new Date() ? link.updatedAt : null;

const inPlaceSince = (link: { updatedAt: Date; deactivatedAt: Date | null }, since: Date) =>
  link.updatedAt > since || (link.deactivatedAt !== null && link.deactivatedAt > since);

const sameName = (a: string, b: string) => normalizeSearchText(a) === normalizeSearchText(b);

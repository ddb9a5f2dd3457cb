import {
  type SavedSearch,
  SavedSearchLimits,
  savedSearchMessages,
  type UpdateSavedSearch,
} from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, savedSearches } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { digest, isUnsubscribeSignature } from './saved-search-links.ts';

const ownedBy = (userId: number, searchId: number) =>
  and(eq(savedSearches.searchId, searchId), eq(savedSearches.userId, userId));

/** The account's saved searches, oldest first, with their city's name. */
export async function listSavedSearches(db: Db, userId: number): Promise<SavedSearch[]> {
  const rows = await db
    .select({
      searchId: savedSearches.searchId,
      name: savedSearches.name,
      criteria: savedSearches.criteria,
      frequency: savedSearches.frequency,
      createdAt: savedSearches.createdAt,
      cityName: cities.name,
    })
    .from(savedSearches)
    .leftJoin(cities, eq(cities.cityId, savedSearches.cityId))
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.searchId));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** Rename, or 'natychmiast' / 'raz dziennie' / 'wyłączone'; 404 for a search that is not the user's. */
export async function updateSavedSearch(db: Db, userId: number, searchId: number, change: UpdateSavedSearch) {
  const set = {
    ...(change.name ? { name: change.name } : {}),
    ...(change.frequency ? { frequency: change.frequency } : {}),
  };
  if (Object.keys(set).length === 0) return;
  const rows = await db
    .update(savedSearches)
    .set(set)
    .where(ownedBy(userId, searchId))
    .returning({ searchId: savedSearches.searchId });
  if (rows.length === 0) throw notFound(savedSearchMessages.notFound);
}

export async function removeSavedSearch(db: Db, userId: number, searchId: number) {
  const rows = await db
    .delete(savedSearches)
    .where(ownedBy(userId, searchId))
    .returning({ searchId: savedSearches.searchId });
  if (rows.length === 0) throw notFound(savedSearchMessages.notFound);
}

/**
 * A visitor's confirmation link: confirms the search once, and answers the same again within the link's lifetime
 * (a second click, a mail client opening it); 400 for an unknown or expired link.
 */
export async function confirmSavedSearch(db: Db, searchId: number, secret: string) {
  const rows = await db
    .update(savedSearches)
    .set({ confirmedAt: sql`coalesce(${savedSearches.confirmedAt}, now())` })
    .where(
      and(
        eq(savedSearches.searchId, searchId),
        eq(savedSearches.confirmHash, digest(secret)),
        sql`${savedSearches.createdAt} > now() - make_interval(hours => ${SavedSearchLimits.confirmHours})`,
      ),
    )
    .returning({ searchId: savedSearches.searchId });
  if (rows.length === 0) throw badRequest(savedSearchMessages.linkInvalid);
}

const signedSearch = (secretKey: string, searchId: number, signature: string) => {
  if (!isUnsubscribeSignature(secretKey, searchId, signature))
    throw badRequest(savedSearchMessages.linkInvalid);
  return eq(savedSearches.searchId, searchId);
};

/**
 * The unsubscribe link of an alert (one click, RFC 8058): the e-mails stop and the search is kept, so that one who
 * only wanted fewer e-mails loses nothing; again, nothing more happens. Answers whether it is an account's search.
 */
export async function unsubscribeSavedSearch(db: Db, secretKey: string, searchId: number, signature: string) {
  const rows = await db
    .update(savedSearches)
    .set({ frequency: 'off' })
    .where(signedSearch(secretKey, searchId, signature))
    .returning({ userId: savedSearches.userId });
  return { isAccount: rows[0]?.userId != null };
}

/** The same link removes the search: a visitor has no list to remove it from. */
export async function removeSavedSearchByLink(
  db: Db,
  secretKey: string,
  searchId: number,
  signature: string,
) {
  await db.delete(savedSearches).where(signedSearch(secretKey, searchId, signature));
}

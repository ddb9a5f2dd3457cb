import { adminMessages, propertyAdminTexts } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/run-once.ts';
import { estateHistories, estates } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/app-error.ts';

/** The history and property of an ad: 404 for no ad, 400 for a draft never published (it has neither). */
export async function historyOfEstate(db: Db | Tx, estateId: number) {
  const [row] = await db
    .select({ historyId: estateHistories.historyId, propertyId: estateHistories.propertyId })
    .from(estates)
    .leftJoin(estateHistories, eq(estateHistories.estateId, estates.estateId))
    .where(eq(estates.estateId, estateId));
  if (!row) throw notFound(adminMessages.adMissing);
  if (row.historyId === null || row.propertyId === null) throw badRequest(propertyAdminTexts.notPublished);
  return { historyId: row.historyId, propertyId: row.propertyId };
}

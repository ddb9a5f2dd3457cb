import type { EstateType } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, users } from '../../db/schema.ts';
import { isListed } from '../estates/index.ts';

/** An ad a visitor writes about, with its seller's address: for the e-mail only, never for an answer. */
export type MessagedAd = {
  estateId: number;
  type: EstateType;
  title: string;
  isListed: boolean;
  sellerEmail: string;
};

/**
 * The ad and the address of the account that placed it, listed or not (an ad gone offline answers 410; a draft,
 * never published, is not found). An imported ad belongs to the importing company's account: its address is the one written to.
 */
export async function findMessagedAd(db: Db, estateId: number): Promise<MessagedAd | undefined> {
  const [row] = await db
    .select({
      estateId: estates.estateId,
      type: estates.type,
      title: estates.title,
      isListed: sql<boolean>`${isListed()}`,
      sellerEmail: users.email,
    })
    .from(estates)
    .innerJoin(users, eq(users.userId, estates.userId))
    .where(and(eq(estates.estateId, estateId), eq(estates.draft, false)));
  return row;
}

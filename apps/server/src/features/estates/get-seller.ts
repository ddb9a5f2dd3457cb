import type { Seller } from '@portal/domain';
import { and, eq, exists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, users } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { isListed } from './listed.ts';
import { sellerName } from './seller-name.ts';

/**
 * GET /api/estates/user/{userId}/seller: the name of an advertiser with at least one listed ad. Without one there is
 * nothing public about the account, so its name is not either.
 */
export async function getSeller(db: Db, userId: number): Promise<Seller> {
  const [row] = await db
    .select({ userId: users.userId, name: sellerName })
    .from(users)
    .where(
      and(
        eq(users.userId, userId),
        exists(
          db
            .select({ one: estates.estateId })
            .from(estates)
            .where(and(eq(estates.userId, users.userId), isListed())),
        ),
      ),
    );
  if (!row) throw notFound('Użytkownik nie ma aktywnych ogłoszeń.');
  return row;
}

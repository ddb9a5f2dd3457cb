import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { CurrentUser } from '../../http/auth.ts';

export type OwnedEstate = {
  estateId: number;
  userId: number;
  type: string;
  cityId: number;
  matchGeo: number | null;
  draft: boolean;
};

/** The ad a write is about: 404 when there is none, 403 unless the caller owns it or is an admin. */
export async function loadOwnedEstate(db: Db, user: CurrentUser, estateId: number): Promise<OwnedEstate> {
  const [estate] = await db
    .select({
      estateId: estates.estateId,
      userId: estates.userId,
      type: estates.type,
      cityId: estates.cityId,
      matchGeo: estates.matchGeo,
      draft: estates.draft,
    })
    .from(estates)
    .where(eq(estates.estateId, estateId));
  if (!estate) throw notFound('Ogłoszenie nie istnieje.');
  if (estate.userId !== user.userId && !user.admin) throw forbidden();
  return estate;
}

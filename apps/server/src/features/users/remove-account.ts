import { eq, inArray } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import {
  estates,
  estateViews,
  integrations,
  photos,
  photoUploads,
  users,
  userTokens,
} from '../../db/schema.ts';

/**
 * Irreversibly removes the account with its ads, photos, views, integration and links in one transaction (all or
 * nothing), then deletes the photo files. Files go last: a failed transaction must not leave ads without photos.
 * Any token of the account stops working, since authenticate() no longer finds the user.
 */
export async function removeAccount(context: Context, userId: number): Promise<void> {
  const { db, storage } = context;
  const files = await db.transaction(async (tx) => {
    const owned = tx.select({ estateId: estates.estateId }).from(estates).where(eq(estates.userId, userId));
    const removedPhotos = await tx
      .delete(photos)
      .where(inArray(photos.estateId, owned))
      .returning({ container: photos.container, filename: photos.filename });
    await tx.delete(photoUploads).where(inArray(photoUploads.estateId, owned));
    await tx.delete(estateViews).where(inArray(estateViews.estateId, owned));
    await tx.delete(estates).where(eq(estates.userId, userId));
    await tx.delete(integrations).where(eq(integrations.userId, userId));
    await tx.delete(userTokens).where(eq(userTokens.userId, userId));
    await tx.delete(users).where(eq(users.userId, userId));
    return removedPhotos;
  });
  for (const file of files) await storage.removePrefix(`${file.container}/${file.filename}/`);
}

import { accountSafetyMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { estates, users } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';
import { verifyPassword } from '../../infra/passwords.ts';
import { logoKey } from '../logos/index.ts';
import { estateFilePrefixes, removeFiles } from '../photos/index.ts';

/**
 * Irreversibly removes the account, once its password is given again: a session left open on a shared computer
 * must not be enough. The account's ads, photos, views, integration and links go with it (on delete cascade).
 * The ads' files and the logo go after commit: a failed transaction must not leave ads without photos. Any token
 * of the account stops working, since authenticate() no longer finds the user.
 */
export async function removeAccount(context: Context, userId: number, password: string): Promise<void> {
  const [user] = await context.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.userId, userId));
  if (!user || !(await verifyPassword(password, user.passwordHash)))
    throw badRequest(accountSafetyMessages.removalPasswordWrong);
  await deleteAccount(context, userId);
}

/** Removes the account with its ads and files, as `removeAccount` does once the password is checked. */
export async function deleteAccount(
  { db, storage }: Pick<Context, 'db' | 'storage'>,
  userId: number,
): Promise<void> {
  const prefixes = await db.transaction(async (tx) => {
    const [user] = await tx.select({ logo: users.logo }).from(users).where(eq(users.userId, userId));
    const owned = await tx
      .select({ estateId: estates.estateId })
      .from(estates)
      .where(eq(estates.userId, userId));
    // The ads' own files only: demo ads share the pool images, which must outlive any account.
    const files = await estateFilePrefixes(
      tx,
      owned.map((row) => row.estateId),
    );
    await tx.delete(users).where(eq(users.userId, userId));
    return user?.logo ? [...files, logoKey(user.logo)] : files;
  });
  await removeFiles(storage, prefixes);
}

import { randomBytes } from 'node:crypto';
import { logoMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError, badRequest, forbidden } from '../../http/app-error.ts';
import { processLogo } from '../../infra/images/process-logo.ts';
import { UnsupportedImageError } from '../../infra/images/process-photo.ts';
import { logoKey } from './logo-key.ts';

async function companyLogo(context: Context, userId: number): Promise<string | null> {
  const [user] = await context.db
    .select({ company: users.company, logo: users.logo })
    .from(users)
    .where(eq(users.userId, userId));
  if (!user?.company) throw forbidden(logoMessages.notCompany);
  return user.logo;
}

async function processed(body: Buffer): Promise<Buffer> {
  try {
    return await processLogo(body);
  } catch (error) {
    if (error instanceof UnsupportedImageError) throw badRequest(logoMessages.unsupported);
    throw error;
  }
}

/**
 * Stores a company's new logo under a new name (a cached old one never shows for it), then points the account at
 * it; the old file goes last. A failed update leaves no new file behind.
 */
export async function saveLogo(context: Context, userId: number, body: Buffer): Promise<string> {
  const previous = await companyLogo(context, userId);
  const logo = await processed(body);
  const file = `${userId}-${randomBytes(8).toString('hex')}.webp`;
  await context.storage.write(logoKey(file), logo, 'image/webp');
  try {
    await context.db
      .update(users)
      .set({ logo: file, modifiedAt: new Date() })
      .where(eq(users.userId, userId));
  } catch (error) {
    await context.storage.removePrefix(logoKey(file));
    throw error;
  }
  if (previous) await context.storage.removePrefix(logoKey(previous));
  return file;
}

/** Removes a company's logo, the account first: a page never points at a file that is gone. */
export async function removeLogo(context: Context, userId: number): Promise<void> {
  const previous = await companyLogo(context, userId);
  if (!previous) return;
  await context.db.update(users).set({ logo: null, modifiedAt: new Date() }).where(eq(users.userId, userId));
  await context.storage.removePrefix(logoKey(previous));
}

/** Whether a request says up front it is larger than a logo may be (its body is then never read). */
export function declaredTooLarge(contentLength: string | undefined, maxBytes: number): AppError | undefined {
  return Number(contentLength) > maxBytes ? new AppError(413, logoMessages.tooLarge) : undefined;
}

import type { Profile, ProfileUpdate } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { presentProfile } from './present-profile.ts';
import { userMessages } from './user-messages.ts';

/** The caller's profile with the token they called with, in the shape of the login answer. */
export async function getProfile(context: Context, caller: CurrentUser): Promise<Profile> {
  const [user] = await context.db.select().from(users).where(eq(users.userId, caller.userId));
  if (!user) throw notFound();
  return presentProfile(user, caller);
}

/**
 * Saves the set of the account's kind. The other kind's set, or a form identical to what is stored, answers 400
 * with §8's text. The e-mail is not part of the form and never changes here.
 */
export async function updateProfile(context: Context, userId: number, update: ProfileUpdate): Promise<void> {
  const { db } = context;
  const [user] = await db.select().from(users).where(eq(users.userId, userId));
  if (!user || user.company !== update.company) throw badRequest(userMessages.profileFailed);
  const { company: _kind, ...sent } = update;
  // A field left out (a company's kind, for a client that does not know it) keeps its value.
  const fields = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  const changed = Object.entries(fields).some(([field, value]) => user[field as keyof typeof user] !== value);
  if (!changed) throw badRequest(userMessages.profileFailed);
  await db
    .update(users)
    .set({ ...fields, modifiedAt: new Date() })
    .where(eq(users.userId, userId));
}

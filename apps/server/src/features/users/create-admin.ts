import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../infra/passwords.ts';

/**
 * An active admin account for the e-mail with this password: a new private account, or the existing account made
 * an admin and active. The password replaces any earlier one (a demo account's, say) and ends its sessions.
 */
export async function createAdmin(db: Db, email: string, password: string): Promise<{ created: boolean }> {
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const granted = { passwordHash, admin: true, active: true, modifiedAt: now };
  const [promoted] = await db
    .update(users)
    .set({
      ...granted,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      activatedAt: sql`coalesce(${users.activatedAt}, now())`,
    })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .returning({ userId: users.userId });
  if (promoted) return { created: false };
  await db
    .insert(users)
    .values({ ...granted, email, company: false, phone: '', activatedAt: now, createdAt: now });
  return { created: true };
}

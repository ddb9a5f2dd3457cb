import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema.ts';

/** Inserted only when missing, then read: of instances starting together, the first insert wins for all. */
export async function storedKey(db: Db, name: string, initial = randomBytes(32).toString('base64url')) {
  await db.insert(serverSecrets).values({ name, value: initial }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server key ${name} could not be stored`);
  return row.value;
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrations } from '../../db/schema.ts';

/** Every integration's id, in the order they were added. */
export async function integrationIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ integrationId: integrations.integrationId })
    .from(integrations)
    .orderBy(integrations.integrationId);
  return rows.map((row) => row.integrationId);
}

export async function integrationExists(db: Db, integrationId: number): Promise<boolean> {
  const [known] = await db
    .select({ integrationId: integrations.integrationId })
    .from(integrations)
    .where(eq(integrations.integrationId, integrationId));
  return known !== undefined;
}

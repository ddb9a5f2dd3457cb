import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrations } from '../../db/schema.ts';

/**
 * Notes that the integration's CRM delivered a package at `receivedAt`. Packages may be handled out of upload order
 * (a retried one, another instance), so the latest time wins; greatest() skips the null of a first delivery.
 */
export async function recordDelivery(db: Db, integrationId: number, receivedAt: Date): Promise<void> {
  await db
    .update(integrations)
    .set({
      lastDeliveryAt: sql`greatest(${integrations.lastDeliveryAt}, ${receivedAt.toISOString()}::timestamptz)`,
    })
    .where(eq(integrations.integrationId, integrationId));
}

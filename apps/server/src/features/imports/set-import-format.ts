import { type ImportFormat, importAdminMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrations } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

/** Sets the file format an integration's next packages are read in ('auto': recognised in each package). */
export async function setImportFormat(db: Db, integrationId: number, format: ImportFormat): Promise<void> {
  const [updated] = await db
    .update(integrations)
    .set({ format })
    .where(eq(integrations.integrationId, integrationId))
    .returning({ integrationId: integrations.integrationId });
  if (!updated) throw notFound(importAdminMessages.integrationMissing);
}

import {
  type ImportFormat,
  type ImportIntegration,
  type IntegrationType,
  isImportSilent,
} from '@portal/domain';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, importRuns, importWithdrawals, integrations, users } from '../../db/schema.ts';
import { isListed } from '../estates/index.ts';
import { companyNameOf, toImportRun } from './import-run-view.ts';

/**
 * Every integration with its health for the admin: silent ones (no delivery for importSilentHours) first, then by
 * id. Two queries whatever the number of integrations: the integrations with their counts, and the last runs.
 */
export async function importOverview(db: Db, now = new Date()): Promise<ImportIntegration[]> {
  const activeAds = db
    .select({ total: count() })
    .from(estates)
    .where(and(eq(estates.userId, integrations.userId), isListed()));
  const held = db
    .select({ total: count() })
    .from(importWithdrawals)
    .where(
      and(
        eq(importWithdrawals.integrationId, integrations.integrationId),
        eq(importWithdrawals.status, 'pending'),
      ),
    );
  const rows = await db
    .select({
      integration: integrations,
      user: {
        userId: users.userId,
        email: users.email,
        companyName: users.companyName,
        name: users.name,
        surname: users.surname,
      },
      activeAds: sql<number>`(${activeAds})`.mapWith(Number),
      heldWithdrawals: sql<number>`(${held})`.mapWith(Number),
    })
    .from(integrations)
    .innerJoin(users, eq(users.userId, integrations.userId));
  // A duplicate delivery changed nothing: the last run is the last one that imported something.
  const lastRuns = await db
    .selectDistinctOn([importRuns.integrationId])
    .from(importRuns)
    .where(ne(importRuns.status, 'duplicate'))
    .orderBy(importRuns.integrationId, desc(importRuns.startedAt), desc(importRuns.runId));
  const lastRunOf = new Map(lastRuns.map((run) => [run.integrationId, run]));

  return rows
    .map(({ integration, user, activeAds, heldWithdrawals }) => {
      const lastRun = lastRunOf.get(integration.integrationId);
      return {
        integrationId: integration.integrationId,
        type: integration.type as IntegrationType,
        format: integration.format as ImportFormat,
        ftpLogin: integration.ftpLogin,
        company: { userId: user.userId, email: user.email, name: companyNameOf(user) },
        createdAt: integration.createdAt.toISOString(),
        lastDeliveryAt: integration.lastDeliveryAt?.toISOString() ?? null,
        silent: isImportSilent(integration.lastDeliveryAt, integration.createdAt, now),
        activeAds,
        lastRun: lastRun ? toImportRun(lastRun) : null,
        heldWithdrawals,
      };
    })
    .sort((a, b) => Number(b.silent) - Number(a.silent) || a.integrationId - b.integrationId);
}

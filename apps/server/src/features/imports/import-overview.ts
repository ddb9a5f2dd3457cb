import {
  type ImportFormat,
  type ImportIntegration,
  type IntegrationType,
  isImportSilent,
} from '@portal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, importWithdrawals, integrations, users } from '../../db/schema.ts';
import { isListed } from '../estates/index.ts';
import { companyNameOf, toImportRun } from './import-run-view.ts';
import { integrationHealth } from './integration-health.ts';

/**
 * Every integration with its health for the admin: the ones in trouble (no delivery for importSilentHours, or
 * none of its offers online) first, then by id. Three queries whatever the number of integrations and offers: the
 * integrations with their counts, the last runs, the ads online per integration.
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
  const healthOf = await integrationHealth(db);

  return rows
    .map(({ integration, user, activeAds, heldWithdrawals }) => {
      const { lastRun, offers, placesNothing } = healthOf(integration.integrationId);
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
        offers,
        placesNothing,
        lastRun: lastRun ? toImportRun(lastRun) : null,
        heldWithdrawals,
      };
    })
    .sort((a, b) => Number(inTrouble(b)) - Number(inTrouble(a)) || a.integrationId - b.integrationId);
}

const inTrouble = (row: { silent: boolean; placesNothing: boolean }) => row.silent || row.placesNothing;

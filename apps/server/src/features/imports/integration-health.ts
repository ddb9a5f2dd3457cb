import type { ImportOffers } from '@portal/domain';
import { and, countDistinct, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, importRuns, photos } from '../../db/schema.ts';
import { isListed } from '../estates/index.ts';

type Run = typeof importRuns.$inferSelect;

/** An integration's last run that imported something, what of its offers is online, and whether nothing is. */
export type IntegrationHealth = { lastRun: Run | null; offers: ImportOffers; placesNothing: boolean };

/**
 * The health of every integration (or of one): two queries whatever the number of integrations and offers, the
 * last runs and the ads online counted per integration. Answers a lookup that knows every integration.
 */
export async function integrationHealth(
  db: Db,
  integrationId?: number,
): Promise<(integrationId: number) => IntegrationHealth> {
  const one = integrationId !== undefined;
  // A duplicate delivery changed nothing: the last run is the last one that imported something.
  const lastRuns = await db
    .selectDistinctOn([importRuns.integrationId])
    .from(importRuns)
    .where(
      and(ne(importRuns.status, 'duplicate'), one ? eq(importRuns.integrationId, integrationId) : undefined),
    )
    .orderBy(importRuns.integrationId, desc(importRuns.startedAt), desc(importRuns.runId));
  const online = await db
    .select({
      integrationId: estates.integrationId,
      live: countDistinct(estates.estateId),
      withPhotos: countDistinct(photos.estateId),
    })
    .from(estates)
    .leftJoin(photos, eq(photos.estateId, estates.estateId))
    .where(and(one ? eq(estates.integrationId, integrationId) : isNotNull(estates.integrationId), isListed()))
    .groupBy(estates.integrationId);
  const lastRunOf = new Map(lastRuns.map((run) => [run.integrationId, run]));
  const onlineOf = new Map(online.map((row) => [row.integrationId, row]));
  return (id) => {
    const lastRun = lastRunOf.get(id) ?? null;
    const { live, withPhotos } = onlineOf.get(id) ?? { live: 0, withPhotos: 0 };
    return {
      lastRun,
      offers: { live, refused: lastRun ? refusedIn(lastRun) : 0, withoutPhotos: live - withPhotos },
      placesNothing: live === 0 && lastRun !== null && leftOut(lastRun),
    };
  };
}

/** The offers a run left out for a reason in the file: all it left out but those waiting for a retry of ours. */
function refusedIn(run: Run): number {
  if (run.status !== 'done' && run.status !== 'partial') return 0;
  return run.failed - (run.pendingOffers?.length ?? 0);
}

/** Whether a run that finished left something out: offers, or its whole package. */
const leftOut = (run: Run) => run.status === 'failed' || (run.status !== 'running' && run.failed > 0);

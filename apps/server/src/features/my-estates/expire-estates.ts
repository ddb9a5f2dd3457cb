import { sql } from 'drizzle-orm';
import type { Db, RowsResult } from '../../db/client.ts';
import { runOnceAcrossInstances, type Tx } from '../../db/run-once.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { estateFilePrefixes, removeFiles } from '../photos/index.ts';

export type ExpiryReport = { deactivated: number; removed: number; promotionsEnded: number };
export type ExpirySettings = { removeAfterMonths: number; batchSize?: number };

const expiryLockKey = 724_001;

/**
 * The nightly lifetime job (spec §4 'Ad lifetime'): expired ads become inactive, ads expired for longer than
 * removeAfterMonths are removed with their photo files, and passed promotions end. Each step works in bounded
 * batches and only touches rows still needing it, so a second run finds nothing left to do.
 */
export async function expireEstates(
  db: Db,
  storage: Storage,
  settings: ExpirySettings,
): Promise<ExpiryReport | 'busy'> {
  const batch = settings.batchSize ?? 500;
  let prefixes: string[] = [];
  const report = await runOnceAcrossInstances(db, expiryLockKey, async (tx) => {
    const deactivated = await inBatches(() =>
      tx.execute(sql`update estates set active = 0, deactivated_at = now() where estate_id in (
        select estate_id from estates where active = 1 and expires_at <= now() limit ${batch})
        returning estate_id`),
    );
    const promotionsEnded = await inBatches(() =>
      tx.execute(sql`update estates set promoted = 0 where estate_id in (
        select estate_id from estates where promoted = 1 and promoted_until <= now() limit ${batch})
        returning estate_id`),
    );
    const removed = await removeLongExpired(tx, settings.removeAfterMonths, batch, (found) => {
      prefixes = prefixes.concat(found);
    });
    return { deactivated, removed, promotionsEnded };
  });
  // Files go only once their rows are gone for good (after commit).
  if (report !== 'busy') await removeFiles(storage, prefixes);
  return report;
}

async function removeLongExpired(
  tx: Tx,
  months: number,
  batch: number,
  collect: (prefixes: string[]) => void,
) {
  let removed = 0;
  for (;;) {
    const { rows } = await tx.execute<{ estate_id: number }>(sql`select estate_id from estates
        where expires_at < now() - make_interval(months => ${months}) order by estate_id limit ${batch}`);
    const ids = rows.map((row) => Number(row.estate_id));
    if (ids.length === 0) return removed;
    collect(await estateFilePrefixes(tx, ids));
    await tx.execute(sql`delete from estates where estate_id in (${sql.join(ids, sql`, `)})`);
    removed += ids.length;
  }
}

async function inBatches(step: () => Promise<RowsResult<unknown>>): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = (await step()).rows.length;
    total += changed;
    if (changed === 0) return total;
  }
}

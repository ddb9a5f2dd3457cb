import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/run-once.ts';
import { importRuns } from '../../db/schema.ts';
import { interruptedRun } from './import-problems.ts';

/** What a run has done so far: its counts, and how many of its offers it has been through (its progress). */
export type RunCounts = {
  added: number;
  updated: number;
  withdrawn: number;
  failed: number;
  offersDone: number;
};

// A run whose heartbeat missed this many periods is dead: one late beat (a slow disk, a busy database) is not.
const periodsMissed = 3;

/**
 * Ends as failed the runs still 'running' whose heartbeat stopped (a crash, a kill, a shutdown cut them), of one
 * integration or of all; answers how many. Their packages then count as not imported. Times come from the
 * database's clock, which every instance shares.
 */
export async function endDeadRuns(db: Db | Tx, heartbeatSeconds: number, integrationId?: number) {
  const ended = await db
    .update(importRuns)
    .set({ status: 'failed', problems: [interruptedRun], finishedAt: sql`now()` })
    .where(
      and(
        eq(importRuns.status, 'running'),
        lt(importRuns.heartbeatAt, sql`now() - make_interval(secs => ${periodsMissed * heartbeatSeconds})`),
        integrationId === undefined ? undefined : eq(importRuns.integrationId, integrationId),
      ),
    )
    .returning({ runId: importRuns.runId });
  return ended.length;
}

/**
 * Beats for a run every `seconds` while it works, with its counts so far (the admin sees a run progress). A beat that
 * finds the run no longer 'running' means another instance took it for dead: `lost` turns true and the run must stop.
 */
export function startHeartbeat(db: Db, runId: number, seconds: number, counts: () => RunCounts) {
  const state = { lost: false, stopped: false };
  let beat: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const write = async () => {
    const still = await db
      .update(importRuns)
      .set({ heartbeatAt: sql`now()`, ...counts() })
      .where(and(eq(importRuns.runId, runId), eq(importRuns.status, 'running')))
      .returning({ runId: importRuns.runId })
      // A beat the database did not take (a lost connection) is retried by the next one.
      .catch(() => [{ runId }]);
    if (still.length === 0) state.lost = true;
  };
  const schedule = () => {
    if (state.stopped) return;
    timer = setTimeout(() => {
      beat = write().then(schedule);
    }, seconds * 1000);
    timer.unref();
  };
  schedule();
  return {
    get lost() {
      return state.lost;
    },
    /** Stops beating; resolves once a beat in flight has been written. */
    async stop() {
      state.stopped = true;
      clearTimeout(timer);
      await beat;
    },
  };
}

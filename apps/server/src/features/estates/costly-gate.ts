import { availableParallelism } from 'node:os';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SearchCriteria } from './search-estates.ts';

export const overloadedText = 'Serwis jest chwilowo przeciążony. Spróbuj ponownie za chwilę.';

/** Searches by words or a drawn area: each may cost the database tens of milliseconds (search-plan.ts). */
export const isCostly = (criteria: SearchCriteria) =>
  criteria.words !== undefined || criteria.polygon !== undefined;

export type Gate = { run: <T>(work: () => Promise<T>) => Promise<T> };

/**
 * At most `running` pieces of work at once, `waiting` more waiting up to `waitMs` for their turn, the rest refused at
 * once with a 503: a crowd of costly searches takes a bounded share of the database's cores, and everything else
 * (an ad's page, a category's list) never queues behind them.
 */
export function createGate(running: number, waiting: number, waitMs: number): Gate {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  const enter = (): Promise<void> => {
    if (active < running) {
      active++;
      return Promise.resolve();
    }
    if (queue.length >= waiting) return Promise.reject(overloaded());
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(turn), 1);
        reject(overloaded());
      }, waitMs);
      queue.push(turn);
    });
  };
  return {
    run: async (work) => {
      await enter();
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

const overloaded = () => new AppError(503, overloadedText);

// One costly search per core of this instance at a time; a few more may wait half a second.
const cores = availableParallelism();
const costlyGate = perDatabase(() => createGate(cores, 4 * cores, 500));

/** Runs a search's work through the gate when its criteria are costly, else at once. */
export const throughCostlyGate = <T>(db: Db, criteria: SearchCriteria, work: () => Promise<T>): Promise<T> =>
  isCostly(criteria) ? costlyGate(db).run(work) : work();

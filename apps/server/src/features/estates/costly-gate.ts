import { availableParallelism } from 'node:os';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SearchCriteria } from './search-filter.ts';

export const overloadedText = 'Serwis jest chwilowo przeciążony. Spróbuj ponownie za chwilę.';

/**
 * Work that may cost the database tens of milliseconds: a search by words or a drawn area (search-plan.ts), and a
 * page past the 100th, which walks every ad before it unless an anchor finds its start (list-category.ts). A search
 * by everyday filters rare in its list is one too (rare-filters.ts), found by the search itself.
 */
export const isCostly = (criteria: Partial<SearchCriteria>, page = 1) =>
  criteria.words !== undefined || criteria.polygon !== undefined || page > 100;

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

// One costly search per core of this instance at a time. A bounded one takes a few milliseconds, so a queue many
// times that long still clears within the quarter of a second a visitor may wait: visitors searching by words at the
// same moment are served in turn, and only a flood longer than the wait is refused.
const cores = availableParallelism();
const costlyGate = perDatabase(() => createGate(cores, 16 * cores, 250));

/** Runs work through the gate when it is costly, else at once. */
export const throughCostlyGate = <T>(db: Db, costly: boolean, work: () => Promise<T>): Promise<T> =>
  costly ? costlyGate(db).run(work) : work();

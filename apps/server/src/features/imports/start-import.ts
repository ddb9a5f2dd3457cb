import type { Context } from '../../context.ts';
import { outsideStatementBudget } from '../../db/statement-budget.ts';
import { homeFolder, importWaiting, waitingPackages } from './home-folder.ts';
import type { OperatorLog } from './import-problems.ts';

/**
 * 'Importuj teraz' in the background: a backlog of packages takes minutes, longer than a client waits for an
 * answer, and the admin follows its runs in the run list instead. One import per integration at a time in this
 * instance; across instances the integration's lock and each package's claim keep them apart.
 */
export function backgroundImports(context: Pick<Context, 'config' | 'db' | 'storage' | 'listCache'>) {
  // Per integration importing here: its work, and whether 'Importuj teraz' came again meanwhile.
  const running = new Map<number, { work: Promise<void>; again: boolean }>();
  return {
    /** Starts importing the packages waiting in the integration's folder (unless already here); answers how many. */
    async start(integrationId: number, log: OperatorLog): Promise<number> {
      const waiting = await waitingPackages(homeFolder(context.config.ftpDir, integrationId));
      const current = running.get(integrationId);
      // Packages delivered after the running import listed its own are taken once it has done those.
      if (current) current.again = true;
      if (waiting.length === 0 || current) return waiting.length;
      const state = { work: Promise.resolve(), again: true };
      // The import outlives the request: the request's database time does not limit it.
      state.work = outsideStatementBudget(async () => {
        while (state.again) {
          state.again = false;
          const outcomes = await importWaiting({ ...context, log }, integrationId);
          // The answer left before the ads changed: the lists' cache goes when they have.
          if (outcomes.length > 0) context.listCache.clear();
        }
      })
        .catch((error: unknown) => log.error({ err: error, integrationId }, 'import failed'))
        .finally(() => running.delete(integrationId));
      running.set(integrationId, state);
      return waiting.length;
    },
    /** Resolves once the imports started here have ended: the server closes its database after them. */
    async idle(): Promise<void> {
      await Promise.all([...running.values()].map((state) => state.work));
    },
  };
}

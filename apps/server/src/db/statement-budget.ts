import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How much database time the work in progress may still spend: a request's statements end at its deadline or when
 * its client goes away, whichever comes first, and are cancelled in the database then (postgres-pool.ts) or never
 * started (the embedded database, which cannot stop a statement once it runs). Work outside a request (jobs,
 * imports, commands) has no budget: only the connection's own time limit applies.
 */
export type StatementBudget = { deadline: number; signal: AbortSignal };

const budgets = new AsyncLocalStorage<StatementBudget>();

/** Runs `work` (and everything it starts) within `budget`. */
export const withStatementBudget = <T>(budget: StatementBudget, work: () => T): T =>
  budgets.run(budget, work);

/**
 * Runs `work` within the current deadline, but not stopped when the current client goes away: work that other
 * requests share (a remembered list or page they wait for) is not one client's to give up.
 */
export function sharedWithinBudget<T>(work: () => T): T {
  const budget = budgets.getStore();
  return budget ? budgets.run({ deadline: budget.deadline, signal: neverAborted }, work) : work();
}
const neverAborted = new AbortController().signal;

/** Runs `work` (and everything it starts) without a budget: work a request starts that outlives it. */
export const outsideStatementBudget = <T>(work: () => T): T => budgets.exit(work);

/**
 * The budget of the work in progress: the milliseconds left (0 when spent or its client has gone) and the signal
 * that says the client has gone; undefined outside a budget.
 */
export function budgetLeft(): { ms: number; signal: AbortSignal } | undefined {
  const budget = budgets.getStore();
  if (!budget) return undefined;
  const ms = budget.signal.aborted ? 0 : Math.max(0, budget.deadline - performance.now());
  return { ms, signal: budget.signal };
}

/** A statement not run, or cancelled, because its request's budget was spent. */
export class StatementBudgetSpent extends Error {
  constructor() {
    super('statement budget spent');
    this.name = 'StatementBudgetSpent';
  }
}

// PostgreSQL's query_canceled: a cancel request (ours, at the deadline) or its own statement_timeout.
const queryCanceled = '57014';

/** Whether a failure is a statement stopped for its budget or a statement timeout, through drizzle's wrapping. */
export function isBudgetSpent(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause instanceof StatementBudgetSpent) return true;
    if ((cause as { code?: unknown }).code === queryCanceled) return true;
  }
  return false;
}

import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How long each statement of the work in progress may take, and the signal that its client has gone. A statement
 * running longer, or still running when the client goes, is cancelled in the database (postgres-pool.ts); the
 * embedded database cannot stop a statement once it runs, so there a statement that has waited longer for its turn
 * is never started. Work outside a request (jobs, imports, commands) has no budget: only the connection's own time
 * limit applies. The wait for a pooled connection is not counted: DATABASE_TIMEOUT_SECONDS bounds it.
 */
export type StatementBudget = { ms: number; signal: AbortSignal };

const budgets = new AsyncLocalStorage<StatementBudget>();

/** Runs `work` (and everything it starts) within `budget`. */
export const withStatementBudget = <T>(budget: StatementBudget, work: () => T): T =>
  budgets.run(budget, work);

/**
 * Runs `work` within the current budget, but not stopped when the current client goes away: work that other
 * requests share (a remembered list or page they wait for) is not one client's to give up.
 */
export function sharedWithinBudget<T>(work: () => T): T {
  const budget = budgets.getStore();
  return budget ? budgets.run({ ms: budget.ms, signal: neverAborted }, work) : work();
}
const neverAborted = new AbortController().signal;

/** Runs `work` (and everything it starts) without a budget: work a request starts that outlives it. */
export const outsideStatementBudget = <T>(work: () => T): T => budgets.exit(work);

/** The budget of the work in progress, undefined outside one. */
export const statementBudget = (): StatementBudget | undefined => budgets.getStore();

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

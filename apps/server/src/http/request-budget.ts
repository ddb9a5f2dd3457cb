import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withStatementBudget } from '../db/statement-budget.ts';

export type RequestBudgets = {
  /** How long a statement of a public read may take: anything a visitor can ask without an account. */
  publicReadMs: number;
  /** How long a statement of any other request may take: a write, the admin's views. */
  otherMs: number;
};

const neverAborted = new AbortController().signal;

/** A visitor's read: the same work whoever asks, so the bound an anonymous request gets. */
const isPublicRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/site/');

/**
 * Gives every request's statements a budget of database time (db/statement-budget.ts): a public read's statement is
 * cancelled once it has run past its budget or its client has gone, so that no request a visitor crafts keeps the
 * database busy for seconds, nor after it was given up on. A write is never cut short by its client leaving: it runs
 * to its end or its time limit, and its transaction keeps it whole either way.
 */
export function budgetRequests(app: FastifyInstance, budgets: RequestBudgets) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!isPublicRead(request)) {
      withStatementBudget({ ms: budgets.otherMs, signal: neverAborted }, done);
      return;
    }
    const clientGone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) clientGone.abort();
    });
    withStatementBudget({ ms: budgets.publicReadMs, signal: clientGone.signal }, done);
  });
}

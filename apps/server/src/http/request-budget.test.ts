import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { makeEstate, makeUser } from '../../test/factories.ts';
import { isBudgetSpent, withStatementBudget } from '../db/statement-budget.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const search = '/api/estates/search?type=apartment&rent=0';
const budgetSpent =
  'Zapytanie trwało zbyt długo. Spróbuj ponownie za chwilę lub zawęź kryteria wyszukiwania.';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_READ_BUDGET_MS: '100' });
  const { userId } = await makeUser(t.db);
  await makeEstate(t.db, userId, { title: 'Mieszkanie na Starym Mieście' });
});
afterAll(() => t.close());

const budget = (ms: number) => ({ ms, signal: new AbortController().signal });

/** What PostgreSQL runs for the test's database now, but the asking connection itself. */
async function runningStatements(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ query: string }>(
    `select query from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
  );
  return rows.map((row) => row.query);
}

/** The statements that wait for a lock in the test's database. */
async function waitingForLocks(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ query: string }>(
    `select query from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
  );
  return rows.map((row) => row.query);
}

/** A connection of the test's own, beside the app's pools, on PostgreSQL. */
async function withOwnConnection<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

describe('a statement within its budget', () => {
  it('is stopped once past its budget, and leaves nothing running in the database', async () => {
    if (!t.databaseUrl) {
      // The embedded database runs one statement at a time on this thread: one queued behind a long one is not
      // started once it has waited longer than its budget (the long one is sent to the client itself, to be first).
      const client = (t.db as unknown as { $client: PGlite }).$client;
      const queuedAt = performance.now();
      const ahead = withStatementBudget(budget(60_000), () =>
        client.query('select count(*) from generate_series(1, 3000000)'),
      );
      const behind = withStatementBudget(budget(50), async () => await t.db.execute(sql`select 1`));
      await ahead;
      const error = await behind.catch((failure: unknown) => failure);
      expect(performance.now() - queuedAt, 'the long statement outlasted the budget').toBeGreaterThan(50);
      expect(isBudgetSpent(error)).toBe(true);
      return;
    }
    const error = await withStatementBudget(budget(100), async () =>
      t.db.execute(sql`select pg_sleep(30)`).catch((failure: unknown) => failure),
    );
    expect(isBudgetSpent(error)).toBe(true);
    expect(await withOwnConnection(runningStatements)).toEqual([]);
    // The connection the statement ran on serves the next one.
    expect((await t.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });
});

describe("a visitor's read", () => {
  it('is answered 503 in Polish once it has waited out its budget, and stops costing the database', async () => {
    if (!t.databaseUrl) {
      // A transaction of another caller holds the embedded database: the request's statements wait for it, and
      // those that have waited longer than their budget are never started.
      const client = (t.db as unknown as { $client: PGlite }).$client;
      let release = () => {};
      const held = client.transaction(() => new Promise<void>((resolve) => (release = resolve)));
      // Its statements wait from when the request sends them: its first statement tells when.
      const send = client.query;
      const firstStatement = new Promise<void>((sent) => {
        client.query = ((...args: Parameters<PGlite['query']>) => {
          sent();
          return send.apply(client, args);
        }) as PGlite['query'];
      });
      const answer = t.app.inject({ url: search });
      await firstStatement;
      client.query = send;
      await new Promise((budgetPassed) => setTimeout(budgetPassed, 150));
      release();
      await held;
      expect((await answer).statusCode).toBe(503);
      expect((await answer).json()).toEqual({ error: budgetSpent });
      return;
    }
    await withOwnConnection(async (holder) => {
      // A transaction holding the ads' table: the request's statements wait for it, as behind any long statement.
      await holder.query('begin; lock table estates in access exclusive mode');
      const answer = await t.app.inject({ url: search });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBeDefined();
      expect(answer.json()).toEqual({ error: budgetSpent });
      // Each of its statements is cancelled past its budget; the answer may leave as the first one ends. A
      // connection the pool closes after its cancelled statement may show as active a moment longer, no longer
      // waiting for the table.
      await vi.waitFor(async () => expect(await waitingForLocks(holder)).toEqual([]), { timeout: 2_000 });
      await holder.query('rollback');
    });
  });

  it('is answered as usual once the database is free again', async () => {
    const answer = await t.app.inject({ url: search });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().rows.map((row: { title: string }) => row.title)).toEqual([
      'Mieszkanie na Starym Mieście',
    ]);
  });
});

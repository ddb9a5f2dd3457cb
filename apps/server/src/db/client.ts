import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Assume } from 'drizzle-orm/utils';
import type pg from 'pg';
import { pino } from 'pino';
import { type DatabaseSettings, loadConfig } from '../config.ts';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import { createPool } from './postgres-pool.ts';
import * as schema from './schema.ts';
import { StatementBudgetSpent, statementBudget } from './statement-budget.ts';

export type Schema = typeof schema;

/**
 * What both drivers answer to a raw statement (`db.execute`): node-postgres a QueryResult, PGlite its Results,
 * each with the rows. Declaring only that lets one Db type stand for either driver without a cast.
 */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}
export type RowsResult<Row> = { rows: Row[] };
export type Db = PgDatabase<RowsResultHKT, Schema>;

export type Database = { db: Db; close: () => Promise<void> } & (
  | {
      kind: 'pglite';
      /** The embedded database itself, for what only PGlite does (its migrator, a dump of its data). */
      client: PGlite;
    }
  | {
      kind: 'postgres';
      /** PostgreSQL itself, never a pooler: for what keeps a session (LISTEN, the start-up lock, migrations). */
      directUrl: string;
      /** Each connection pool by name, for the metrics. */
      pools: Record<string, pg.Pool>;
    }
);

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** How to talk to PostgreSQL; the configuration's defaults when omitted (tests, benchmarks). */
  settings?: DatabaseSettings | undefined;
};

// PostgreSQL when a URL is given, otherwise embedded PGlite in DATA_DIR/db (or in memory when dataDir is omitted).
export async function openDatabase({ databaseUrl, dataDir, settings }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, settings ?? loadConfig({}));
  return openPglite(dataDir ? join(dataDir, 'db') : undefined);
}

/**
 * How PostgreSQL plans a named statement: 'fixed', one generic plan per connection; 'per-call', planned for its values
 * on every call; 'auto', PostgreSQL's own choice. db/statements.ts says which suits which statement.
 */
export type PlanMode = 'fixed' | 'per-call' | 'auto';

const plannedDbs = new WeakMap<Db, Record<Exclude<PlanMode, 'auto'>, Db>>();

/**
 * The connections that plan named statements in `mode`: on PostgreSQL's own connections a pool of their own for each
 * forced mode; the same database where it has no such pools (PGlite, or through a pooler, where every statement is
 * planned for its values). Only db/statements.ts asks: a feature names the mode of its statement there.
 */
export const withPlanMode = (db: Db, mode: PlanMode): Db =>
  mode === 'auto' ? db : (plannedDbs.get(db)?.[mode] ?? db);

/**
 * Every query of the portal is short: compiling a plan with LLVM, or starting parallel workers for a page of 24 ads,
 * for plans the planner merely guesses to be costly, costs more than it saves (bench/README.md, "Parallel
 * workers"). The benchmarks replay SQL under the same settings.
 */
export const plannerSettings = 'set jit = off; set max_parallel_workers_per_gather = 0';

function openPostgres(connectionString: string, config: DatabaseSettings): Database {
  const log = pino({ level: config.LOG_LEVEL });
  const settings = {
    connectionString,
    size: config.DATABASE_POOL_SIZE,
    timeoutMs: config.DATABASE_TIMEOUT_SECONDS * 1000,
  };
  const directUrl = config.DATABASE_DIRECT_URL ?? connectionString;
  const on = (connections: pg.Pool): Db => drizzlePg(connections, { schema });
  if (config.DATABASE_POOLER === 'transaction') {
    // A pooler in transaction mode lends a server connection for one transaction at a time, so nothing may rely on
    // a session: one pool, statements unnamed and so planned for their values on every call, and jit and the
    // statement time limit left to the database's own settings (ALTER DATABASE … SET jit = off, statement_timeout).
    const pool = createPool({ ...settings, unnamedStatements: true }, log);
    return postgresDatabase(on(pool), directUrl, { default: pool });
  }
  // A statement outlives no request or job that waits for it: the server ends it when the driver stops waiting.
  // Set on each new connection rather than as startup options, which poolers refuse.
  const session = `${plannerSettings}; set statement_timeout = ${settings.timeoutMs}`;
  const poolWith = (planCacheMode?: string) =>
    createPool(
      {
        ...settings,
        sessionSetup: planCacheMode ? `${session}; set plan_cache_mode = ${planCacheMode}` : session,
      },
      log,
    );
  const pool = poolWith();
  const fixedPlanPool = poolWith('force_generic_plan');
  const perCallPlanPool = poolWith('force_custom_plan');
  const db = on(pool);
  plannedDbs.set(db, { fixed: on(fixedPlanPool), 'per-call': on(perCallPlanPool) });
  return postgresDatabase(db, directUrl, {
    default: pool,
    'fixed-plans': fixedPlanPool,
    'plans-per-call': perCallPlanPool,
  });
}

function postgresDatabase(db: Db, directUrl: string, pools: Record<string, pg.Pool>): Database {
  return {
    db,
    kind: 'postgres',
    directUrl,
    pools,
    close: async () => {
      await Promise.all(Object.values(pools).map((pool) => pool.end()));
    },
  };
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const unlock = dir ? lockEmbeddedDatabase(dir) : () => undefined;
  // The options object, never a positional data dir: a positional first argument silently drops the options.
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), relaxedDurability: false }).catch(
    (error: unknown) => {
      unlock();
      throw error;
    },
  );
  const db = embeddedDb(client);
  // Closed, the folder is free for the next process: a command that prepares a database, then starts the portal on it.
  const close = () => client.close().finally(unlock);
  return { db, kind: 'pglite', client, close };
}

/** Drizzle on an embedded database, its statements within their requests' budgets. */
export function embeddedDb(client: PGlite): Db {
  startWithinBudget(client);
  return drizzlePglite(client, { schema });
}

/**
 * PGlite runs one statement at a time, on this thread, and cannot stop one once it runs: a request's statement waits
 * for its turn here, and is not started once it has waited longer than its budget or its client has gone, so that a
 * queue of given-up requests does not keep the database busy for the ones still waiting.
 */
function startWithinBudget(client: PGlite) {
  const query = client.query.bind(client);
  let turn: Promise<unknown> = Promise.resolve();
  client.query = ((...args: Parameters<PGlite['query']>) => {
    const budget = statementBudget();
    if (!budget) return query(...args);
    const queuedAt = performance.now();
    const mine = turn.then(() => {
      if (budget.signal.aborted || performance.now() - queuedAt > budget.ms) throw new StatementBudgetSpent();
      return query(...args);
    });
    turn = mine.catch(() => undefined);
    return mine;
  }) as PGlite['query'];
}

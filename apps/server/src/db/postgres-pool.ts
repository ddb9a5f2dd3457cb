import pg from 'pg';
import type { BaseLogger } from 'pino';

export type PoolSettings = {
  connectionString: string;
  size: number;
  /** How long to wait for a connection (new or free) and for the answer to one statement. */
  timeoutMs: number;
  /** Startup options of every connection (`-c name=value`). */
  options: string;
};

/**
 * A pool that outlives its database: a restart, a failover, a proxy or `pg_terminate_backend` ending a connection
 * is logged, and the connection dropped, instead of ending the process (pg emits an unhandled 'error' otherwise);
 * a database that stops answering fails the statement after `timeoutMs` instead of holding the request forever.
 */
export function createPool(settings: PoolSettings, log: Pick<BaseLogger, 'warn'>): pg.Pool {
  const pool = new pg.Pool({
    connectionString: settings.connectionString,
    max: settings.size,
    options: settings.options,
    connectionTimeoutMillis: settings.timeoutMs,
    query_timeout: settings.timeoutMs,
  });
  // An idle connection that ends: the pool has already dropped it, and a new one is made when needed.
  pool.on('error', (error) => log.warn({ reason: error.message }, 'database: an idle connection was lost'));
  pool.on('connect', (client) => {
    // A connection in use that ends fails its statement too, and that failure is what the request reports.
    client.on('error', () => {});
  });
  // pg's query_timeout stops waiting but leaves the statement running, and the connection answers nothing else
  // until it ends; drizzle gives a transaction's connection back without the error that would drop it, so the
  // next request could even run inside that unfinished transaction. Such a connection is closed instead.
  pool.on('release', (error, client) => {
    if (!error && !(client as unknown as { readyForQuery: boolean }).readyForQuery) void client.end();
  });
  return pool;
}

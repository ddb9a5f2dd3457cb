import pg from 'pg';
import type { BaseLogger } from 'pino';

export type PoolSettings = {
  connectionString: string;
  size: number;
  /** How long to wait for a connection (new or free) and for the answer to one statement. */
  timeoutMs: number;
  /**
   * Statements run on each new connection before its first use (`set …`): only on PostgreSQL's own connections,
   * whose session is theirs alone. Through a pooler in transaction mode a session setting would stay with the
   * server connection and reach other clients.
   */
  sessionSetup?: string;
  /**
   * Every statement sent unnamed: a named statement is prepared once per connection and only bound afterwards, and
   * through a pooler in transaction mode the next call may reach a server connection that never prepared it.
   */
  unnamedStatements?: boolean;
};

/**
 * A pool that outlives its database: a restart, a failover, a proxy or `pg_terminate_backend` ending a connection
 * is logged, and the connection dropped, instead of ending the process (pg emits an unhandled 'error' otherwise);
 * a database that stops answering fails the statement after `timeoutMs` instead of holding the request forever.
 */
export function createPool(settings: PoolSettings, log: Pick<BaseLogger, 'warn'>): pg.Pool {
  const { sessionSetup } = settings;
  const pool = new pg.Pool({
    connectionString: settings.connectionString,
    max: settings.size,
    connectionTimeoutMillis: settings.timeoutMs,
    query_timeout: settings.timeoutMs,
    Client: settings.unnamedStatements ? UnnamedStatementsClient : pg.Client,
    // pg-pool awaits it before the connection's first use; a failure drops the connection and fails that use.
    onConnect: sessionSetup ? (client) => client.query(sessionSetup) : undefined,
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

/**
 * Drops the name drizzle's `.prepare(name)` gives a statement, in one place rather than at every call site: pg then
 * parses, binds and runs it in one round trip on whichever server connection the pooler lends.
 */
class UnnamedStatementsClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; the arguments pass through as given.
  override query(config: any, ...rest: any[]): any {
    if (typeof config === 'object' && config?.name) {
      const { name: _, ...unnamed } = config;
      return super.query(unnamed, ...rest);
    }
    return super.query(config, ...rest);
  }
}

type Reading = { labels: Record<string, string>; value: number };

/** The connections of each pool by state, for the metrics: busy ones run a statement, waiting are requests queued. */
export function poolConnections(pools: Record<string, pg.Pool>): Reading[] {
  return Object.entries(pools).flatMap(([pool, { totalCount, idleCount, waitingCount }]) => [
    { labels: { pool, state: 'idle' }, value: idleCount },
    { labels: { pool, state: 'busy' }, value: totalCount - idleCount },
    { labels: { pool, state: 'waiting' }, value: waitingCount },
  ]);
}

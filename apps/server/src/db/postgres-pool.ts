import pg from 'pg';
import type { BaseLogger } from 'pino';
import { StatementBudgetSpent, statementBudget } from './statement-budget.ts';

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
    Client: settings.unnamedStatements ? UnnamedStatementsClient : BudgetedClient,
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

type Callback = (error: Error | null, result?: pg.QueryResult) => void;
const cancelAgainMs = 250;
type ClientInternals = {
  _activeQuery: unknown;
  _queryQueue: unknown[];
  processID: number;
  secretKey: number;
};

/**
 * Keeps each statement within its request's budget (statement-budget.ts): not sent once the client has gone, and
 * cancelled in PostgreSQL when it runs past the budget or the client goes away meanwhile, so that a request given up
 * on stops costing the database. The connection stays usable: PostgreSQL ends only the statement.
 */
class BudgetedClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; the arguments pass through as given.
  override query(config: any, values?: any, callback?: any): any {
    const budget = statementBudget();
    if (!budget || typeof config?.submit === 'function') return super.query(config, values, callback);
    const given: Callback | undefined = typeof values === 'function' ? values : callback;
    let settle: Callback = () => {};
    const promise = given
      ? undefined
      : new Promise<pg.QueryResult>((resolve, reject) => {
          settle = (error, result) => (error ? reject(error) : resolve(result as pg.QueryResult));
        });
    let finished = false;
    const finish: Callback = (error, result) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      budget.signal.removeEventListener('abort', stop);
      (given ?? settle)(error, result);
    };
    const query = new pg.Query(config, typeof values === 'function' ? undefined : values, finish as never);
    // PostgreSQL ignores a cancel request that reaches the server before the statement does: asked again until the
    // statement ends.
    const stop = () => {
      this.stop(query, finish);
      if (!finished) timer = setTimeout(stop, cancelAgainMs);
    };
    let timer = setTimeout(stop, budget.ms);
    budget.signal.addEventListener('abort', stop, { once: true });
    if (budget.signal.aborted) stop();
    else super.query(query);
    return promise;
  }

  /** A running statement is cancelled (PostgreSQL then fails it); a waiting one is never sent. */
  private stop(query: pg.Query, finish: Callback) {
    const self = this as unknown as ClientInternals;
    if (self._activeQuery === query) {
      cancelStatement(this.host, this.port, self.processID, self.secretKey);
      return;
    }
    const waiting = self._queryQueue.indexOf(query);
    if (waiting >= 0) self._queryQueue.splice(waiting, 1);
    finish(new StatementBudgetSpent());
  }
}

/** PostgreSQL's cancel request, on a connection of its own as the protocol wants; a pooler passes it on. */
function cancelStatement(host: string, port: number, processID: number, secretKey: number) {
  // pg's typings leave out the two calls a cancel request needs.
  const connection = new pg.Connection() as pg.Connection & {
    connect(...target: [string] | [number, string]): void;
    cancel(processID: number, secretKey: number): void;
  };
  // The statement then ends at the server's own time limit at the latest: nothing to report.
  connection.on('error', () => {});
  connection.on('connect', () => connection.cancel(processID, secretKey));
  if (host.startsWith('/')) connection.connect(`${host}/.s.PGSQL.${port}`);
  else connection.connect(port, host);
}

/**
 * Drops the name drizzle's `.prepare(name)` gives a statement, in one place rather than at every call site: pg then
 * parses, binds and runs it in one round trip on whichever server connection the pooler lends.
 */
class UnnamedStatementsClient extends BudgetedClient {
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

import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

const channel = 'portal_lists_changed';
const firstPauseMs = 1000;
const longestPauseMs = 30_000;

type Log = { warn: (details: object, message: string) => void };

/** Tells every instance listening on the database (this one too) that ads changed. */
export async function announceListChange(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, '')`);
}

/**
 * Calls `onChange` whenever an instance announces a change to ads, on a connection of its own; when that
 * connection is lost it connects again with growing pauses, and calls `onChange` once connected, since changes
 * made meanwhile went unheard. Answers a function that stops listening. `directUrl` leads to PostgreSQL itself: a
 * pooler in transaction mode would hand the LISTEN's server connection to others and deliver nothing.
 */
export function listenForListChanges(directUrl: string, onChange: () => void, log: Log) {
  let current: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pause = firstPauseMs;

  // A lost client reports both 'error' and 'end': only the first report of the current client reconnects.
  const retryLater = (client: pg.Client) => {
    if (client !== current || stopped) return;
    current = undefined;
    client.end().catch(() => {});
    timer = setTimeout(connect, pause);
    pause = Math.min(pause * 2, longestPauseMs);
  };

  async function connect() {
    const client = new pg.Client({ connectionString: directUrl });
    current = client;
    client.on('notification', onChange);
    client.on('error', (error) => {
      log.warn({ err: error }, 'list change feed lost; listening again soon');
      retryLater(client);
    });
    client.on('end', () => retryLater(client));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      pause = firstPauseMs;
      onChange();
    } catch (error) {
      log.warn({ err: error }, 'list change feed not connected; trying again soon');
      retryLater(client);
    }
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current?.end();
  };
}

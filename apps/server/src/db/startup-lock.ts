import pg from 'pg';

// Any fixed number shared by every instance; pg_advisory_lock takes a bigint key.
const startupLockKey = 0x706f7274;

/**
 * Runs the start-up work that changes the database (migrations, loading places, seeding a demo) while holding a
 * PostgreSQL advisory lock on a connection of its own, so that instances started together do it one after another
 * and the later ones find it done. The embedded database belongs to one process and needs no lock. `directUrl` leads
 * to PostgreSQL itself: through a pooler in transaction mode the session's lock would stay with a server connection
 * lent to others, and outlive this client.
 */
export async function underStartupLock<T>(directUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!directUrl) return work();
  const client = new pg.Client({ connectionString: directUrl });
  // A lost connection fails the statement in progress; without a listener its 'error' event would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startupLockKey]);
    return await work();
  } finally {
    // Ending the session releases the lock, also when the work failed.
    await client.end();
  }
}

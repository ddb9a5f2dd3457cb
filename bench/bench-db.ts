import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/demo/seed-demo.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { loadPlaces } from '../apps/server/src/db/places/load-places.ts';
import { createLocalStorage } from '../apps/server/src/infra/storage/local-storage.ts';

/** Creates the database named in the URL when the server does not have it yet (a fresh bench machine). */
async function createIfMissing(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

/**
 * Brings the bench database to at least `ads` demo ads: migrated, localities loaded, topped up with the demo
 * generator (a database that already has them is reused as it is), then vacuumed and analysed so that the
 * planner's statistics and index-only scans are those of a database in service.
 */
export async function prepareBenchDatabase(databaseUrl: string, dataDir: string, ads: number) {
  await createIfMissing(databaseUrl);
  // Filling and vacuuming 1,000,000 ads outlast a request's time limit, the more so on a busy machine.
  const settings = loadConfig({ DATABASE_TIMEOUT_SECONDS: '3600' });
  const database = await openDatabase({ databaseUrl, settings });
  try {
    await migrate(database);
    await loadPlaces(database.db);
    const [row] = (
      await database.db.execute<{ count: number }>(sql`select count(*)::int as count from estates`)
    ).rows;
    const existing = row?.count ?? 0;
    if (existing >= ads) {
      // A reused database may hold writes of an earlier run (an import bench): fresh statistics and visibility
      // map, as autovacuum keeps them in service, so that index-only scans stay index-only.
      await database.db.execute(sql`vacuum analyze`);
      return { ads: existing, seeded: 0, seconds: 0 };
    }
    const started = performance.now();
    let reported = 0;
    await seedDemo({
      db: database.db,
      storage: createLocalStorage(join(dataDir, 'storage')),
      ads: ads - existing,
      seed: 7 + existing,
      onProgress(done, total) {
        if (done < total && performance.now() - reported < 10_000) return;
        reported = performance.now();
        console.log(`  seeding ${done} / ${total} ads`);
      },
    });
    await database.db.execute(sql`vacuum analyze`);
    return { ads, seeded: ads - existing, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}

// Prints the query plan of every list and search query on a database with 100,000 generated ads and fails when one
// of them reads the whole estates table. PGlite in memory by default; DATABASE_URL for a PostgreSQL server (the
// database must be empty: it is migrated, filled with localities and ads, and kept).
// Run: node apps/server/scripts/explain-queries.ts [number of ads]
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { loadPlaces } from '../src/db/places/load-places.ts';
import { explain, explainCases, readsEveryAd } from './explain-cases.ts';
import { fillEstates } from './explain-fill.ts';

const count = Number(process.argv[2] ?? 100_000);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  await migrate(database);
  await loadPlaces(database.db);
  console.log(`Filling ${count} ads…`);
  await fillEstates(database.db, count);
  const failures: string[] = [];
  for (const [name, query] of Object.entries(await explainCases(database.db))) {
    const plan = await explain(database.db, query);
    console.log(`\n### ${name}\n${plan}`);
    if (readsEveryAd(plan)) failures.push(name);
  }
  console.log(
    failures.length ? `\nSeq Scan on estates in: ${failures.join(', ')}` : '\nNo Seq Scan on estates.',
  );
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await database.close();
}

// npm run seed -- --ads 1000000 [--seed 7]: adds demo ads to the configured database (DATABASE_URL or the PGlite
// in DATA_DIR), after migrating it and loading the localities when they are missing.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { bulkDatabaseSettings, loadConfig } from '../config.ts';
import { createLocalStorage } from '../infra/storage/local-storage.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { migrate } from './migrate.ts';
import { openDatabaseOrExit } from './open-database-or-exit.ts';
import { loadPlaces } from './places/load-places.ts';

const { values } = parseArgs({
  options: { ads: { type: 'string', default: '2000' }, seed: { type: 'string' } },
});
const ads = Number(values.ads);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
if (!Number.isSafeInteger(ads) || ads < 0 || !Number.isSafeInteger(seed)) {
  console.error('usage: npm run seed -- --ads <count> [--seed <integer>]');
  process.exit(2);
}

const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);
const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const database = await openDatabaseOrExit({
  databaseUrl: config.DATABASE_URL,
  dataDir,
  settings: bulkDatabaseSettings(config),
});
try {
  await migrate(database);
  const places = await loadPlaces(database.db);
  console.log(
    `database: ${database.kind}; migrated${places > 0 ? `, loaded ${places} localities` : ''} in ${seconds(started)}`,
  );

  const seeding = performance.now();
  let lastReport = 0;
  const counts = await seedDemo({
    db: database.db,
    storage: createLocalStorage(join(dataDir, 'storage')),
    ads,
    seed,
    onProgress(done, total) {
      if (done < total && performance.now() - lastReport < 2000) return;
      lastReport = performance.now();
      const rate = Math.round(done / ((performance.now() - seeding) / 1000));
      console.log(`  ${done.toLocaleString('pl-PL')} / ${total.toLocaleString('pl-PL')} ads (${rate}/s)`);
    },
  });
  console.log(
    `seed ${seed}: ${counts.ads} ads, ${counts.photos} photos, ${counts.users} users, ` +
      `${counts.poolImages} pool images drawn, in ${seconds(seeding)} (total ${seconds(started)})`,
  );
} finally {
  await database.close();
}

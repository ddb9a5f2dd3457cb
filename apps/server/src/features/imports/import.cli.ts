// `npm run import -- --integration N [--file PATH]`: runs an integration's import now on the configured database;
// `npm run import -- --run N` imports run N's package again (the offers it left out), as 'Importuj ponownie' does.
// With the embedded database it is refused while the server runs (one process at a time opens DATA_DIR/db); on
// PostgreSQL the server may keep running (the import takes the integration's lock).
import { resolve } from 'node:path';
import { bulkDatabaseSettings, loadConfig } from '../../config.ts';
import { migrate } from '../../db/migrate.ts';
import { openDatabaseOrExit } from '../../db/open-database-or-exit.ts';
import { createStorage } from '../../infra/storage/create-storage.ts';
import { parseImportCommand, runImportCommand } from './import-command.ts';

const command = parseImportCommand(process.argv.slice(2));
if (typeof command === 'string') {
  console.error(command);
  process.exit(2);
}

const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);
const database = await openDatabaseOrExit({
  databaseUrl: config.DATABASE_URL,
  dataDir,
  settings: bulkDatabaseSettings(config),
});
try {
  await migrate(database);
  const context = {
    config: { ...config, DATA_DIR: dataDir },
    db: database.db,
    storage: createStorage(config, dataDir),
  };
  const { lines, ok } = await runImportCommand(context, command);
  for (const line of lines) console.log(line);
  if (!ok) process.exitCode = 1;
} finally {
  await database.close();
}

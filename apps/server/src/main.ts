import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoAccounts, seedIfEmpty } from './db/demo/seed-demo.ts';
import { migrate } from './db/migrate.ts';
import { loadPlaces } from './db/places/load-places.ts';
import { createListCache } from './features/estates/list-cache.ts';
import { endDeadRuns } from './features/imports/run-heartbeat.ts';
import { startFtpServer } from './infra/ftp/ftp-server.ts';
import { ftpSettings } from './infra/ftp/ftp-settings.ts';
import { integrationLogin } from './infra/ftp/integration-login.ts';
import { startMailSender } from './infra/mail/mail-sender.ts';
import { createMailTransport } from './infra/mail/mail-transport.ts';
import { loadSecrets } from './infra/secrets.ts';
import { createStorage } from './infra/storage/create-storage.ts';
import { expireEstates } from './jobs/expire-estates.ts';
import { importPackagesJob } from './jobs/import-packages.job.ts';
import { startScheduler } from './jobs/scheduler.ts';

const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
await migrate(database);
// Imports cut by a crash or a kill of an earlier server are ended as failed; their packages then go in again.
await endDeadRuns(database.db, config.IMPORT_HEARTBEAT_SECONDS);
const storage = createStorage(config, dataDir);
const secrets = loadSecrets({ ...config, DATA_DIR: dataDir });
const mail = createMailTransport({
  smtpUrl: config.SMTP_URL,
  from: config.MAIL_FROM,
  dataDir,
  log: (line) => console.log(line),
});
const listCache = createListCache(config.PUBLIC_LIST_CACHE_SECONDS);
const app = await buildApp({ config, db: database.db, storage, mail, secrets, listCache });

const places = await loadPlaces(database.db);
if (places > 0) app.log.info(`loaded ${places} localities`);
const seeded = await seedIfEmpty({ db: database.db, storage, ads: config.DEMO_ADS });
if (seeded) app.log.info(`seeded ${seeded.ads} demo ads`);

await app.listen({ port: config.PORT, host: config.HOST });
const ftpConfig = ftpSettings(config);
// A taken FTP port must not take the web portal down with it: the error is logged and the site runs on.
const ftp =
  ftpConfig &&
  (await startFtpServer(ftpConfig, integrationLogin(database.db, secrets.secretKey, dataDir), app.log).catch(
    (error: unknown) => {
      app.log.error({ err: error }, `FTP server not started on port ${config.FTP_PORT}`);
      return undefined;
    },
  ));
const stopMailSender = startMailSender(database.db, mail, app.log);
const imports = importPackagesJob(
  { config: { ...config, DATA_DIR: dataDir }, db: database.db, storage },
  { settleSeconds: config.IMPORT_SETTLE_SECONDS, keepDays: config.IMPORT_KEEP_DAYS },
);
// Imported packages change ads as the API's writes do: the lists' cache goes with them.
const clearing = async (run: Promise<{ packages: number }>) => {
  const report = await run;
  if (report.packages > 0) listCache.clear();
  return report;
};
const stopScheduler = startScheduler(
  [
    {
      name: 'expire-estates',
      pattern: config.EXPIRY_CRON,
      run: () =>
        expireEstates(database.db, storage, { removeAfterMonths: config.REMOVE_AFTER_EXPIRY_MONTHS }),
    },
    {
      name: 'import-packages',
      pattern: '* * * * *',
      run: () => clearing(imports.everyMinute()),
      frequent: true,
    },
    { name: 'import-packages-nightly', pattern: '15 2 * * *', run: () => clearing(imports.nightly()) },
  ],
  app.log,
);
console.log(`\nPortal: ${config.publicUrl}  (database: ${database.kind}, data: ${dataDir})`);
if (ftp) console.log(`FTP import: ftp://${config.FTP_PUBLIC_HOST}:${ftp.port}`);
console.log('Demo accounts (password demo1234):');
for (const account of demoAccounts) console.log(`  ${account.email.padEnd(28)} ${account.role}`);

// Stop taking requests, let those in flight finish, then close the database: no write is cut in half.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  const timer = setTimeout(() => process.exit(1), 15_000);
  await app.close();
  await ftp?.close();
  await stopScheduler();
  await stopMailSender();
  await database.close();
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

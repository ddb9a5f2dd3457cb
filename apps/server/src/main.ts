import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { checkDemoPasswords } from './db/demo/demo-passwords.ts';
import { demoAccounts, demoPassword, seedIfEmpty } from './db/demo/seed-demo.ts';
import { openListCache } from './db/list-cache.ts';
import { migrate } from './db/migrate.ts';
import { openDatabaseOrExit } from './db/open-database-or-exit.ts';
import { loadPlaces } from './db/places/load-places.ts';
import { poolConnections } from './db/postgres-pool.ts';
import { underStartupLock } from './db/startup-lock.ts';
import { refreshLocalMarkets } from './features/estates/refresh-local-markets.ts';
import { integrationLogin } from './features/imports/integration-login.ts';
import { endDeadRuns } from './features/imports/run-heartbeat.ts';
import { startFtpServer } from './infra/ftp/ftp-server.ts';
import { ftpSettings } from './infra/ftp/ftp-settings.ts';
import { startMailSender } from './infra/mail/mail-sender.ts';
import { createMailTransport } from './infra/mail/mail-transport.ts';
import { outboxBacklog } from './infra/mail/outbox-store.ts';
import { createMetrics } from './infra/metrics/metrics.ts';
import { startMetricsServer } from './infra/metrics/metrics-server.ts';
import { loadSecrets } from './infra/secrets.ts';
import { createStorage } from './infra/storage/create-storage.ts';
import { portalJobs } from './jobs/schedule.ts';
import { startScheduler } from './jobs/scheduler.ts';

const config = loadConfig();
const dataDir = resolve(config.DATA_DIR);
const database = await openDatabaseOrExit({ databaseUrl: config.DATABASE_URL, dataDir, settings: config });
const storage = createStorage(config, dataDir);
const directUrl = database.kind === 'postgres' ? database.directUrl : undefined;
const { secrets, places, seeded } = await underStartupLock(directUrl, async () => {
  await migrate(database);
  return {
    secrets: await loadSecrets(database.db, { ...config, DATA_DIR: dataDir }),
    places: await loadPlaces(database.db),
    seeded: await seedIfEmpty({ db: database.db, storage, ads: config.DEMO_ADS, duplicates: 6 }),
  };
});
// Imports cut by a crash or a kill of an earlier server are ended as failed; their packages then go in again.
await endDeadRuns(database.db, config.IMPORT_HEARTBEAT_SECONDS);
const mail = createMailTransport({
  smtpUrl: config.SMTP_URL,
  from: config.MAIL_FROM,
  dataDir,
  log: (line) => console.log(line),
});
const listCache = openListCache(database, config.PUBLIC_LIST_CACHE_SECONDS);
const metrics = createMetrics();
metrics.gauge('portal_mail_outbox_messages', 'E-mails not yet delivered, by state', ['state'], () =>
  outboxBacklog(database.db),
);
if (database.kind === 'postgres')
  metrics.gauge(
    'portal_db_pool_connections',
    'Database connections of each pool, by state',
    ['pool', 'state'],
    () => poolConnections(database.pools),
  );
const app = await buildApp({ config, db: database.db, storage, mail, secrets, listCache, metrics });

if (places > 0) app.log.info(`loaded ${places} localities`);
if (seeded) app.log.info(`seeded ${seeded.ads} demo ads`);
const demoLogins = await checkDemoPasswords(database.db, config.DEMO_ADS > 0, app.log);

// The ad pages' local markets before the first visitor; the job keeps them after that. A database too busy for it
// now must not keep the portal from starting: the job tries again within minutes.
await refreshLocalMarkets(database.db).then(
  (report) => app.log.info(`local markets: ${JSON.stringify(report)}`),
  (error: unknown) => app.log.warn({ err: error }, 'local markets not refreshed at start; the job will'),
);

listCache.listen(app.log);
await app.listen({ port: config.PORT, host: config.HOST });
const ftpConfig = ftpSettings(config);
// A taken FTP port must not take the web portal down with it: the error is logged and the site runs on.
const ftp =
  ftpConfig &&
  (await startFtpServer(
    ftpConfig,
    integrationLogin(database.db, secrets.secretKey, config.ftpDir),
    app.log,
  ).catch((error: unknown) => {
    app.log.error({ err: error }, `FTP server not started on port ${config.FTP_PORT}`);
    return undefined;
  }));
// Like FTP, a taken metrics port is logged and the site runs on.
const metricsServer =
  config.METRICS_PORT > 0
    ? await startMetricsServer(metrics.registry, config.METRICS_PORT, config.METRICS_HOST).catch(
        (error: unknown) => {
          app.log.error({ err: error }, `metrics not served on port ${config.METRICS_PORT}`);
          return undefined;
        },
      )
    : undefined;
const stopMailSender = startMailSender(database.db, mail, app.log);
const stopScheduler = startScheduler(
  portalJobs({
    config: { ...config, DATA_DIR: dataDir },
    db: database.db,
    storage,
    secrets,
    listCache,
    metrics,
  }),
  app.log,
  (job, outcome) => metrics.jobRuns.inc({ job, outcome }),
);
console.log(`\nPortal: ${config.publicUrl}  (database: ${database.kind}, data: ${dataDir})`);
if (ftp) console.log(`FTP import: ftp://${config.FTP_PUBLIC_HOST}:${ftp.port}`);
if (metricsServer) console.log(`Metrics: http://${config.METRICS_HOST}:${metricsServer.port}/metrics`);
const openDemoAccounts = demoAccounts.filter((account) => demoLogins.includes(account.email));
if (openDemoAccounts.length > 0) console.log(`Demo accounts (password ${demoPassword}):`);
for (const account of openDemoAccounts) console.log(`  ${account.email.padEnd(28)} ${account.role}`);

// Stop taking requests, let those in flight finish, then close the database: no write is cut in half.
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  const timer = setTimeout(() => process.exit(1), 15_000);
  await app.close();
  await ftp?.close();
  await metricsServer?.close();
  await stopScheduler();
  await listCache.close();
  await stopMailSender();
  await database.close();
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

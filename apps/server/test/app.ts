import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createListCache } from '../src/db/list-cache.ts';
import { createMailTransport } from '../src/infra/mail/mail-transport.ts';
import { createMetrics } from '../src/infra/metrics/metrics.ts';
import { loadSecrets } from '../src/infra/secrets.ts';
import { createStorage } from '../src/infra/storage/create-storage.ts';
import { createTestDatabase } from './db.ts';

/**
 * The whole server on a fresh test database, driven through app.inject (no port). Close it in afterAll. Its log
 * goes to `logStream` when given (LOG_LEVEL in `env` then says how much).
 */
export async function createTestApp(env: Record<string, string> = {}, logStream?: DestinationStream) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  // No list or page cache unless a test asks: tests write ads straight into the database, behind the app's back.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    PUBLIC_LIST_CACHE_SECONDS: '0',
    PAGE_CACHE_SECONDS: '0',
    ...env,
  });
  const database: Database & { url?: string } = await createTestDatabase();
  const storage = createStorage(config, dataDir);
  const secrets = await loadSecrets(database.db, config);
  // SMTP_URL in env sends through a test's SMTP server; otherwise mail lands as .eml files in the temp DATA_DIR.
  const mail = createMailTransport({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir,
    log: () => {},
  });
  const listCache = createListCache(config.PUBLIC_LIST_CACHE_SECONDS);
  const metrics = createMetrics();
  const app = await buildApp(
    { config, db: database.db, storage, mail, secrets, listCache, metrics },
    logStream,
  );
  return {
    app,
    metrics,
    db: database.db,
    /** The test database's own URL, on PostgreSQL. */
    databaseUrl: database.url,
    storage,
    config,
    mail,
    secrets,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

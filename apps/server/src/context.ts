import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ListCache } from './db/list-cache.ts';
import type { MailTransport } from './infra/mail/mail-transport.ts';
import type { Metrics } from './infra/metrics/metrics.ts';
import type { Secrets } from './infra/secrets.ts';
import type { Storage } from './infra/storage/storage.ts';

/** What every feature's routes and use cases are given: settings and the adapters to the outside. */
export type Context = {
  config: Config;
  db: Db;
  storage: Storage;
  /** Delivers queued e-mails; use cases queue them with queueMail() instead of sending directly. */
  mail: MailTransport;
  secrets: Secrets;
  /** The public lists' short memory; cleared by every change to ads. */
  listCache: ListCache;
  /** What Prometheus scrapes: request times here, job and import outcomes where those run. */
  metrics: Metrics;
};

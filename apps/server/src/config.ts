import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { Limits } from '@portal/domain';
import { z } from 'zod';

// Every setting of the server, read from the environment once at start-up. `npm start` needs none of them.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // 'transaction' when DATABASE_URL leads to a pooler in transaction mode (PgBouncer's usual set-up): then no
  // statement relies on its connection's session.
  DATABASE_POOLER: z.enum(['off', 'transaction']).default('off'),
  // PostgreSQL itself, for what needs a session of its own (LISTEN, the start-up lock, migrations); DATABASE_URL
  // when unset, so required with a pooler.
  DATABASE_DIRECT_URL: z.string().optional(),
  // Connections in each PostgreSQL pool.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // Long enough for the heaviest statement of a request or an import, short enough that a frozen database gives
  // a quick 503 rather than requests waiting for as long as their clients do.
  DATABASE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(10),
  // How long one statement of a visitor's read (any GET but the admin's) may run before it is cancelled and the
  // request answered 503: far above what any bounded search needs, far below what would let a few requests hold the
  // database (bench/hostile.ts).
  PUBLIC_READ_BUDGET_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  DEMO_ADS: z.coerce.number().int().min(0).default(2000),
  JWT_SECRET: z.string().min(32).optional(),
  // Encrypts stored FTP passwords and signs uploads. Like JWT_SECRET and CAPTCHA_KEY, generated once into the
  // database when not set.
  SECRET_KEY: z.string().min(32).optional(),
  CAPTCHA_KEY: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Dachowo.pl <no-reply@dachowo.pl>'),
  SITE_EMAIL: z.email().default('kontakt@dachowo.pl'),
  // How many proxies in front of the server (load balancer, TLS terminator) each add an X-Forwarded-For entry: the
  // client address is the one the outermost of them saw. 'true' means one, 'false' none.
  TRUST_PROXY: z
    .union([z.enum(['true', 'false']), z.coerce.number().int().min(0).max(10)])
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : value))
    .default(0),
  // Prometheus metrics on their own address, apart from the public port; 0 turns them off.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Seconds a public list answer (category, city, search, recently added) is reused; 0 = always fresh.
  PUBLIC_LIST_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  // Seconds a rendered public page is reused for visitors without credentials (cleared by any change to ads);
  // 0 renders every page.
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  // Threads that render the public pages; 0 renders them on the main thread. Default: one per core but the one the
  // main thread keeps busy (answering, the database, compression), at least one.
  RENDER_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .default(Math.max(1, availableParallelism() - 1)),
  WEB_DIST: z.string().default(new URL('../../web/dist', import.meta.url).pathname),
  ANALYTICS_SCRIPT_URL: z.url().optional(),
  ANALYTICS_DOMAIN: z.string().optional(),
  SENTRY_DSN: z.string().optional(),
  TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  STREET_VIEW_KEY: z.string().optional(),
  // Photo files: the local disk under DATA_DIR, or an S3-compatible bucket (uploads then go straight to it).
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // The nightly ad-expiry job (Europe/Warsaw) and how long an expired ad is kept before it is removed.
  EXPIRY_CRON: z.string().default('30 3 * * *'),
  REMOVE_AFTER_EXPIRY_MONTHS: z.coerce.number().int().min(1).default(Limits.removalAfterExpiryMonths),
  // A draft (an ad never published through wizard step 3) untouched this many days is removed by the same night.
  REMOVE_DRAFTS_AFTER_DAYS: z.coerce.number().int().min(1).default(30),
  // When saved searches' alerts go out: new ads are matched every minute (the promise is 5 minutes; a six-field
  // pattern with seconds runs it more often, as the end-to-end tests do), the daily digest in the morning.
  ALERTS_CRON: z.string().default('* * * * *'),
  DIGEST_CRON: z.string().default('0 7 * * *'),
  // When the local markets the ad pages compare prices with are computed again (a few seconds at 1,000,000 ads).
  LOCAL_MARKETS_CRON: z.string().default('*/5 * * * *'),
  // Where companies' CRM programs connect to send their exports; shown to them on /integracja.
  // It is also the passive-mode address (a name is resolved to its IPv4 address); 0 as FTP_PORT turns FTP off.
  FTP_PUBLIC_HOST: z.string().default('localhost'),
  FTP_PORT: z.coerce.number().int().min(0).max(65535).default(2121),
  FTP_HOST: z.string().default('0.0.0.0'),
  // Where deliveries land, one folder per integration: a volume every instance mounts when several take FTP
  // deliveries or import them.
  FTP_DIR: z.string().optional(),
  // One passive port per transfer in progress: a client beyond the range hangs until its own timeout.
  FTP_PASV_MIN: z.coerce.number().int().min(1).max(65535).default(30000),
  FTP_PASV_MAX: z.coerce.number().int().min(1).max(65535).default(30100),
  // Explicit TLS (AUTH TLS) is offered when both PEM files are given.
  FTP_TLS_CERT: z.string().optional(),
  FTP_TLS_KEY: z.string().optional(),
  // A delivered package is imported once it has not changed for this long; processed ones are kept this many days.
  IMPORT_SETTLE_SECONDS: z.coerce.number().int().min(0).default(120),
  IMPORT_KEEP_DAYS: z.coerce.number().int().min(1).default(30),
  // A running import writes a heartbeat this often; one silent for three periods was cut (a crash, a kill) and is
  // ended as failed, its package imported again.
  IMPORT_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
});

// A session-bound connection (LISTEN, the start-up lock) through a transaction pooler would fail or misbehave.
const CheckedEnvSchema = EnvSchema.refine(
  (env) => env.DATABASE_POOLER === 'off' || (env.DATABASE_URL && env.DATABASE_DIRECT_URL),
  {
    path: ['DATABASE_DIRECT_URL'],
    message:
      'DATABASE_POOLER=transaction needs DATABASE_URL (the pooler) and DATABASE_DIRECT_URL (PostgreSQL)',
  },
);

export type Env = z.infer<typeof EnvSchema>;

/** Fastify's trustProxy: false, or which X-Forwarded-For entries (counted from the nearest) to believe. */
export type ProxyTrust = false | ((address: string, hop: number) => boolean);

/** How the server talks to PostgreSQL: what db/client.ts takes of the configuration. */
export type DatabaseSettings = Pick<
  Env,
  'DATABASE_POOL_SIZE' | 'DATABASE_TIMEOUT_SECONDS' | 'DATABASE_POOLER' | 'DATABASE_DIRECT_URL' | 'LOG_LEVEL'
>;

/**
 * The settings of a bulk command (seed, import from a file): its statements write thousands of rows each and run on
 * a machine that may be busy, so they wait as long as the configuration allows rather than a request's time-out.
 */
export const bulkDatabaseSettings = <T extends DatabaseSettings>(settings: T): T => ({
  ...settings,
  DATABASE_TIMEOUT_SECONDS: 3600,
});

export type Config = Env & { publicUrl: string; httpsOnly: boolean; trustProxy: ProxyTrust; ftpDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = CheckedEnvSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/$/, '');
  return {
    ...parsed.data,
    publicUrl,
    httpsOnly: publicUrl.startsWith('https://'),
    trustProxy: trustedHops(parsed.data.TRUST_PROXY),
    ftpDir: resolve(parsed.data.FTP_DIR ?? join(parsed.data.DATA_DIR, 'ftp')),
  };
}

/**
 * Trusts the nearest `hops` addresses (the socket's peer first) as proxies: the client is the address the outermost
 * of them reported, and whatever a client wrote into X-Forwarded-For itself lies beyond it. Fastify 5.12 ignores a
 * bare number (it cannot tell a proxy from a client reaching the server directly), hence the function; the server's
 * port must therefore be reachable through the proxies only.
 */
function trustedHops(hops: number): ProxyTrust {
  return hops > 0 && ((_address, hop) => hop < hops);
}

// An empty variable (FOO=) means "use the default", as most deployment tools write unset values that way.
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

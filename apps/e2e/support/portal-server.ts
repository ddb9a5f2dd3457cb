import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, spawnServer, untilReady } from '../../server/test/server-process.ts';

export type RunningPortal = { url: string; ftpPort: number; logFile: string; stop: () => Promise<void> };

// The first start of an empty data dir loads ~100,000 localities; slow CI machines need the headroom.
const startTimeoutMs = 180_000;
const stopTimeoutMs = 10_000;

/**
 * Starts the real server (apps/server/src/main.ts) on a free port with a fresh embedded database in the run's
 * folder and a few demo ads. `extraEnv` adds settings on top (SMTP_URL, WEB_DIST).
 */
export async function startPortal(
  runDir: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningPortal> {
  const dataDir = join(runDir, 'data');
  const logFile = join(runDir, 'server.log');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The FTP import server too, with a few passive ports above its own (ftp-srv skips any that are taken).
  const ftpPort = await freePort();
  const ftp = { FTP_PORT: String(ftpPort), FTP_HOST: '127.0.0.1', FTP_PUBLIC_HOST: '127.0.0.1' };
  const passive = { FTP_PASV_MIN: String(ftpPort + 1), FTP_PASV_MAX: String(Math.min(ftpPort + 40, 65535)) };
  const env: Record<string, string | undefined> = {
    DATA_DIR: dataDir,
    DEMO_ADS: '120',
    PUBLIC_URL: url,
    LOG_LEVEL: 'info',
    ...ftp,
    ...passive,
    // Saved searches' alerts every 2 seconds instead of every minute, so that a test waits for an alert briefly.
    ALERTS_CRON: '*/2 * * * * *',
    // The ad pages' local markets likewise, so that a test's new ads make a market at once.
    LOCAL_MARKETS_CRON: '*/2 * * * * *',
    // The address limits (registrations, logins) count per client: a spec that registers several accounts says which
    // client it is in X-Forwarded-For (support/accounts.ts), as a proxy would; requests without it count as before.
    TRUST_PROXY: '1',
    // The embedded database and the .eml outbox, whatever the developer's shell points at.
    DATABASE_URL: undefined,
    SMTP_URL: undefined,
    // What the run itself provides, e.g. the SMTP_URL of the test's mail server.
    ...extraEnv,
  };
  const server = await spawnServer({ production: false, env, logFile, port });
  const stop = async () => {
    // A server that died during the run explains the failures that followed it.
    if (!server.isAlive()) console.error(`e2e: the server stopped during the run:\n${server.output()}`);
    await server.stop('SIGTERM', stopTimeoutMs);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await untilReady(server, { timeoutMs: startTimeoutMs, accept: isHealthy });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, ftpPort, logFile, stop };
}

const isHealthy = async (answer: Response) =>
  answer.ok && ((await answer.json()) as { status?: string }).status === 'ok';

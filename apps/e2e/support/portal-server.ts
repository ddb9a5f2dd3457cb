import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export type RunningPortal = { url: string; ftpPort: number; logFile: string; stop: () => Promise<void> };

// The first start of an empty data dir loads ~100,000 localities; slow CI machines need the headroom.
const startTimeoutMs = 180_000;
const stopTimeoutMs = 10_000;

/**
 * Starts the real server (apps/server/src/main.ts) on a free port with a fresh embedded database in the run's
 * folder and a few demo ads, in its own process group so that stopping it also stops anything it spawned.
 * `extraEnv` adds settings on top (SMTP_URL, WEB_DIST).
 */
export async function startPortal(
  repoRoot: string,
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

  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  Object.assign(env, { DEMO_ADS: '120', PUBLIC_URL: url, LOG_LEVEL: 'info' }, ftp, passive);
  // Saved searches' alerts every 2 seconds instead of every minute, so that a test waits for an alert briefly.
  env.ALERTS_CRON = '*/2 * * * * *';
  // The ad pages' local markets likewise, so that a test's new ads make a market at once.
  env.LOCAL_MARKETS_CRON = '*/2 * * * * *';
  // The address limits (registrations, logins) count per client: a spec that registers several accounts says which
  // client it is in X-Forwarded-For (support/accounts.ts), as a proxy would; requests without it count as before.
  env.TRUST_PROXY = '1';
  // The embedded database and the .eml outbox, whatever the developer's shell points at.
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  // What the run itself provides, e.g. the SMTP_URL of the test's mail server.
  Object.assign(env, extraEnv);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('e2e: the server process did not start');
  // If the runner dies (Ctrl+C), do not leave a server behind.
  const killOnExit = () => signalGroup(pid, 'SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    // A server that died during the run explains the failures that followed it.
    if (child.exitCode !== null || child.signalCode !== null) {
      console.error(`e2e: the server stopped during the run:\n${tail(logFile)}`);
    }
    await stopGroup(child, pid);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, ftpPort, logFile, stop };
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`e2e: the server exited during start-up:\n${tail(logFile)}`);
    }
    const body = await fetch(`${url}/api/health`).then(
      (response) => (response.ok ? response.json() : undefined),
      () => undefined,
    );
    if ((body as { status?: string } | undefined)?.status === 'ok') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`e2e: /api/health did not answer within ${startTimeoutMs / 1000} s:\n${tail(logFile)}`);
}

async function stopGroup(child: ChildProcess, pid: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(pid, 'SIGTERM');
  const timer = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), stopTimeoutMs).unref(),
  );
  if ((await Promise.race([exited, timer])) === 'timeout') {
    signalGroup(pid, 'SIGKILL');
    await exited;
  }
}

/** Signals the whole process group (negative pid) that `detached: true` gave the server. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return `(no ${file})`;
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

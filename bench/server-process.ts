import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const mainScript = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
const webBuild = fileURLToPath(new URL('../apps/web/build.ts', import.meta.url));

/** Builds the web app the server serves by default when its sources changed, as `npm start` does. */
function buildWebIfChanged(): void {
  const build = spawnSync(process.execPath, [webBuild, '--if-changed'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the web build failed');
}

export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

/** A free TCP port on the loopback, so that a bench never collides with a server someone else runs. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const answer = await fetch(`${url}/api/estates/recently-added`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The real server (apps/server/src/main.ts) as its own process: production mode, warnings only in the log, no
 * demo seeding unless `env` asks for it (DEMO_ADS), PGlite in DATA_DIR unless `env` has DATABASE_URL, the web app
 * of apps/web/dist (built first if its sources changed) unless `env` has WEB_DIST. Stopped by its own pid.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  // Pages measured on a stale build would be the figures of older code.
  if (!env.WEB_DIST) buildWebIfChanged();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [mainScript], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_ADS: '0',
      LOG_LEVEL: 'warn',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server could not be started');
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  try {
    await waitUntilAnswering(url, child, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid, stop };
}

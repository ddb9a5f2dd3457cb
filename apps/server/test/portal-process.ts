import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './pg-cluster.ts';

const mainScript = new URL('../src/main.ts', import.meta.url).pathname;

export type PortalProcess = {
  url: string;
  /** Still running: neither exited nor killed by a signal. */
  isAlive: () => boolean;
  /** Everything it wrote to stdout and stderr so far (pino's JSON lines and main.ts's own). */
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * The real server (src/main.ts) as its own process on a free port, as an operator starts it: production mode, no
 * demo ads, no FTP, warnings and worse in the log; `env` adds DATABASE_URL, DATA_DIR and the like. Answers once
 * /api/health/live does.
 */
export async function startPortalProcess(env: Record<string, string>): Promise<PortalProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [mainScript], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_ADS: '0',
      FTP_PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  const isAlive = () => child.exitCode === null && child.signalCode === null;
  const portal = { url, isAlive, output: () => output, stop: () => stopChild(child) };
  try {
    await waitFor(async () => {
      if (!isAlive()) throw new Error(`the server exited during start-up:\n${output}`);
      return (await fetch(`${url}/api/health/live`).catch(() => undefined))?.ok;
    }, 120_000);
  } catch (error) {
    await portal.stop();
    throw error;
  }
  return portal;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Polls `condition` every 100 ms until it answers a truthy value; fails after `timeoutMs` with the last answer. */
export async function waitFor<T>(condition: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await condition();
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not within ${timeoutMs} ms (last answer: ${JSON.stringify(last)})`);
}

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

const mainScript = new URL('../src/main.ts', import.meta.url).pathname;

export type ServerProcess = {
  url: string;
  /** Ends the process with the signal and waits until it has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  /** What the process printed, for a failing test's message. */
  output: () => string;
};

/**
 * The real server (src/main.ts) as a process of its own on a free port, started with `env` on top of the test's
 * environment; resolves once /api/health answers. For tests where the issue says "kill" or "restart".
 */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const printed: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
  const output = () => printed.join('').slice(-4000);
  // A test runner that dies leaves no server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { url, stop, output };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output()}`);
    const answer = await fetch(`${url}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer within 60 s:\n${output()}`);
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

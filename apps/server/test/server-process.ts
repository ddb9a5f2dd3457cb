import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const startTimeoutMs = 120_000;

/** How a process ended: its exit code, or the signal that ended it (code null). */
export type Finished = { code: number | null; signal: NodeJS.Signals | null; output: string };

export type ServerProcess = {
  url: string;
  pid: number;
  /** Resolves when the process has ended (and Node has reaped it). */
  finished: Promise<Finished>;
  kill: (signal: NodeJS.Signals) => void;
};

/** The settings of a production start on a given data folder: no demo data, no FTP, only warnings logged. */
const baseEnv = (env: Record<string, string>): NodeJS.ProcessEnv => {
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DEMO_ADS: '0',
    LOG_LEVEL: 'warn',
  };
  delete base.DATABASE_URL;
  return { ...base, FTP_PORT: '0', ...env };
};

function run(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; finished: Promise<Finished> } {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.stdin?.end();
  const finished = once(child, 'close').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
    output,
  }));
  return { child, finished };
}

/** One of the package.json scripts' entry files (admin, seed, import), run to its end with the same settings. */
export function runCommand(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return run([script, ...args], baseEnv(env)).finished;
}

/** `node apps/server/src/main.ts` as npm start runs it, without waiting for it to answer. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const { child, finished } = run(
    ['apps/server/src/main.ts'],
    baseEnv({ ...env, HOST: '127.0.0.1', PORT: String(port) }),
  );
  if (child.pid === undefined) throw new Error('the server process did not start');
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, finished, kill: (signal) => child.kill(signal) };
}

/** A server process that answers /api/health. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  let ended: Finished | undefined;
  void server.finished.then((result) => {
    ended = result;
  });
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server ended (${ended.code ?? ended.signal}):\n${ended.output}`);
    const answer = await fetch(`${server.url}/api/health`).catch(() => undefined);
    if (answer?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGKILL');
  throw new Error(`the server did not answer within ${startTimeoutMs / 1000} s`);
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The one way the server, e2e and bench code run the real server (src/main.ts) or a command as a process.

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const mainScript = 'apps/server/src/main.ts';

/** How a process ended: its exit code, or the signal that ended it (code null). */
export type Finished = { code: number | null; signal: NodeJS.Signals | null; output: string };

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  /** What it printed so far (the tail of its log file when it writes one). */
  output: () => string;
  isAlive: () => boolean;
  /** Resolves when the process has ended. */
  finished: Promise<Finished>;
  /** Signals the process and everything it spawned, without waiting. */
  kill: (signal: NodeJS.Signals) => void;
  /** Signals it (SIGTERM unless told), waits for its end, and kills it after `graceMs`. */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<void>;
};

export type ServerOptions = {
  /** Settings on top of the runner's environment; an undefined value removes the setting. */
  env?: Record<string, string | undefined>;
  /**
   * An operator's production start on its own: no demo ads, no FTP, warnings and worse in the log, and no
   * DATABASE_URL from the developer's shell. On unless false (the caller then says all it wants in `env`).
   */
  production?: boolean;
  /** Where its output goes; kept in memory otherwise. */
  logFile?: string;
  /** What says it is ready, and how long to wait for it. */
  ready?: Readiness;
  /** Its HTTP port, when the caller needs it before the start (a free one otherwise). */
  port?: number;
};

export type Readiness = {
  path?: string;
  timeoutMs?: number;
  /** Whether an answer of `path` means ready: any 2xx by default. */
  accept?: (answer: Response) => Promise<boolean> | boolean;
};

const productionEnv = { NODE_ENV: 'production', DEMO_ADS: '0', FTP_PORT: '0', LOG_LEVEL: 'warn' };

/** A port nothing listens on (yet): bound on the loopback, read and released. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
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

/** One of the package.json scripts' entry files (admin, seed, import), run to its end with production settings. */
export function runCommand(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return run([script, ...args], environment({ env })).finished;
}

/** The server on a free port, without waiting for it to answer. */
export async function spawnServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env = environment({ ...options, env: { ...options.env, HOST: '127.0.0.1', PORT: String(port) } });
  const { child, finished, output } = run([mainScript], env, options.logFile);
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server process did not start');
  // A runner that dies (Ctrl+C) leaves no server behind.
  const killOnExit = () => signalGroup(pid, 'SIGKILL');
  process.once('exit', killOnExit);
  const isAlive = () => child.exitCode === null && child.signalCode === null;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000) => {
    process.off('exit', killOnExit);
    if (!isAlive()) return;
    signalGroup(pid, signal);
    const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
    await finished;
    clearTimeout(timer);
  };
  const kill = (signal: NodeJS.Signals) => signalGroup(pid, signal);
  return { url: `http://127.0.0.1:${port}`, port, pid, output, isAlive, finished, kill, stop };
}

/** Waits until the server answers its readiness path; fails, with its output, if it ends or does not in time. */
export async function untilReady(server: ServerProcess, readiness: Readiness = {}): Promise<ServerProcess> {
  const { path = '/api/health', timeoutMs = 150_000, accept = (answer: Response) => answer.ok } = readiness;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.isAlive()) throw new Error(`the server ended during start-up:\n${server.output()}`);
    const answer = await fetch(`${server.url}${path}`).catch(() => undefined);
    if (answer && (await accept(answer))) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer ${path} within ${timeoutMs / 1000} s:\n${server.output()}`);
}

/** The server, once ready; stopped again if it never gets there. */
export async function startServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const server = await spawnServer(options);
  try {
    return await untilReady(server, options.ready);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
}

function environment({ env = {}, production = true }: ServerOptions): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  if (production) {
    delete base.DATABASE_URL;
    Object.assign(base, productionEnv);
  }
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete base[key];
    else base[key] = value;
  }
  return base;
}

/** Node on `args` in the repository, in a process group of its own so that a signal reaches all it spawned. */
function run(args: string[], env: NodeJS.ProcessEnv, logFile?: string) {
  const log = logFile ? openSync(logFile, 'a') : 'pipe';
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const output = () => (logFile ? tail(logFile) : printed);
  const finished = once(child, 'close').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
    output: output(),
  }));
  return { child, finished, output };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function tail(file: string, lines = 60): string {
  if (!existsSync(file)) return `(no ${file})`;
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

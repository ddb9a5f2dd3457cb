import { execFile, execFileSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process.ts';

const run = promisify(execFile);
const debianRoot = '/usr/lib/postgresql';

/** A throwaway PostgreSQL server of its own (a temp folder, a free port, trust on 127.0.0.1) to stop, kill and freeze. */
export type PgCluster = {
  /** Connection string to one database of the cluster, as user postgres. */
  url: (database: string) => string;
  start: () => Promise<void>;
  /** A fast shutdown: every connection is ended, new ones are refused. */
  stop: () => Promise<void>;
  restart: () => Promise<void>;
  /** SIGSTOP to the postmaster and every backend: connections stay open and nothing answers. */
  freeze: () => void;
  thaw: () => void;
  remove: () => Promise<void>;
};

/**
 * Debian's newest PostgreSQL binaries (CI installs the `postgresql` package). Without them the caller fails plainly:
 * these tests need a real server to stop and restart, and a skipped test would hide that they never ran.
 */
function binDir(): string {
  const versions = existsSync(debianRoot)
    ? readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions
    .map((version) => join(debianRoot, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
  if (!found)
    throw new Error(`No PostgreSQL server binaries in ${debianRoot}/*/bin: install Debian's postgresql.`);
  return found;
}

// PostgreSQL and PgBouncer refuse to run as root: then they run as the postgres user, in folders that user owns.
const isRoot = process.getuid?.() === 0;

/** Runs a program of a database server (PostgreSQL's, PgBouncer), as the postgres user when this process is root. */
export const runAsServerUser = (file: string, args: string[]) =>
  isRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);

/** A new temp folder that a program run by runAsServerUser may write in. */
export function serverFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  if (isRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, id('-u'), id('-g'));
  }
  return dir;
}

export async function createPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const dir = serverFolder('portal-pg-');
  const data = join(dir, 'data');
  const tool = (name: string, args: string[]) => runAsServerUser(join(bin, name), args);
  const pgCtl = (...args: string[]) =>
    tool('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', ...args]);

  await tool('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const port = await freePort();
  // Only TCP on the loopback, no socket file next to the machine's own server; durability is not the subject.
  const settings = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    "unix_socket_directories = ''",
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
  ];
  appendFileSync(join(data, 'postgresql.conf'), `\n${settings.join('\n')}\n`);

  const backends = () => {
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return [postmaster, ...childrenOf(postmaster)];
  };
  // A backend may end between the listing and its signal (a thawed one whose client left): nothing to do for it.
  const signal = (name: NodeJS.Signals) => {
    for (const pid of backends()) {
      try {
        process.kill(pid, name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    }
  };
  let frozen = false;

  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async () => void (await pgCtl('start')),
    stop: async () => void (await pgCtl('-m', 'fast', 'stop')),
    restart: async () => void (await pgCtl('-m', 'fast', 'restart')),
    freeze: () => {
      signal('SIGSTOP');
      frozen = true;
    },
    thaw: () => {
      signal('SIGCONT');
      frozen = false;
    },
    remove: async () => {
      if (frozen) signal('SIGCONT');
      if (existsSync(join(data, 'postmaster.pid'))) await pgCtl('-m', 'immediate', 'stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** From /proc, since procps (pgrep) is not on every machine. */
function childrenOf(parent: number): number[] {
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  return pids.map(Number).filter((pid) => parentOf(pid) === parent);
}

function parentOf(pid: number): number | undefined {
  try {
    // After the command name, whose parentheses may hold spaces: the state, then the parent's pid.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // ended meanwhile
  }
}

/** One statement on the cluster's maintenance database, as its superuser: the rows it answered. */
export async function asSuperuser(cluster: PgCluster, statement: string) {
  const client = new pg.Client({ connectionString: cluster.url('postgres') });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

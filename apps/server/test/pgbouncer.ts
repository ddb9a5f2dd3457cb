import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { runAsServerUser, serverFolder } from './pg-cluster.ts';
import { freePort, waitFor } from './server-process.ts';

const binary = '/usr/sbin/pgbouncer';

/** A PgBouncer of its own in front of a PostgreSQL server, stopped by its own pid. */
export type PgBouncer = {
  /** Connection string to one database through the pooler, as the user of the server's URL, without a password. */
  url: (database: string) => string;
  pid: number;
  stop: () => Promise<void>;
};

/**
 * Debian's PgBouncer (the `pgbouncer` package) in front of the PostgreSQL server of `serverUrl`, as most operators
 * run it: transaction pooling and every other setting at its default, so no ignored startup parameter and no
 * prepared statements. A temp folder and a free port on the loopback; clients log in without a password, and the
 * pooler logs in to PostgreSQL as the URL's user with the URL's password.
 */
export async function startPgBouncer(serverUrl: string): Promise<PgBouncer> {
  if (!existsSync(binary)) throw new Error(`No ${binary}: install Debian's pgbouncer.`);
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const dir = serverFolder('portal-pgbouncer-');
  const port = await freePort();
  const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
  writeFileSync(join(dir, 'users.txt'), `${quoted(user)} ${quoted(decodeURIComponent(server.password))}\n`);
  const settings = [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${join(dir, 'users.txt')}`,
    'pool_mode = transaction',
    `logfile = ${join(dir, 'pgbouncer.log')}`,
    `pidfile = ${join(dir, 'pgbouncer.pid')}`,
  ];
  const config = join(dir, 'pgbouncer.ini');
  writeFileSync(config, `${settings.join('\n')}\n`);
  await runAsServerUser(binary, ['-d', config]);

  const pidFile = join(dir, 'pgbouncer.pid');
  await waitFor(async () => existsSync(pidFile) && (await accepts(port)), 10_000);
  const pid = Number(readFileSync(pidFile, 'utf8'));
  return {
    url: (database) => `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`,
    pid,
    stop: async () => {
      process.kill(pid, 'SIGTERM');
      await waitFor(async () => !isRunning(pid), 10_000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

import { lookup } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import { isIPv4 } from 'node:net';
import { FtpSrv } from 'ftp-srv';
import { type FtpLog, withoutPasswords } from './ftp-log.ts';
import { createLoginLimiter, type LoginLimiter } from './login-limiter.ts';

export type FtpSettings = {
  host: string;
  /** 0 picks a free port (tests); main.ts does not start the server at all when FTP_PORT is 0. */
  port: number;
  /** The address passive-mode clients connect back to: an IPv4 address or a name resolving to one. */
  publicHost: string;
  pasvMin: number;
  pasvMax: number;
  tls?: { certFile: string; keyFile: string } | undefined;
};

/** Checks credentials; answers the folder the account is locked into, or undefined when they are wrong. */
export type Authenticate = (login: string, password: string) => Promise<{ root: string } | undefined>;

export type RunningFtpServer = { port: number; close: () => Promise<void> };

export const ftpMessages = {
  wrongCredentials: 'Nieprawidłowy login lub hasło.',
  tooManyAttempts: 'Zbyt wiele nieudanych logowań. Spróbuj ponownie za kilka minut.',
  unavailable: 'Logowanie jest chwilowo niemożliwe.',
};

/**
 * The FTP server CRM programs deliver their exports to (spec §9): no anonymous access, each account locked into its
 * own folder (ftp-srv resolves every path inside the root, so `cd ..` stops there), failed logins limited per
 * address and per login, explicit TLS when a certificate is configured.
 */
export async function startFtpServer(
  settings: FtpSettings,
  authenticate: Authenticate,
  log: FtpLog,
  limiter: LoginLimiter = createLoginLimiter({ max: 5, windowMs: 15 * 60_000 }),
): Promise<RunningFtpServer> {
  const signalListeners = listenersOfSignals();
  const server = new FtpSrv({
    url: `ftp://${settings.host}:${settings.port}`,
    pasv_min: settings.pasvMin,
    pasv_max: settings.pasvMax,
    // The typings only know a string; at run time a function of the client's address is allowed too.
    pasv_url: ((clientIp: string) => passiveAddress(clientIp, settings.publicHost)) as unknown as string,
    anonymous: false,
    greeting: 'Portal ogłoszeń: import ofert',
    tls: settings.tls
      ? { cert: readFileSync(settings.tls.certFile), key: readFileSync(settings.tls.keyFile) }
      : false,
    // ftp-srv prints bunyan JSON to stdout unless it is given a logger; pino has the same child/level methods.
    log: withoutPasswords(log.child({ component: 'ftp' })),
  });
  // ftp-srv exits the process on SIGTERM/SIGINT by itself; main.ts closes it in its own orderly shutdown instead.
  for (const [signal, before] of signalListeners) {
    for (const listener of process.listeners(signal))
      if (!before.includes(listener)) process.off(signal, listener);
  }

  server.on('login', ({ connection, username, password }, resolve, reject) => {
    const ip = plainIp(connection.ip);
    const login = username.trim().toLowerCase();
    if (limiter.blocked(ip, login)) return reject(new Error(ftpMessages.tooManyAttempts));
    authenticate(login, password).then(
      (account) => {
        if (account) return resolve({ root: account.root, cwd: '/' });
        limiter.failed(ip, login);
        log.warn({ ip, login }, 'ftp: failed login');
        reject(new Error(ftpMessages.wrongCredentials));
      },
      (error: unknown) => {
        log.error({ err: error }, 'ftp: login check failed');
        reject(new Error(ftpMessages.unavailable));
      },
    );
  });
  await server.listen();
  const address = (server as unknown as { server: import('node:net').Server }).server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  return { port, close: () => Promise.resolve(server.close()) };
}

function listenersOfSignals() {
  const signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGQUIT'];
  return signals.map((signal) => [signal, process.listeners(signal)] as const);
}

// A client on this machine gets its own loopback address back, so local tools work whatever the public host is.
async function passiveAddress(clientIp: string, publicHost: string): Promise<string> {
  const ip = plainIp(clientIp);
  if (ip === '127.0.0.1' || ip === '::1') return '127.0.0.1';
  if (isIPv4(publicHost)) return publicHost;
  return (await lookup(publicHost, { family: 4 })).address;
}

// An IPv4 client of a dual-stack socket shows as ::ffff:1.2.3.4.
const plainIp = (ip: string | undefined) => (ip ?? '').replace(/^::ffff:/, '');

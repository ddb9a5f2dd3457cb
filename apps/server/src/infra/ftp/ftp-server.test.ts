import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { homeFolder } from '../../features/imports/home-folder.ts';
import { integrationLogin } from '../../features/imports/integration-login.ts';
import { ftpClient, makeIntegration } from './ftp.fixture.ts';
import { ftpMessages, type RunningFtpServer, startFtpServer } from './ftp-server.ts';
import { createLoginLimiter, type LoginLimiter } from './login-limiter.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let ftp: RunningFtpServer;
let first: { integrationId: number };
let second: { integrationId: number };
const settings = { host: '127.0.0.1', port: 0, publicHost: 'localhost', pasvMin: 41000, pasvMax: 41100 };
const log = pino({ level: 'silent' });
const text = (content: string) => Readable.from([Buffer.from(content)]);

function start(extra: Partial<Parameters<typeof startFtpServer>[0]> = {}, limiter?: LoginLimiter) {
  return startFtpServer(
    { ...settings, ...extra },
    integrationLogin(t.db, t.secrets.secretKey, t.config.ftpDir),
    log,
    limiter,
  );
}

/**
 * A login from another address of this machine (127.0.0.2: the whole of 127/8 is local) over a bare control
 * connection, as basic-ftp cannot choose its own address; answers the server's reply to PASS.
 */
async function loginFrom(localAddress: string, port: number, user: string, password: string) {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  const replies = createInterface({ input: socket })[Symbol.asyncIterator]();
  // A reply's last line is its code and a space; the lines before it (as in the greeting) have a dash instead.
  const reply = async (): Promise<string> => {
    const line = String((await replies.next()).value);
    return /^\d{3} /.test(line) ? line : reply();
  };
  try {
    await reply();
    socket.write(`USER ${user}\r\n`);
    await reply();
    socket.write(`PASS ${password}\r\n`);
    return await reply();
  } finally {
    socket.destroy();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  first = await makeIntegration(t.db, t.secrets.secretKey, 'galactica@biuro-a.pl', 'haslo-a-123');
  second = await makeIntegration(t.db, t.secrets.secretKey, 'imo@biuro-b.pl', 'haslo-b-456');
  ftp = await start();
});
afterAll(async () => {
  await ftp.close();
  await t.close();
});

describe('the FTP server', () => {
  it('lets an integration in with its login in any case and puts an upload in its own folder only', async () => {
    const client = await ftpClient(ftp.port, 'Galactica@Biuro-A.pl', 'haslo-a-123');
    await client.uploadFrom(text('<plik/>'), 'oferty_1.xml');
    expect(await client.pwd()).toBe('/');
    client.close();
    const own = homeFolder(t.config.ftpDir, first.integrationId);
    expect(readFileSync(join(own, 'oferty_1.xml'), 'utf8')).toBe('<plik/>');
    expect(readdirSync(join(t.config.DATA_DIR, 'ftp'))).toEqual([String(first.integrationId)]);
  });

  it('shows an integration none of the files of another', async () => {
    const client = await ftpClient(ftp.port, 'imo@biuro-b.pl', 'haslo-b-456');
    expect(await client.list()).toEqual([]);
    await client.uploadFrom(text('b'), 'b.xml');
    expect((await client.list()).map((file) => file.name)).toEqual(['b.xml']);
    await expect(
      client.downloadTo(join(tmpdir(), 'x.xml'), `../${first.integrationId}/oferty_1.xml`),
    ).rejects.toThrow();
    client.close();
    expect(existsSync(join(homeFolder(t.config.ftpDir, second.integrationId), 'b.xml'))).toBe(true);
  });

  it('keeps `cd ../..` inside the home folder', async () => {
    const client = await ftpClient(ftp.port, 'imo@biuro-b.pl', 'haslo-b-456');
    await client.cd('../..');
    expect(await client.pwd()).toBe('/');
    expect((await client.list()).map((file) => file.name)).toEqual(['b.xml']);
    await client.uploadFrom(text('c'), '../../../escape.xml');
    client.close();
    expect(existsSync(join(homeFolder(t.config.ftpDir, second.integrationId), 'escape.xml'))).toBe(true);
    expect(existsSync(join(t.config.DATA_DIR, 'escape.xml'))).toBe(false);
    expect(existsSync(join(t.config.DATA_DIR, 'ftp', 'escape.xml'))).toBe(false);
  });

  it('refuses a wrong password and an unknown login', async () => {
    await expect(ftpClient(ftp.port, 'imo@biuro-b.pl', 'haslo-a-123')).rejects.toThrow(
      `530 ${ftpMessages.wrongCredentials}`,
    );
    await expect(ftpClient(ftp.port, 'nikt@nigdzie.pl', 'haslo-b-456')).rejects.toThrow(
      ftpMessages.wrongCredentials,
    );
  });

  it('refuses even the right password of a login after 5 failures of it from one address', async () => {
    const limited = await start();
    try {
      for (let i = 0; i < 5; i++) {
        await expect(ftpClient(limited.port, 'imo@biuro-b.pl', `zle-${i}`)).rejects.toThrow(
          ftpMessages.wrongCredentials,
        );
      }
      await expect(ftpClient(limited.port, 'imo@biuro-b.pl', 'haslo-b-456')).rejects.toThrow(
        `530 ${ftpMessages.tooManyAttempts}`,
      );
      // Another office whose exports come from the same CRM host goes on delivering.
      (await ftpClient(limited.port, 'galactica@biuro-a.pl', 'haslo-a-123')).close();
    } finally {
      await limited.close();
    }
  });

  it("blocks a stranger's guessing address, never the company's CRM", async () => {
    const limited = await start();
    try {
      for (let i = 0; i < 6; i++)
        expect(await loginFrom('127.0.0.2', limited.port, 'imo@biuro-b.pl', `zle-${i}`)).toMatch(/^530 /);
      expect(await loginFrom('127.0.0.2', limited.port, 'imo@biuro-b.pl', 'haslo-b-456')).toBe(
        `530 ${ftpMessages.tooManyAttempts}`,
      );
      const crm = await ftpClient(limited.port, 'imo@biuro-b.pl', 'haslo-b-456');
      await crm.uploadFrom(text('<oferty/>'), 'oferty_2.xml');
      crm.close();
    } finally {
      await limited.close();
    }
  });

  it('blocks an address that guesses across many logins', async () => {
    const limited = await start({}, createLoginLimiter({ max: 5, maxPerAddress: 3, windowMs: 60_000 }));
    try {
      for (const login of ['a@biuro.pl', 'b@biuro.pl', 'c@biuro.pl'])
        await expect(ftpClient(limited.port, login, 'zgadywane')).rejects.toThrow(
          ftpMessages.wrongCredentials,
        );
      await expect(ftpClient(limited.port, 'galactica@biuro-a.pl', 'haslo-a-123')).rejects.toThrow(
        ftpMessages.tooManyAttempts,
      );
    } finally {
      await limited.close();
    }
  });

  it('offers explicit TLS when a certificate is configured', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ftp-tls-'));
    const [certFile, keyFile] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
    execFileSync(
      'openssl',
      [
        ...[
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
        ],
        ...['-keyout', keyFile, '-out', certFile],
      ],
      { stdio: 'ignore' },
    );
    const secure = await start({ tls: { certFile, keyFile } });
    try {
      const client = await ftpClient(secure.port, 'galactica@biuro-a.pl', 'haslo-a-123', true);
      await client.uploadFrom(text('tls'), 'tls.xml');
      client.close();
      const own = homeFolder(t.config.ftpDir, first.integrationId);
      expect(readFileSync(join(own, 'tls.xml'), 'utf8')).toBe('tls');
    } finally {
      await secure.close();
    }
  });
});

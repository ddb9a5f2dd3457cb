import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ftpClient } from './ftp.fixture.ts';
import { startFtpServer } from './ftp-server.ts';

describe('the FTP server log', () => {
  it('holds no password of a login, even at trace level, while it still logs the commands', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
    const root = mkdtempSync(join(tmpdir(), 'ftp-log-'));
    const authenticate = async (_login: string, password: string) =>
      password === 'Haslo-FTP-Sekretne' ? { root } : undefined;
    const ftp = await startFtpServer(
      { host: '127.0.0.1', port: 0, publicHost: 'localhost', pasvMin: 41200, pasvMax: 41220 },
      authenticate,
      log,
    );
    try {
      const client = await ftpClient(ftp.port, 'biuro@example.com', 'Haslo-FTP-Sekretne');
      client.close();
      await expect(ftpClient(ftp.port, 'biuro@example.com', 'Zle-Haslo-FTP')).rejects.toThrow('530');
    } finally {
      await ftp.close();
    }

    const all = lines.join('');
    expect(all).toContain('PASS ********');
    expect(all).toContain('biuro@example.com');
    expect(all).not.toContain('Haslo-FTP-Sekretne');
    expect(all).not.toContain('Zle-Haslo-FTP');
  });
});

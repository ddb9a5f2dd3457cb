import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import type { Database } from '../db/client.ts';
import { loadSecrets } from './secrets.ts';

const emptyFolder = () => mkdtempSync(join(tmpdir(), 'portal-secrets-'));

describe('the server keys', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('are generated once into the database: instances with other data folders share them', async () => {
    const [first, second] = await Promise.all([
      loadSecrets(database.db, { DATA_DIR: emptyFolder() }),
      loadSecrets(database.db, { DATA_DIR: emptyFolder() }),
    ]);
    expect(second).toEqual(first);
    expect(new Set(Object.values(first)).size).toBe(3);
    expect(await loadSecrets(database.db, { DATA_DIR: emptyFolder() })).toEqual(first);
  });

  it('come from the environment when given', async () => {
    const JWT_SECRET = 'j'.repeat(40);
    const CAPTCHA_KEY = 'c'.repeat(40);
    const secrets = await loadSecrets(database.db, { DATA_DIR: emptyFolder(), JWT_SECRET, CAPTCHA_KEY });
    expect(secrets.jwtSecret).toBe(JWT_SECRET);
    expect(secrets.captchaKey).toBe(CAPTCHA_KEY);
  });

  it("take over the keys an earlier version kept in the data folder's secrets.json", async () => {
    const dataDir = emptyFolder();
    const earlier = { jwtSecret: 'earlier-jwt', secretKey: 'earlier-key', captchaKey: 'earlier-captcha' };
    writeFileSync(join(dataDir, 'secrets.json'), JSON.stringify(earlier));
    expect(await loadSecrets(database.db, { DATA_DIR: dataDir })).toEqual(earlier);
    expect(await loadSecrets(database.db, { DATA_DIR: emptyFolder() })).toEqual(earlier);
  });
});

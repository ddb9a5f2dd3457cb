import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { makeUser } from '../../../test/factories.ts';
import { hashPassword } from '../../infra/passwords.ts';
import { createLocalStorage } from '../../infra/storage/local-storage.ts';
import type { Database } from '../client.ts';
import { users } from '../schema.ts';
import { checkDemoPasswords } from './demo-passwords.ts';
import { demoAccounts, demoPassword, seedIfEmpty } from './seed-demo.ts';

const demoEmails = demoAccounts.map((account) => account.email);
// One database through the tests, as through successive starts of one installation.
let database: Database;
let storageRoot: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storageRoot = await mkdtemp(join(tmpdir(), 'demo-passwords-'));
});

afterAll(async () => {
  await database.close();
  await rm(storageRoot, { recursive: true, force: true });
});

/** What a start (main.ts) does with the database: seed when empty, then check; answers the log's error lines. */
async function start(ads: number) {
  const lines: string[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)).msg);
        done();
      },
    }),
  );
  const storage = createLocalStorage(storageRoot);
  await seedIfEmpty({ db: database.db, storage, ads, seed: 3, photoPoolSize: 1 });
  const open = await checkDemoPasswords(database.db, ads > 0, log);
  return { open, errors: lines };
}

const emails = async () =>
  (await database.db.select({ email: users.email }).from(users)).map((row) => row.email);

describe('a start', () => {
  it('in production (no demo ads) creates no account and has nothing to warn of', async () => {
    expect(await start(0)).toEqual({ open: [], errors: [] });
    expect(await emails()).toEqual([]);
  });

  it('in demo mode creates the three demo accounts, listed for the banner, without a warning', async () => {
    const { open, errors } = await start(4);

    expect(await emails()).toEqual(expect.arrayContaining(demoEmails));
    expect(open).toEqual(expect.arrayContaining(demoEmails));
    expect(errors).toEqual([]);
  });

  it('outside demo mode warns of every account anyone can log in to with the demo password', async () => {
    await makeUser(database.db, {
      email: 'szef@example.com',
      admin: true,
      passwordHash: await hashPassword(demoPassword),
    });

    const { open, errors } = await start(0);

    expect(open).toEqual(expect.arrayContaining([...demoEmails, 'szef@example.com']));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`demo password ${demoPassword}`);
    for (const email of [...demoEmails, 'szef@example.com']) expect(errors[0]).toContain(email);
    expect(errors[0]).toContain('npm run admin -- create');
  });

  it('outside demo mode stays quiet once no account has the demo password', async () => {
    await database.db.update(users).set({ passwordHash: await hashPassword('inne-haslo-789') });
    await makeUser(database.db, { admin: true });

    expect(await emails()).not.toEqual([]);
    expect(await start(0)).toEqual({ open: [], errors: [] });
  });
});

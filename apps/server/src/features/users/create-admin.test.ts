import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { login } from '../../../test/users.ts';
import { demoPassword } from '../../db/demo/seed-demo.ts';
import { hashPassword } from '../../infra/passwords.ts';
import { randomPassword } from './admin-password.ts';
import { createAdmin } from './create-admin.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('createAdmin', () => {
  it('makes an active admin who logs in with the new random password, and with nothing else', async () => {
    const password = randomPassword();

    expect(await createAdmin(t.db, 'szef@example.com', password)).toEqual({ created: true });

    const loggedIn = await login(t.app, 'szef@example.com', password);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json()).toMatchObject({ email: 'szef@example.com', admin: true });
    expect((await login(t.app, 'szef@example.com', demoPassword)).statusCode).toBe(401);
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(randomPassword()).not.toBe(password);
  });

  it('gives an existing account with the demo password the admin flag and a password only the operator knows', async () => {
    const passwordHash = await hashPassword(demoPassword);
    await makeUser(t.db, { email: 'admin@example.com', passwordHash, active: false });
    const password = randomPassword();

    expect(await createAdmin(t.db, 'admin@example.com', password)).toEqual({ created: false });

    expect((await login(t.app, 'admin@example.com', demoPassword)).statusCode).toBe(401);
    const loggedIn = await login(t.app, 'admin@example.com', password);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json()).toMatchObject({ admin: true, name: 'Anna' });
  });
});

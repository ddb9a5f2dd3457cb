import { accountSafetyMessages } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser, testPassword } from '../../../test/factories.ts';
import { authHeader, freshIp, login } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import { createListCache } from '../../db/list-cache.ts';
import { userMessages } from './user-messages.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
// A second server instance on the same database.
let other: App;
beforeAll(async () => {
  t = await createTestApp();
  const { config, db, storage, mail, secrets, metrics } = t;
  other = await buildApp({ config, db, storage, mail, secrets, listCache: createListCache(0), metrics });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const tooMany = { error: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.' };

type User = Awaited<ReturnType<typeof makeUser>>;

/** The account's session, as a browser that logged in holds it. */
const sessionOf = (user: User) => authHeader(t.secrets.jwtSecret, user);

const changePassword = async (app: App, user: User, currentPassword: string, remoteAddress = freshIp()) =>
  app.inject({
    method: 'POST',
    url: `/api/user/${user.userId}/change-pass`,
    headers: await sessionOf(user),
    remoteAddress,
    payload: { currentPassword, newPassword: 'nowe-haslo1' },
  });

const removeAccount = async (app: App, user: User, password: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/user/${user.userId}/remove-account`,
    headers: await sessionOf(user),
    remoteAddress: freshIp(),
    payload: { password },
  });

describe('the calls that check an account’s password', () => {
  it('share one count per account on every instance, and past it refuse even the right password', async () => {
    const owner = await makeUser(t.db);
    // A stranger's session aimed at the account is refused before it counts against the owner.
    const stranger = await makeUser(t.db);
    for (let n = 0; n < 6; n += 1) {
      const foreign = await t.app.inject({
        method: 'POST',
        url: `/api/user/${owner.userId}/change-pass`,
        headers: await sessionOf(stranger),
        payload: { currentPassword: 'zgadywane', newPassword: 'nowe-haslo1' },
      });
      expect(foreign.statusCode).toBe(403);
    }

    for (let n = 0; n < 3; n += 1)
      expect((await changePassword(t.app, owner, `zgadywane${n}`)).json()).toEqual({
        error: userMessages.passwordFailed,
      });
    for (let n = 0; n < 2; n += 1)
      expect((await removeAccount(other, owner, `zgadywane${n}`)).json()).toEqual({
        error: accountSafetyMessages.removalPasswordWrong,
      });

    const right = await changePassword(other, owner, testPassword);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(tooMany);
    expect((await removeAccount(t.app, owner, testPassword)).statusCode).toBe(429);
    // Nothing changed: the password still logs in, and another account is not held back.
    expect((await login(t.app, owner.email, testPassword)).statusCode).toBe(200);
    expect((await changePassword(other, stranger, testPassword)).statusCode).toBe(200);
  });

  it('count parallel attempts as they arrive: only the first five get a password hashed', async () => {
    const owner = await makeUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => changePassword(n % 2 ? t.app : other, owner, `zgadywane${n}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(25).fill(429)]);
  });

  it('count every account tried from one client address', async () => {
    const address = '198.51.100.23';
    const statuses = [];
    for (let n = 0; n < 11; n += 1)
      statuses.push((await changePassword(t.app, await makeUser(t.db), 'zgadywane', address)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
  });
});

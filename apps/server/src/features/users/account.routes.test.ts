import { accountSafetyMessages, messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makePhoto, makeUser, testPassword } from '../../../test/factories.ts';
import { authHeader, login } from '../../../test/users.ts';
import { estates, estateViews, importRuns, integrations, photos, users } from '../../db/schema.ts';
import { encryptSecret } from '../../infra/secret-box.ts';
import { photoKey } from '../../infra/storage/storage.ts';
import { issueLink } from './one-time-links.ts';
import { userMessages } from './user-messages.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('profile', () => {
  it('answers the own profile and refuses another user id with 403', async () => {
    const user = await makeUser(t.db, {
      company: true,
      companyName: 'Dom Sp. z o.o.',
      nip: '1234567890',
      address: 'ul. Polna 2',
      cityCode: '00-950',
    });
    const other = await makeUser(t.db);
    const headers = await authHeader(t.secrets.jwtSecret, user);
    const own = await t.app.inject({ method: 'GET', url: `/api/user/${user.userId}/profile`, headers });
    expect(own.json()).toMatchObject({
      userId: user.userId,
      company: true,
      companyName: 'Dom Sp. z o.o.',
      cityCode: '00-950',
    });
    expect(own.json().token).toBe(headers.authorization.slice(4));
    const foreign = await t.app.inject({ method: 'GET', url: `/api/user/${other.userId}/profile`, headers });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/${user.userId}/profile` });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.userId}/profile`,
      headers: { authorization: `${headers.authorization}x` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('saves the set of the account kind, refusing the other kind and a form without changes', async () => {
    const user = await makeUser(t.db, { name: 'Anna', surname: 'Nowak', phone: '600 000 999' });
    const headers = await authHeader(t.secrets.jwtSecret, user);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/user/${user.userId}/profile`, headers, payload });
    const unchanged = await post({ company: false, name: 'Anna', surname: 'Nowak', phone: '600 000 999' });
    expect(unchanged.json()).toEqual({ error: userMessages.profileFailed });
    const otherKind = await post({
      company: true,
      companyName: 'Firma',
      nip: '1234567890',
      address: 'ul. Długa 5',
      cityCode: '30-001',
      phone: '600',
    });
    expect(otherKind.statusCode).toBe(400);
    const saved = await post({
      company: false,
      name: 'Anna',
      surname: 'Kowalska',
      phone: '600 000 999',
      email: 'x@example.pl',
    });
    expect(saved.json()).toEqual({ message: userMessages.profileUpdated });
    const [stored] = await t.db.select().from(users).where(eq(users.userId, user.userId));
    expect(stored).toMatchObject({ surname: 'Kowalska', email: user.email });
  });
});

describe('phone numbers', () => {
  it('refuses a phone with letters with a Polish message, storing nothing', async () => {
    const user = await makeUser(t.db, { name: 'Anna', surname: 'Nowak', phone: '600 000 999' });
    const headers = await authHeader(t.secrets.jwtSecret, user);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.userId}/profile`,
      headers,
      payload: { company: false, name: 'Anna', surname: 'Nowak', phone: '600 OOO 999' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe(messages.phone);
    const [stored] = await t.db.select().from(users).where(eq(users.userId, user.userId));
    expect(stored?.phone).toBe('600 000 999');
  });
});

describe('change password', () => {
  it('refuses a wrong current or the same password, then makes earlier tokens answer 401', async () => {
    const user = await makeUser(t.db);
    const headers = await authHeader(t.secrets.jwtSecret, user);
    const url = `/api/user/${user.userId}/change-pass`;
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { currentPassword: 'zle-haslo', newPassword: 'nowe123' },
    });
    expect(wrong.json()).toEqual({ error: userMessages.passwordFailed });
    const same = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { currentPassword: testPassword, newPassword: testPassword },
    });
    expect(same.statusCode).toBe(400);
    const changed = await t.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { currentPassword: testPassword, newPassword: 'nowe123' },
    });
    expect(changed.json()).toEqual({ message: userMessages.passwordChanged });

    const stale = await t.app.inject({ method: 'GET', url: `/api/user/${user.userId}/profile`, headers });
    expect(stale.statusCode).toBe(401);
    expect((await login(t.app, user.email, testPassword)).statusCode).toBe(401);
    const fresh = await login(t.app, user.email, 'nowe123');
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.userId}/profile`,
      headers: { authorization: `JWT ${fresh.json().token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('voids the reset links still out, so the old password cannot be replaced through them', async () => {
    const user = await makeUser(t.db);
    const resetLink = await issueLink(t.db, user.userId, 'password-reset');
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/user/${user.userId}/change-pass`,
      headers: await authHeader(t.secrets.jwtSecret, user),
      payload: { currentPassword: testPassword, newPassword: 'nowe123' },
    });
    expect(changed.statusCode).toBe(200);

    const url = `/api/user/new-pass/${user.userId}/${resetLink}`;
    const shown = await t.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(410);
    expect(shown.json()).toEqual({ error: accountSafetyMessages.resetLinkSpent });
    const used = await t.app.inject({ method: 'POST', url, payload: { password: 'przejete1' } });
    expect(used.statusCode).toBe(410);
    expect((await login(t.app, user.email, 'nowe123')).statusCode).toBe(200);
  });
});

describe('remove account', () => {
  it('deletes the ads, photo rows and files, views and integration, and ends the session', async () => {
    const user = await makeUser(t.db, {
      company: true,
      companyName: 'Znikam',
      nip: '1234567890',
      address: 'ul. Krótka 1',
      cityCode: '30-001',
    });
    const keeper = await makeUser(t.db);
    const estate = await makeEstate(t.db, user.userId);
    const kept = await makeEstate(t.db, keeper.userId);
    const photo = await makePhoto(t.db, estate.estateId, 0);
    const keptPhoto = await makePhoto(t.db, kept.estateId, 0);
    for (const file of [photo, keptPhoto])
      await t.storage.write(
        photoKey(file.container, file.filename, '360x270'),
        Buffer.from('webp'),
        'image/webp',
      );
    await t.db
      .insert(estateViews)
      .values({ estateId: estate.estateId, day: '2026-01-01', pages: 3, phones: 1 });
    await t.db.insert(integrations).values({
      userId: user.userId,
      type: 'asari',
      ftpLogin: 'znikam@example.pl',
      ftpPasswordEncrypted: 'x',
    });
    const headers = await authHeader(t.secrets.jwtSecret, user);

    const remove = (userId: number, payload?: object) =>
      t.app.inject({ method: 'DELETE', url: `/api/user/${userId}/remove-account`, headers, payload });

    expect((await remove(keeper.userId, { password: testPassword })).statusCode).toBe(403);
    expect(await remove(user.userId)).toMatchObject({ statusCode: 400 });
    expect((await remove(user.userId, { password: '' })).json().error).toBe('Wartość pola jest wymagana!');
    const wrong = await remove(user.userId, { password: 'zle-haslo' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: accountSafetyMessages.removalPasswordWrong });
    expect(await t.db.select().from(estates).where(eq(estates.userId, user.userId))).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.userId, user.userId))).toHaveLength(1);

    const removed = await remove(user.userId, { password: testPassword });
    expect(removed.json()).toEqual({ message: userMessages.accountRemoved });

    expect(await t.db.select().from(estates).where(eq(estates.userId, user.userId))).toEqual([]);
    expect(await t.db.select().from(photos).where(eq(photos.estateId, estate.estateId))).toEqual([]);
    expect(await t.db.select().from(estateViews).where(eq(estateViews.estateId, estate.estateId))).toEqual(
      [],
    );
    expect(await t.db.select().from(integrations).where(eq(integrations.userId, user.userId))).toEqual([]);
    expect(await t.storage.read(photoKey(photo.container, photo.filename, '360x270'))).toBeNull();
    expect(await t.storage.read(photoKey(keptPhoto.container, keptPhoto.filename, '360x270'))).not.toBeNull();
    expect(await t.db.select().from(estates).where(eq(estates.estateId, kept.estateId))).toHaveLength(1);

    const after = await t.app.inject({ method: 'GET', url: `/api/user/${user.userId}/profile`, headers });
    expect(after.statusCode).toBe(401);
    expect((await login(t.app, user.email, testPassword)).statusCode).toBe(401);
  });
});

describe('integration', () => {
  it('answers the own FTP access with the password decrypted', async () => {
    const user = await makeUser(t.db, {
      company: true,
      companyName: 'Biuro',
      nip: '1234567890',
      address: 'ul. Wąska 3',
      cityCode: '30-001',
    });
    const [row] = await t.db
      .insert(integrations)
      .values({
        userId: user.userId,
        type: 'galactica',
        ftpLogin: 'biuro-ftp@example.pl',
        ftpPasswordEncrypted: encryptSecret('hasło-ftp-1', t.secrets.secretKey),
      })
      .returning();
    await t.db.update(users).set({ integrationId: row?.integrationId }).where(eq(users.userId, user.userId));
    const headers = await authHeader(t.secrets.jwtSecret, user);
    const url = `/api/user/${user.userId}/integration/${row?.integrationId}`;
    expect((await t.app.inject({ method: 'GET', url, headers })).json()).toEqual({
      type: 'galactica',
      ftpLogin: 'biuro-ftp@example.pl',
      ftpPassword: 'hasło-ftp-1',
      ftp: { host: 'localhost', port: 2121, passive: true },
      offers: { live: 0, refused: 0, withoutPhotos: 0 },
      placesNothing: false,
      runs: [],
    });
    expect((await login(t.app, user.email, testPassword)).json().integrationId).toBe(row?.integrationId);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.userId}/integration/999999`,
      headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('shows the company its last 10 import runs, newest first, with counts and skipped offers', async () => {
    const user = await makeUser(t.db, { company: true, companyName: 'Biuro z CRM' });
    const [row] = await t.db
      .insert(integrations)
      .values({
        userId: user.userId,
        type: 'asari',
        ftpLogin: 'asari-runs',
        ftpPasswordEncrypted: encryptSecret('hasło-ftp-2', t.secrets.secretKey),
      })
      .returning();
    const integrationId = row!.integrationId;
    await t.db.update(users).set({ integrationId }).where(eq(users.userId, user.userId));
    for (let i = 1; i <= 11; i++) {
      await t.db.insert(importRuns).values({
        integrationId,
        fileName: `oferty_${i}.zip`,
        contentHash: `hash-${i}`,
        status: 'done',
        added: i,
        failed: 1,
        problems: [`oferta X-${i}: brak ceny`],
        receivedAt: new Date(Date.UTC(2026, 10, i)),
        startedAt: new Date(Date.UTC(2026, 10, i, 1)),
      });
    }
    await makeEstate(t.db, user.userId, { integrationId, imported: 1 });
    const headers = await authHeader(t.secrets.jwtSecret, user);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.userId}/integration/${integrationId}`,
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // The ad online has no photo; the last run left one offer out.
    expect(answer.json()).toMatchObject({
      offers: { live: 1, refused: 1, withoutPhotos: 1 },
      placesNothing: false,
    });
    const { runs } = answer.json();
    expect(runs.map((run: { fileName: string }) => run.fileName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `oferty_${11 - i}.zip`),
    );
    expect(runs[0]).toMatchObject({
      status: 'done',
      added: 11,
      failed: 1,
      problems: ['oferta X-11: brak ceny'],
      receivedAt: '2026-11-11T00:00:00.000Z',
    });
  });
});

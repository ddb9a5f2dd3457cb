import { logoMessages } from '@portal/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser, testPassword } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';

// A wide transparent PNG, as agencies' logos are.
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe("a company's logo", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const company = async () => {
    const user = await makeUser(t.db, { company: true, companyName: 'Biuro Sowa' });
    return { user, headers: await authHeader(t.secrets.jwtSecret, user) };
  };
  const upload = (userId: number, headers: object, body: Buffer, type = 'image/png') =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/${userId}/logo`,
      headers: { ...headers, 'content-type': type },
      payload: body,
    });

  it('stores it as WebP within 320x160, keeping its transparency, and shows it on the company page and ads', async () => {
    const { user, headers } = await company();
    const ad = await makeEstate(t.db, user.userId);
    const res = await upload(user.userId, headers, await png(1200, 300));
    expect(res.statusCode, res.body).toBe(200);
    const { message, logo } = res.json();
    expect(message).toBe(logoMessages.saved);
    expect(logo).toMatch(new RegExp(`^/logo/${user.userId}-[0-9a-f]{16}\\.webp$`));

    const file = await t.app.inject(logo);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 80,
      hasAlpha: true,
    });
    expect((await t.app.inject(`/api/estates/user/${user.userId}/agency`)).json().logo).toBe(logo);
    expect((await t.app.inject(`/api/estates/${ad.estateId}`)).json().user.logo).toBe(logo);
    const profile = await t.app.inject({ url: `/api/user/${user.userId}/profile`, headers });
    expect(profile.json().logo).toBe(logo);
  });

  it('replaces the old file with a new one, and removes it on request', async () => {
    const { user, headers } = await company();
    const first = (await upload(user.userId, headers, await png(200, 100))).json().logo;
    const second = (await upload(user.userId, headers, await png(100, 100))).json().logo;
    expect(second).not.toBe(first);
    expect((await t.app.inject(first)).statusCode).toBe(404);
    expect((await t.app.inject(second)).statusCode).toBe(200);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/user/${user.userId}/logo`, headers });
    expect(removed.json()).toEqual({ message: logoMessages.removed });
    expect((await t.app.inject(second)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/estates/user/${user.userId}/agency`)).json().logo).toBeNull();
  });

  it('goes with the account', async () => {
    const { user, headers } = await company();
    const { logo } = (await upload(user.userId, headers, await png(100, 50))).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${user.userId}/remove-account`,
      headers,
      payload: { password: testPassword },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.app.inject(logo)).statusCode).toBe(404);
  });

  it('refuses a file that is no JPEG or PNG whatever its name says, and a file too large', async () => {
    const { user, headers } = await company();
    const text = await upload(
      user.userId,
      headers,
      Buffer.from('to nie jest obraz'.repeat(20)),
      'image/jpeg',
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: logoMessages.unsupported });
    const empty = await upload(user.userId, headers, Buffer.alloc(0));
    expect(empty.json()).toEqual({ error: logoMessages.unsupported });

    const large = await upload(user.userId, headers, Buffer.alloc(2 * 1024 * 1024 + 1, 1));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ error: logoMessages.tooLarge });
    expect((await t.app.inject(`/api/estates/user/${user.userId}/agency`)).json().logo).toBeNull();
  });

  it("refuses a private person's account, another account and no session", async () => {
    const person = await makeUser(t.db);
    const personal = await upload(
      person.userId,
      await authHeader(t.secrets.jwtSecret, person),
      await png(50, 50),
    );
    expect(personal.statusCode).toBe(403);
    expect(personal.json()).toEqual({ error: logoMessages.notCompany });

    const { user } = await company();
    const { headers: stranger } = await company();
    expect((await upload(user.userId, stranger, await png(50, 50))).statusCode).toBe(403);
    expect((await upload(user.userId, {}, await png(50, 50))).statusCode).toBe(401);
  });
});

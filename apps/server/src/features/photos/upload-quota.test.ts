import { Limits } from '@portal/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { photoUploads } from '../../db/schema.ts';
import { announce } from './upload.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tooManyUploads = {
  error: 'Wysyłasz zbyt wiele zdjęć naraz. Poczekaj, aż trwające wysyłanie się zakończy, i spróbuj ponownie.',
};
const files = (howMany: number, size: number) =>
  Array.from({ length: howMany }, (_, i) => ({ name: `${i + 1}.jpg`, size }));

/** An account with `ads` drafts of its own; answers its session and the drafts' ids. */
async function seller(ads: number) {
  const user = await makeUser(t.db);
  const ids: number[] = [];
  for (let i = 0; i < ads; i++)
    ids.push((await makeEstate(t.db, user.userId, { type: 'house', active: 0, draft: true })).estateId);
  return { auth: await authHeader(t.secrets.jwtSecret, user), ids };
}

async function slotsOf(estateIds: number[]) {
  const [row] = await t.db
    .select({ total: count() })
    .from(photoUploads)
    .where(inArray(photoUploads.estateId, estateIds));
  return row?.total;
}

describe('open uploads per account', () => {
  it('bound the bytes announced and not completed over all the account’s ads', async () => {
    const { auth, ids } = await seller(3);
    const [first, second, third] = ids as [number, number, number];
    const full = Limits.photos.maxBytes;
    const perAd = Limits.unfinished.uploadBytesPerAccount / full / 2;
    expect((await announce(t.app, auth, first, files(perAd, full))).statusCode).toBe(200);
    expect((await announce(t.app, auth, second, files(perAd, full))).statusCode).toBe(200);

    const refused = await announce(t.app, auth, third, files(1, 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(tooManyUploads);
    expect(await slotsOf([third])).toBe(0);

    // An expired slot holds nothing.
    await t.db
      .update(photoUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(photoUploads.estateId, first));
    expect((await announce(t.app, auth, third, files(1, 1))).statusCode).toBe(200);
  });

  it('bound the number of slots announced and not completed over all the account’s ads', async () => {
    const { uploadsPerAccount } = Limits.unfinished;
    const perAd = Limits.photos.maxPerAd;
    const { auth, ids } = await seller(uploadsPerAccount / perAd + 1);
    const last = ids.pop() as number;
    for (const estateId of ids)
      expect((await announce(t.app, auth, estateId, files(perAd, 1000))).statusCode).toBe(200);

    const refused = await announce(t.app, auth, last, files(1, 1000));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(tooManyUploads);
    expect(await slotsOf([last])).toBe(0);

    // A completed upload is no longer open.
    await t.db
      .update(photoUploads)
      .set({ completedAt: new Date() })
      .where(eq(photoUploads.estateId, ids[0] as number));
    expect((await announce(t.app, auth, last, files(1, 1000))).statusCode).toBe(200);

    // Another account's uploads are its own.
    const other = await seller(1);
    expect((await announce(t.app, other.auth, other.ids[0] as number, files(1, 1000))).statusCode).toBe(200);
  });
});

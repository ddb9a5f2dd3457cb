import { Limits } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { estates } from '../../db/schema.ts';
import { housePayload } from './estate-payload.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { draftsPerAccount } = Limits.unfinished;
const createHouse = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/estates/dom', headers, payload: housePayload() });

async function draftsOf(userId: number) {
  const [row] = await t.db
    .select({ total: count() })
    .from(estates)
    .where(and(eq(estates.userId, userId), eq(estates.draft, true)));
  return row?.total;
}

describe('drafts per account', () => {
  it('refuses one draft past the limit in Polish, writes nothing, and takes one again once a draft is done', async () => {
    const user = await makeUser(t.db);
    const auth = await authHeader(t.secrets.jwtSecret, user);
    const drafts = [];
    for (let i = 0; i < draftsPerAccount - 1; i++)
      drafts.push(await makeEstate(t.db, user.userId, { active: 0, draft: true }));
    // Published ads do not count.
    await makeEstate(t.db, user.userId);
    expect((await createHouse(auth)).statusCode).toBe(200);

    const refused = await createHouse(auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Masz zbyt wiele nieukończonych ogłoszeń. Dokończ lub usuń jedno z nich.',
    });
    expect(await draftsOf(user.userId)).toBe(draftsPerAccount);

    // Another account has drafts of its own.
    const other = await makeUser(t.db);
    expect((await createHouse(await authHeader(t.secrets.jwtSecret, other))).statusCode).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/estates/${drafts[0]!.estateId}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await createHouse(auth)).statusCode).toBe(200);
  });

  it('lets no two requests at once take the last place', async () => {
    const user = await makeUser(t.db);
    const auth = await authHeader(t.secrets.jwtSecret, user);
    for (let i = 0; i < draftsPerAccount - 1; i++)
      await makeEstate(t.db, user.userId, { active: 0, draft: true });
    const answers = await Promise.all([createHouse(auth), createHouse(auth), createHouse(auth)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await draftsOf(user.userId)).toBe(draftsPerAccount);
  });
});

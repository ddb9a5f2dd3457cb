import { messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { estates } from '../../db/schema.ts';
import { housePayload } from './estate-payload.fixture.ts';

// An area is written as Poles write it, 48,37 m², and kept to the hundredth.
describe('POST /api/estates/{type}: a decimal area', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let auth: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    auth = await authHeader(t.secrets.jwtSecret, await makeUser(t.db));
  });
  afterAll(() => t.close());

  const save = (area: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/estates/dom', headers: auth, payload: housePayload({ area }) });

  it('stores an area with a Polish comma and shows it on the published ad', async () => {
    const response = await save('48,37');
    expect(response.statusCode, response.body).toBe(200);
    const { estateId } = response.json();
    await t.db.update(estates).set({ active: 1 }).where(eq(estates.estateId, estateId));
    const ad = await t.app.inject(`/api/estates/${estateId}`);
    expect(ad.json().area).toBe(48.37);
  });

  it.each(['48,3,7', '48,375', '-48'])('refuses the area %s with the spec message', async (area) => {
    const response = await save(area);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields['estate.area']).toBe(messages.digits);
  });
});

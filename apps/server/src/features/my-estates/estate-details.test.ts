import { availableFromRange } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { estates } from '../../db/schema.ts';
import { housePayload } from './estate-payload.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof makeUser>>;
let ownerAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await makeUser(t.db);
  ownerAuth = await authHeader(t.secrets.jwtSecret, owner);
});
afterAll(() => t.close());

const save = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: ownerAuth, payload });
const ownAd = async (estateId: number) =>
  (await t.app.inject({ url: `/api/estates/${estateId}/manage`, headers: ownerAuth })).json();
const adsOfOwner = async () =>
  (await t.db.select({ total: count() }).from(estates).where(eq(estates.userId, owner.userId)))[0]!.total;

const { min, max } = availableFromRange();
const rental = { rent: 1, price: 3200, monthlyFees: 450, deposit: 3200 };
const details = {
  bathrooms: 2,
  finish: 1,
  heating: 6,
  ownership: 1,
  availableFrom: max,
  garden: 1,
  pets: 0,
};

describe('the details an owner gives', () => {
  it('stores and answers every detail of a rented house', async () => {
    const response = await save('/api/estates/dom', housePayload(rental, details));
    expect(response.statusCode).toBe(200);
    expect(await ownAd(response.json().estateId)).toMatchObject(details);
  });

  it('clears the details an edit leaves out', async () => {
    const { estateId } = (await save('/api/estates/dom', housePayload(rental, details))).json();
    const edit = await save(`/api/estates/dom/${estateId}`, housePayload(rental, { heating: '' }));
    expect(edit.statusCode).toBe(200);
    expect(await ownAd(estateId)).toMatchObject({
      bathrooms: null,
      finish: null,
      heating: null,
      ownership: null,
      availableFrom: null,
      garden: null,
      pets: null,
    });
  });

  it('takes the earliest day allowed and gives a plot only its date', async () => {
    const land = await save('/api/estates/dzialka', housePayload({}, { category: 1, availableFrom: min }));
    expect(land.statusCode).toBe(200);
    expect(await ownAd(land.json().estateId)).toMatchObject({ availableFrom: min, bathrooms: null });
  });
});

describe('refused details', () => {
  const refused = async (url: string, payload: object) => {
    const before = await adsOfOwner();
    const response = await save(url, payload);
    expect(response.statusCode).toBe(400);
    expect(await adsOfOwner()).toBe(before);
    return response.json();
  };

  it('refuses a value outside its list', async () => {
    const answer = await refused('/api/estates/dom', housePayload({}, { bathrooms: 7, heating: 0 }));
    expect(answer).toMatchObject({
      error: 'Niepoprawna wartość pola!',
      fields: { 'estateType.bathrooms': 'Niepoprawna wartość pola!' },
    });
  });

  it('refuses a day long past or not in the calendar', async () => {
    const past = await refused('/api/estates/dom', housePayload({}, { availableFrom: '2020-01-01' }));
    expect(past.error).toBe(`Podaj datę nie wcześniejszą niż ${min}!`);
    const wrong = await refused('/api/estates/dom', housePayload({}, { availableFrom: '2027-13-01' }));
    expect(wrong.error).toBe('Niepoprawna wartość pola!');
  });

  it('refuses a detail the type does not have, by its name', async () => {
    const answer = await refused('/api/estates/lokal', housePayload({}, { category: 1, finish: 2 }));
    expect(answer.error).toBe('Pole „Stan wykończenia” nie dotyczy tego rodzaju nieruchomości!');
  });

  it('refuses an answer on pets in a sale ad', async () => {
    const answer = await refused('/api/estates/dom', housePayload({ rent: 0 }, { pets: 1 }));
    expect(answer).toMatchObject({
      error: 'Pole „Zwierzęta” dotyczy tylko ogłoszeń wynajmu!',
      fields: { 'estateType.pets': 'Pole „Zwierzęta” dotyczy tylko ogłoszeń wynajmu!' },
    });
  });
});

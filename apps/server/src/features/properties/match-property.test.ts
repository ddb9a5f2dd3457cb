import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { makeUser } from '../../../test/factories.ts';
import { backdate, copyOf, distinctHash, makeOffer, propertyOf } from '../../../test/property-offers.ts';
import type { Database } from '../../db/client.ts';
import { estates, propertyMatches, users } from '../../db/schema.ts';
import { matchProperty } from './match-property.ts';

let database: Database;
let db: Database['db'];
let streets = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const photoSet = (count = 5) => Array.from({ length: count }, distinctHash);
const agency = () => makeUser(db, { company: true });
const street = () => `ul. Matejki ${++streets}`;

describe('the property matcher', () => {
  it("joins an agency's copy of another agency's offer and records the evidence", async () => {
    const photos = photoSet();
    const address = street();
    const first = await makeOffer(db, (await agency()).userId, photos, {
      address,
      area: 52,
      floor: 3,
      rooms: 2,
    });
    await matchProperty(db, first.estateId);
    // Smaller, recompressed copies, one photo left out, others' order, its own title, area rounded, no address.
    const copies = photos
      .slice(1)
      .reverse()
      .map((hash) => copyOf(hash));
    const second = await makeOffer(db, (await agency()).userId, copies, {
      address: 'Kraków, Stare Miasto',
      area: 52.8,
      floor: 3,
      rooms: 2,
      title: 'Przestronne 2 pokoje w centrum',
      price: 699_000,
    });

    const joined = await matchProperty(db, second.estateId);

    expect(joined).toBe((await propertyOf(db, first.estateId)).propertyId);
    expect((await propertyOf(db, second.estateId)).listedOffers).toBe(2);
    const [match] = await db
      .select()
      .from(propertyMatches)
      .where(eq(propertyMatches.historyId, (await propertyOf(db, second.estateId)).historyId));
    expect(match).toMatchObject({ action: 'joined', propertyId: joined, adminId: null });
    expect(match!.evidence).toMatchObject({ sharedPhotos: 4, floor: 'same', rooms: 'same', vetoes: [] });
  });

  it("joins a relist from another account to the old property and keeps the property's first day", async () => {
    const photos = photoSet();
    const address = street();
    const old = await makeOffer(db, (await makeUser(db)).userId, photos, { address, area: 61, rooms: 3 });
    await matchProperty(db, old.estateId);
    await backdate(db, old.estateId, 90);
    const { propertyId, firstSeenAt } = await propertyOf(db, old.estateId);
    await db.delete(estates).where(eq(estates.estateId, old.estateId));

    const relist = await makeOffer(
      db,
      (await makeUser(db)).userId,
      photos.map((hash) => copyOf(hash)),
      {
        address,
        area: 61,
        rooms: 3,
      },
    );
    await matchProperty(db, relist.estateId);

    const now = await propertyOf(db, relist.estateId);
    expect(now.propertyId).toBe(propertyId);
    expect(now.firstSeenAt).toEqual(firstSeenAt);
  });

  it('keeps apart another flat in the same building on another floor, though the photo of the building is one', async () => {
    const building = distinctHash();
    const address = street();
    const user = await agency();
    const low = await makeOffer(db, user.userId, [building, ...photoSet(3)], {
      address,
      area: 48,
      rooms: 2,
      floor: 1,
    });
    await matchProperty(db, low.estateId);
    const high = await makeOffer(db, (await agency()).userId, [building, ...photoSet(3)], {
      address,
      area: 48,
      rooms: 2,
      floor: 4,
    });

    await matchProperty(db, high.estateId);

    expect((await propertyOf(db, high.estateId)).propertyId).not.toBe(
      (await propertyOf(db, low.estateId)).propertyId,
    );
  });

  it('keeps apart offers whose photos are mostly of other rooms, even on one floor of one building', async () => {
    const shared = photoSet(1);
    const address = street();
    const a = await makeOffer(db, (await agency()).userId, [...shared, ...photoSet(4)], {
      address,
      area: 40,
    });
    await matchProperty(db, a.estateId);
    const b = await makeOffer(db, (await agency()).userId, [...shared, ...photoSet(4)], {
      address,
      area: 40,
    });
    await matchProperty(db, b.estateId);
    expect((await propertyOf(db, b.estateId)).propertyId).not.toBe(
      (await propertyOf(db, a.estateId)).propertyId,
    );
  });

  it("keeps a developer's units apart though their renders are the same", async () => {
    const developer = await agency();
    await db.update(users).set({ developer: true }).where(eq(users.userId, developer.userId));
    const renders = photoSet(4);
    const address = street();
    const first = await makeOffer(db, developer.userId, renders, { address, area: 55, rooms: 3 });
    await matchProperty(db, first.estateId);
    const second = await makeOffer(db, developer.userId, renders, { address, area: 55, rooms: 3 });
    await matchProperty(db, second.estateId);
    expect((await propertyOf(db, second.estateId)).propertyId).not.toBe(
      (await propertyOf(db, first.estateId)).propertyId,
    );
  });

  it('gives no weight to a photo many properties show (a stock image)', async () => {
    const stock = distinctHash();
    const facts = { area: 70, rooms: 3, floor: 1 };
    for (let n = 0; n < 3; n++) {
      const other = await makeOffer(db, (await agency()).userId, [stock, ...photoSet(1)], {
        ...facts,
        floor: n + 1,
        address: street(),
      });
      await matchProperty(db, other.estateId);
    }
    const offer = await makeOffer(db, (await agency()).userId, [stock, ...photoSet(1)], {
      ...facts,
      address: street(),
    });
    const before = (await propertyOf(db, offer.estateId)).propertyId;
    expect(await matchProperty(db, offer.estateId)).toBe(before);
  });

  it('joins offers without photos only on a strong match of the place: street and number, area, rooms and floor', async () => {
    const address = street();
    const facts = { address, area: 44, rooms: 2, floor: 2 };
    const first = await makeOffer(db, (await agency()).userId, [], facts);
    await matchProperty(db, first.estateId);
    const unknownFloor = await makeOffer(db, (await agency()).userId, [], { ...facts, floor: null });
    await matchProperty(db, unknownFloor.estateId);
    const same = await makeOffer(db, (await agency()).userId, [], facts);
    await matchProperty(db, same.estateId);

    const property = (await propertyOf(db, first.estateId)).propertyId;
    expect((await propertyOf(db, unknownFloor.estateId)).propertyId).not.toBe(property);
    expect((await propertyOf(db, same.estateId)).propertyId).toBe(property);
  });

  it('leaves a property when an edit makes its offer another flat', async () => {
    const photos = photoSet();
    const address = street();
    const first = await makeOffer(db, (await agency()).userId, photos, { address, area: 80, floor: 5 });
    await matchProperty(db, first.estateId);
    const second = await makeOffer(db, (await agency()).userId, photos, { address, area: 80, floor: 5 });
    await matchProperty(db, second.estateId);
    expect((await propertyOf(db, second.estateId)).propertyId).toBe(
      (await propertyOf(db, first.estateId)).propertyId,
    );

    await db.update(estates).set({ floor: 2 }).where(eq(estates.estateId, second.estateId));
    await matchProperty(db, second.estateId);

    expect((await propertyOf(db, second.estateId)).propertyId).not.toBe(
      (await propertyOf(db, first.estateId)).propertyId,
    );
    expect((await propertyOf(db, first.estateId)).listedOffers).toBe(1);
  });
});

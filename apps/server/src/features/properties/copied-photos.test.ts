import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { makeUser } from '../../../test/factories.ts';
import { copyOf, distinctHash, makeOffer } from '../../../test/property-offers.ts';
import type { Database } from '../../db/client.ts';
import { estateRisks } from '../../db/schema.ts';
import { checkRisk } from '../moderation/index.ts';
import { matchProperty } from './match-property.ts';

let database: Database;
let db: Database['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const signalsOf = async (estateId: number) => {
  await checkRisk(db, estateId);
  const [risk] = await db.select().from(estateRisks).where(eq(estateRisks.estateId, estateId));
  return risk?.signals.map((signal) => signal.rule) ?? [];
};

describe("the risk check of photos seen on another advertiser's ad", () => {
  const photos = Array.from({ length: 5 }, distinctHash);
  const copies = photos.map((hash) => copyOf(hash));
  const flat = { address: 'ul. Karmelicka 12', area: 50, rooms: 2, floor: 3, price: 3200, rent: 1 as const };

  beforeAll(async () => {
    const real = await makeOffer(db, (await makeUser(db, { company: true })).userId, photos, flat);
    await matchProperty(db, real.estateId);
  });

  it('fires for a copy offering the flat far cheaper, or as another flat', async () => {
    const bait = await makeOffer(db, (await makeUser(db)).userId, copies, { ...flat, price: 1500 });
    expect(await signalsOf(bait.estateId)).toContain('photosSeenElsewhere');
    const elsewhere = await makeOffer(db, (await makeUser(db)).userId, copies, {
      ...flat,
      area: 64,
      address: 'ul. Długa 3',
    });
    expect(await signalsOf(elsewhere.estateId)).toContain('photosSeenElsewhere');
  });

  it("is silent for another agency's offer of the same flat at about its price", async () => {
    const agency = await makeOffer(db, (await makeUser(db, { company: true })).userId, copies.slice(1), {
      ...flat,
      price: 3000,
    });
    expect(await signalsOf(agency.estateId)).not.toContain('photosSeenElsewhere');
  });
});

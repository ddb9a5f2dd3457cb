import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client.ts';
import { estates, photos, users } from '../src/db/schema.ts';

type NewUser = typeof users.$inferInsert;
// Column values or SQL (`now() - interval '1 day'`), as an insert takes them.
type NewEstate = PgInsertValue<typeof estates>;

// A precomputed scrypt hash of 'secret123', so that factories stay fast.
export const testPassword = 'secret123';
const testPasswordHash =
  'scrypt$32768$8$1$Lg8k+JjJrKspusV3LEpmZw==$8WvLSo7Xs+seSegp+9LL3NE2D+Yhg6vsBVocUpXxeN4=';

let sequence = 0;
const next = () => ++sequence;

export const krakow = { cityId: 950463, provinceId: 12 };
export const warszawa = { cityId: 918123, provinceId: 14 };

export async function makeUser(db: Db, overrides: Partial<NewUser> = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      email: `user${n}@example.com`,
      passwordHash: testPasswordHash,
      company: false,
      name: 'Anna',
      surname: 'Nowak',
      phone: `+48 600 000 ${String(n).padStart(3, '0')}`,
      active: true,
      ...overrides,
    })
    .returning();
  return user!;
}

const sixMonths = sql`now() + interval '6 months'`;

export async function makeEstate(db: Db, userId: number, overrides: Partial<NewEstate> = {}) {
  const n = next();
  const [estate] = await db
    .insert(estates)
    .values({
      userId,
      type: 'apartment',
      rent: 0,
      market: 2,
      title: `Mieszkanie testowe numer ${n}`,
      description:
        'Przestronne mieszkanie w spokojnej okolicy, blisko komunikacji miejskiej i szkół. '.repeat(2),
      price: 500_000 + n,
      area: 50,
      rooms: 3,
      address: 'ul. Długa 1',
      cityCode: '30-001',
      ...krakow,
      active: 1,
      expiresAt: sixMonths,
      ...overrides,
    })
    .returning();
  return estate!;
}

export async function makePhoto(db: Db, estateId: number, sort: number) {
  const [photo] = await db
    .insert(photos)
    .values({ estateId, container: 'estates', filename: `photo-${next()}-abcdef`, name: 'zdjecie.jpg', sort })
    .returning();
  return photo!;
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import {
  EstateStep1Schema,
  estateTypeFields,
  estateTypeSchemas,
  estateTypes,
  isEstateType,
} from '@portal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { perceptualHash } from '../../infra/images/perceptual-hash.ts';
import { verifyPassword } from '../../infra/passwords.ts';
import { createLocalStorage } from '../../infra/storage/local-storage.ts';
import type { Database } from '../client.ts';
import { estates, photos, users } from '../schema.ts';
import { demoAccounts, demoPassword, seedDemo, seedIfEmpty } from './seed-demo.ts';

const now = new Date('2025-06-01T10:00:00Z');
const options = { ads: 60, seed: 7, now, photoPoolSize: 8 };
let database: Database;
let storageRoot: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storageRoot = await mkdtemp(join(tmpdir(), 'demo-storage-'));
  await seedDemo({ ...options, db: database.db, storage: createLocalStorage(storageRoot) });
});

afterAll(async () => {
  await database.close();
  await rm(storageRoot, { recursive: true, force: true });
});

const allEstates = () => database.db.select().from(estates).orderBy(asc(estates.estateId));
const allPhotos = () => database.db.select().from(photos).orderBy(asc(photos.photoId));

describe('seedDemo', () => {
  it('adds ads of every type, for sale and for rent, all active and listed', async () => {
    const rows = await allEstates();

    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(estateTypes));
    expect(new Set(rows.map((row) => row.rent))).toEqual(new Set([0, 1]));
    expect(rows.every((row) => row.active === 1 && row.matchGeo === 0)).toBe(true);
  });

  it('writes ads that pass the wizard step 1 and type schemas unchanged', async () => {
    for (const row of await allEstates()) {
      const step1 = EstateStep1Schema.safeParse({
        rent: row.rent,
        market: row.market,
        title: row.title,
        address: row.address,
        cityCode: row.cityCode,
        district: row.district,
        price: row.price,
        area: row.area,
        description: row.description,
        province: row.provinceId,
        city: row.cityId,
      });
      expect(step1.error?.issues ?? [], row.title).toEqual([]);
      expect(row.description.length).toBeGreaterThanOrEqual(60);
      expect(row.description.length).toBeLessThanOrEqual(3000);
      expect(row.cityCode).toMatch(/^\d\d-\d\d\d$/);

      if (!isEstateType(row.type)) throw new Error(`unknown type ${row.type}`);
      const { fields, amenities } = estateTypeFields[row.type];
      const typeValues = Object.fromEntries([...fields, ...amenities].map((key) => [key, row[key]]));
      expect(estateTypeSchemas[row.type].parse(typeValues), row.title).toEqual(typeValues);
      expect(
        fields.every((field) => row[field] !== null) && amenities.every((flag) => row[flag] !== null),
      ).toBe(true);
    }
  });

  it('dates ads over the last five months, expiring six months after creation', async () => {
    const fiveMonthsAgo = now.getTime() - 151 * 86_400_000;
    for (const row of await allEstates()) {
      expect(row.createdAt.getTime()).toBeGreaterThan(fiveMonthsAgo);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.modifiedAt).toEqual(row.createdAt);
      const expires = new Date(row.createdAt);
      expires.setUTCMonth(expires.getUTCMonth() + 6);
      expect(row.expiresAt).toEqual(expires);
      expect(row.promoted).toBe(row.promotedUntil && row.promotedUntil > now ? 1 : 0);
    }
  });

  it('dates each ad’s history, its listing and its property as the ad, not at the seeding', async () => {
    const { rows } = await database.db.execute<{
      created: Date;
      seen: Date;
      listed: Date;
      property: Date;
    }>(sql`
      select e.created_at as created, h.first_seen_at as seen, v.at as listed, p.first_seen_at as property
      from estates e
      join estate_histories h on h.estate_id = e.estate_id
      join estate_events v on v.estate_id = e.estate_id and v.kind = 'listed'
      join properties p on p.property_id = h.property_id`);
    expect(rows).toHaveLength(60);
    for (const row of rows) {
      const created = new Date(row.created).getTime();
      expect([row.seen, row.listed].map((at) => new Date(at).getTime())).toEqual([created, created]);
      // A property is as old as its oldest offer.
      expect(new Date(row.property).getTime()).toBeLessThanOrEqual(created);
    }
  });

  it('gives every ad 1 to 8 stored photos sorted from 0', async () => {
    const rows = await allPhotos();
    const byEstate = Map.groupBy(rows, (photo) => photo.estateId);

    expect(byEstate.size).toBe(60);
    for (const list of byEstate.values()) {
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(8);
      expect(list.map((photo) => photo.sort).sort((a, b) => a - b)).toEqual(list.map((_, index) => index));
    }
    const storage = createLocalStorage(storageRoot);
    for (const filename of new Set(rows.map((photo) => photo.filename))) {
      const stream = await storage.read(`demo/${filename}/360x270.webp`);
      expect(stream, filename).not.toBeNull();
      stream?.destroy();
    }
    expect(rows.every((photo) => photo.container === 'demo')).toBe(true);
  });

  it('gives each demo photo the perceptual hash of its pool image, as an uploaded photo has', async () => {
    const storage = createLocalStorage(storageRoot);
    for (const [filename, list] of Map.groupBy(await allPhotos(), (photo) => photo.filename)) {
      const stream = await storage.read(`demo/${filename}/1280x960.webp`);
      const hash = await perceptualHash(await buffer(stream!));
      expect(list.map((photo) => photo.perceptualHash)).toEqual(list.map(() => hash));
    }
  });

  it('creates the active demo accounts with password demo1234, owning some ads', async () => {
    for (const { email } of demoAccounts) {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      expect(user?.active, email).toBe(true);
      expect(await verifyPassword(demoPassword, user!.passwordHash)).toBe(true);
    }
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(admin?.admin).toBe(true);
    const [company] = await database.db.select().from(users).where(eq(users.email, 'biuro@example.com'));
    expect(company).toMatchObject({ company: true, companyName: 'Biuro Nieruchomości Demo' });

    const owners = await database.db
      .select({ email: users.email, estateId: estates.estateId })
      .from(estates)
      .innerJoin(users, eq(users.userId, estates.userId));
    const countOf = (email: string) => owners.filter((owner) => owner.email === email).length;
    expect(countOf('jan.kowalski@example.com')).toBeGreaterThanOrEqual(3);
    expect(countOf('biuro@example.com')).toBeGreaterThanOrEqual(3);
    expect(countOf('admin@example.com')).toBe(0);
    expect(new Set(owners.map((owner) => owner.email)).size).toBeGreaterThan(2);
  });

  it('gives the same data for the same seed, and other data for another', async () => {
    const again = await createTestDatabase();
    const other = await createTestDatabase();
    try {
      const storage = createLocalStorage(storageRoot);
      expect(await seedIfEmpty({ ...options, db: again.db, storage })).toMatchObject({
        ads: 60,
        poolImages: 0,
      });
      await seedDemo({ ...options, seed: 8, db: other.db, storage });

      const rowsOf = (db: Database['db']) => db.select().from(estates).orderBy(asc(estates.estateId));
      const usersOf = (db: Database['db']) =>
        db.select({ email: users.email, phone: users.phone }).from(users).orderBy(asc(users.userId));
      expect(await rowsOf(again.db)).toEqual(await allEstates());
      expect(await usersOf(again.db)).toEqual(await usersOf(database.db));
      expect(await again.db.select().from(photos).orderBy(asc(photos.photoId))).toEqual(await allPhotos());
      expect((await rowsOf(other.db)).map((row) => row.title)).not.toEqual(
        (await allEstates()).map((row) => row.title),
      );
    } finally {
      await again.close();
      await other.close();
    }
  });

  it('leaves a database that has users alone when seeding if empty', async () => {
    const storage = createLocalStorage(storageRoot);
    expect(await seedIfEmpty({ ...options, db: database.db, storage })).toBeNull();
    expect(await allEstates()).toHaveLength(60);
  });
});

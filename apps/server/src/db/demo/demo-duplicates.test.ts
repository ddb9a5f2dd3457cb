import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { createLocalStorage } from '../../infra/storage/local-storage.ts';
import type { Database } from '../client.ts';
import { seedDemo } from './seed-demo.ts';

let database: Database;
let storageRoot: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storageRoot = await mkdtemp(join(tmpdir(), 'demo-duplicates-'));
  const storage = createLocalStorage(storageRoot);
  await seedDemo({ db: database.db, storage, ads: 400, seed: 3, photoPoolSize: 8, duplicates: 4 });
});
afterAll(async () => {
  await database.close();
  await rm(storageRoot, { recursive: true, force: true });
});

describe('the demo data at a first start', () => {
  it('shows flats offered by two agencies as one property with two listed offers', async () => {
    const { rows } = await database.db.execute<{ offers: number; advertisers: number }>(sql`
      select p.listed_offers as offers, count(distinct h.user_id)::int as advertisers
      from properties p join estate_histories h on h.property_id = p.property_id
      where p.listed_offers > 1 group by p.property_id, p.listed_offers`);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => Number(row.offers) === 2 && row.advertisers === 2)).toBe(true);
  });

  it('keeps the first day of a flat relisted by another account after its offer was withdrawn', async () => {
    const { rows } = await database.db.execute<{ first: string; listed: number; offline: number }>(sql`
      select p.first_seen_at::text as first, p.listed_offers as listed,
        count(*) filter (where h.offline_at is not null)::int as offline
      from properties p join estate_histories h on h.property_id = p.property_id
      group by p.property_id having count(*) filter (where h.offline_at is not null) = 1 and count(*) = 2`);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.listed)).toBe(1);
    const { rows: newest } = await database.db.execute<{ created: string }>(
      sql`select max(created_at)::text as created from estates`,
    );
    expect(rows[0]!.first < newest[0]!.created).toBe(true);
  });
});

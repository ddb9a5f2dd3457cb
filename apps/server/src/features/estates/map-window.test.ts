import { type Bounds, Limits, serializeCoordinates, toQueryString } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { krakow, makeUser } from '../../../test/factories.ts';
import { exactCountLimit } from './count-listed.ts';
import { pagedOrder } from './seed-estates.fixture.ts';

const rectangle: Bounds = { north: 50.1, south: 50.0, west: 19.85, east: 20.05 };
type Ad = {
  estateId: number;
  type: string;
  rent: number;
  promoted: number;
  lat: number;
  lng: number;
  listed: boolean;
};

/**
 * A city dense with ads: more apartments for sale inside the rectangle than are counted exactly, so that the map
 * view pages through its window of the list index; around them ads outside, of other categories, inactive, expired.
 */
async function seedDenseCity(db: Awaited<ReturnType<typeof createTestApp>>['db']): Promise<Ad[]> {
  const owner = await makeUser(db);
  await db.execute(sql`
    insert into estates (user_id, type, rent, market, title, description, price, area, address, city_code, city_id,
      province_id, rooms, active, promoted, latitude, longitude, match_geo, expires_at)
    select ${owner.userId}, case when g % 9 = 0 then 'house' else 'apartment' end, (g % 11 = 0)::int, 1,
      'Mieszkanie ' || g, 'Opis.', 300000 + g, 50, 'ul. Testowa 1', '30-001', ${krakow.cityId}, ${krakow.provinceId},
      2, (g % 23 <> 0)::int, (g % 37 = 0)::int,
      -- Every seventh ad lies north of the rectangle, the others spread over it and onto its edges.
      case when g % 7 = 0 then 50.2 else 50.0 + (g % 101) / 1000.0 end, 19.85 + (g % 201) / 1000.0, 1,
      case when g % 29 = 0 then now() - interval '1 day' else now() + interval '30 days' end
    from generate_series(1, 3600) g`);
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select estate_id, type, rent, promoted, latitude, longitude, active = 1 and expires_at > now() as listed
    from estates`);
  return rows.map((row) => ({
    estateId: Number(row.estate_id),
    type: String(row.type),
    rent: Number(row.rent),
    promoted: Number(row.promoted),
    lat: Number(row.latitude),
    lng: Number(row.longitude),
    listed: Boolean(row.listed),
  }));
}

describe('the map view of a rectangle dense with ads', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let inside: Ad[];
  const inOrder = (sign: number) => {
    const ids = (promoted: number) =>
      inside
        .filter((ad) => ad.promoted === promoted)
        .map((ad) => ad.estateId)
        .sort((a, b) => sign * (a - b));
    return pagedOrder(ids(1), ids(0));
  };

  beforeAll(async () => {
    t = await createTestApp();
    const ads = await seedDenseCity(t.db);
    const { north, south, east, west } = rectangle;
    inside = ads
      .filter((ad) => ad.listed && ad.type === 'apartment' && ad.rent === 0)
      .filter((ad) => ad.lat >= south && ad.lat <= north && ad.lng >= west && ad.lng <= east);
  }, 60_000);
  afterAll(() => t.close());

  const search = async (page: number, sortOrder = 'DESC') => {
    const query = {
      type: 'apartment',
      rent: 0,
      coordinates: serializeCoordinates(rectangle),
      page,
      sortOrder,
    };
    const res = await t.app.inject(`/api/estates/search${toQueryString(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: { estateId: number }[]; count: number };
  };

  it('pages exactly the listed ads of the category inside the rectangle, 4 promoted first on a page, newest first', async () => {
    const expected = inOrder(-1);
    expect(expected.length).toBeGreaterThan(exactCountLimit);
    const first = await search(1);
    expect(first.count).toBeGreaterThan(exactCountLimit);
    expect(first.rows.map((row) => row.estateId)).toEqual(expected.slice(0, Limits.pageSize));
    const fifth = await search(5);
    expect(fifth.rows.map((row) => row.estateId)).toEqual(
      expected.slice(4 * Limits.pageSize, 5 * Limits.pageSize),
    );
  });

  it('pages oldest first, and ends with the last ads of the rectangle', async () => {
    const ascending = inOrder(1);
    const second = await search(2, 'ASC');
    expect(second.rows.map((row) => row.estateId)).toEqual(
      ascending.slice(Limits.pageSize, 2 * Limits.pageSize),
    );
    const expected = inOrder(-1);
    const lastPage = Math.ceil(expected.length / Limits.pageSize);
    const last = await search(lastPage);
    expect(last.rows.map((row) => row.estateId)).toEqual(expected.slice((lastPage - 1) * Limits.pageSize));
  });
});

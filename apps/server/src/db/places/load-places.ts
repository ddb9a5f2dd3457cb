import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { normalizeSearchText, provinces as provinceList } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cities, communes, counties, provinces } from '../schema.ts';
import { parseCsv } from './csv.ts';

const dataDir = new URL('../../../data/', import.meta.url);
const BATCH = 10_000;

// Towns first, then villages, then settlements, then parts and districts of other localities.
const rankByKind: Record<string, number> = {
  miasto: 0,
  wieś: 1,
  kolonia: 2,
  osada: 2,
  'osada leśna': 2,
  przysiółek: 2,
  osiedle: 2,
  dzielnica: 3,
  delegatura: 3,
  'część miasta': 4,
  część: 4,
};

function readGzipCsv(name: string) {
  return parseCsv(gunzipSync(readFileSync(new URL(name, dataDir))).toString('utf8'));
}

/** Loads the 16 provinces and every TERYT locality into an empty database; a no-op when they are there. */
export async function loadPlaces(db: Db): Promise<number> {
  const [present] = await db.select({ count: sql<number>`count(*)::int` }).from(cities);
  if (present && present.count > 0) return 0;
  await db.transaction(async (tx) => {
    await tx.insert(provinces).values(provinceList.map((p) => ({ provinceId: p.provinceId, name: p.name })));
    await tx.insert(counties).values(
      readGzipCsv('counties.csv.gz').map((r) => ({
        code: r.county_code!,
        provinceId: Number(r.province_id),
        name: r.name!,
        kind: r.kind!,
      })),
    );
    await tx.insert(communes).values(
      readGzipCsv('communes.csv.gz').map((r) => ({
        code: r.commune_code!,
        countyCode: r.county_code!,
        name: r.name!,
        kind: r.kind!,
      })),
    );
    const rows = readGzipCsv('localities.csv.gz');
    for (let start = 0; start < rows.length; start += BATCH) {
      await insertCities(tx, rows.slice(start, start + BATCH));
    }
  });
  const [loaded] = await db.select({ count: sql<number>`count(*)::int` }).from(cities);
  return loaded?.count ?? 0;
}

// One statement per batch with array parameters: far faster than row-by-row values on both drivers.
async function insertCities(db: Db, rows: Record<string, string>[]) {
  const column = (pick: (r: Record<string, string>) => string | number | boolean | null) =>
    sql.param(rows.map(pick));
  await db.execute(sql`
    insert into cities (city_id, name, search_name, province_id, county_code, commune_code, kind, rank, parent_id,
                        lat, lng, approximate)
    select * from unnest(
      ${column((r) => Number(r.simc_id))}::int[], ${column((r) => r.name!)}::text[],
      ${column((r) => normalizeSearchText(r.name!))}::text[], ${column((r) => Number(r.province_id))}::smallint[],
      ${column((r) => r.county_code!)}::text[], ${column((r) => r.commune_code!)}::text[],
      ${column((r) => r.kind!)}::text[], ${column((r) => rankByKind[r.kind!] ?? 5)}::smallint[],
      ${column((r) => (r.parent_simc_id ? Number(r.parent_simc_id) : null))}::int[],
      ${column((r) => Number(r.lat))}::float8[], ${column((r) => Number(r.lng))}::float8[],
      ${column((r) => r.approximate === '1')}::bool[]
    )`);
}

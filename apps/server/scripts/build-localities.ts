// Rebuilds apps/server/data/localities.csv.gz from the TERYT dataset (shared/data/localities): one row per SIMC
// locality with its own point, or the approximate point of its parent or commune when it has none.
// Run: node apps/server/scripts/build-localities.ts <path to data/localities>
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseCsv } from '../src/db/places/csv.ts';

const source = process.argv[2];
if (!source) throw new Error('usage: build-localities.ts <folder with localities.csv>');

const read = (name: string) => parseCsv(readFileSync(join(source, name), 'utf8'));
const approx = new Map(read('localities_coord_source.csv').map((r) => [r.simc_id, r]));

const lines = ['simc_id,name,province_id,county_code,commune_code,kind,parent_simc_id,lat,lng,approximate'];
for (const row of read('localities.csv')) {
  const own = row.lat !== '' && row.lng !== '';
  const fallback = approx.get(row.simc_id);
  const lat = own ? row.lat : fallback?.approx_lat;
  const lng = own ? row.lng : fallback?.approx_lng;
  if (!lat || !lng) throw new Error(`no point for ${row.simc_id}`);
  const raw = row.name ?? '';
  const name = raw.includes(',') ? `"${raw.replaceAll('"', '""')}"` : raw;
  lines.push(
    [
      row.simc_id,
      name,
      row.province_id,
      row.county_code,
      row.commune_code,
      row.kind,
      row.parent_simc_id,
      lat,
      lng,
    ]
      .concat(own ? '0' : '1')
      .join(','),
  );
}
const out = new URL('../data/', import.meta.url);
writeFileSync(new URL('localities.csv.gz', out), gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
for (const name of ['counties.csv', 'communes.csv']) {
  writeFileSync(new URL(`${name}.gz`, out), gzipSync(readFileSync(join(source, name)), { level: 9 }));
}
console.log(`${lines.length - 1} localities written`);

import { type City, Limits, normalizeSearchText } from '@portal/domain';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema.ts';
import { selectCities } from './city-joins.ts';
import { toCity } from './city-presenter.ts';

// LIKE wildcards typed by the visitor are matched literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The biggest places first. TERYT has no population, so its status stands for size: the 66 towns with county
 * rights (county code 61 and above: every big city), then the districts of Warsaw, Kraków, Łódź, Poznań and
 * Wrocław, then towns that are a commune of their own, then other towns, then villages and the rest in the order of
 * rank (load-places.ts: towns 0, districts 3). Within a class, alphabetically. Computed for every row the prefix
 * matched, so the common case (a village) is decided by comparing numbers alone.
 */
const bySize = sql`case
  when ${cities.rank} = 0 and substr(${cities.countyCode}, 3, 2) >= '61' then 0
  when ${cities.rank} = 3 then 1
  when ${cities.rank} = 0 and right(${cities.communeCode}, 1) = '1' then 2
  else 3 + ${cities.rank} end`;

export function searchCitiesQuery(db: Db, prefix: string, provinceId?: number) {
  return selectCities(db)
    .where(
      and(
        // A left-anchored LIKE on search_name is answered by the text_pattern_ops index.
        like(cities.searchName, `${escapeLike(prefix)}%`),
        provinceId === undefined ? undefined : eq(cities.provinceId, provinceId),
      ),
    )
    .orderBy(bySize, asc(cities.searchName), asc(cities.name), asc(cities.cityId))
    .limit(Limits.citySearch.maxRows);
}

/**
 * The asynchronous city select: localities whose name starts with the text, ignoring case and Polish letters
 * ('lodz' finds 'Łódź'); the biggest places first (bySize). Fewer than 3 characters find nothing.
 */
export async function searchCities(db: Db, text: string, provinceId?: number): Promise<City[]> {
  const prefix = normalizeSearchText(text);
  if (prefix.length < Limits.citySearch.minChars) return [];
  return (await searchCitiesQuery(db, prefix, provinceId)).map(toCity);
}

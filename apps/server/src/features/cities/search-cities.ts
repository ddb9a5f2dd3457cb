import { type City, Limits, normalizeSearchText } from '@portal/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema.ts';
import { selectCities } from './city-joins.ts';
import { toDistinctCities } from './city-presenter.ts';

// LIKE wildcards typed by the visitor are matched literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function searchCitiesQuery(db: Db, prefix: string, provinceId?: number) {
  return selectCities(db)
    .where(
      and(
        // A left-anchored LIKE on search_name is answered by the text_pattern_ops index.
        like(cities.searchName, `${escapeLike(prefix)}%`),
        provinceId === undefined ? undefined : eq(cities.provinceId, provinceId),
      ),
    )
    .orderBy(asc(cities.rank), asc(cities.searchName), asc(cities.name), asc(cities.cityId))
    .limit(Limits.citySearch.maxRows);
}

/**
 * The asynchronous city select: localities whose name starts with the text, ignoring case and Polish letters
 * ('lodz' finds 'Łódź'); towns first, then villages, then the rest. Fewer than 3 characters find nothing.
 */
export async function searchCities(db: Db, text: string, provinceId?: number): Promise<City[]> {
  const prefix = normalizeSearchText(text);
  if (prefix.length < Limits.citySearch.minChars) return [];
  return toDistinctCities(await searchCitiesQuery(db, prefix, provinceId));
}

import {
  type EverydayFilterName,
  everydayFilterNames,
  everydayFilters,
  type SearchQuery,
} from '@portal/domain';
import { eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { estates, photos } from '../../db/schema.ts';
import type { Bind } from './geo.ts';

/**
 * The condition of one everyday filter (@portal/domain's everyday-filters.ts) on its value. Each reads the ad's own
 * row but 'tylko ze zdjęciami', which probes the photos' index for one photo of the ad: checked on the ads the list
 * index walks to, as the other criteria are.
 */
function condition(name: EverydayFilterName, value: number | string, bind: Bind): SQL | undefined {
  const filter = everydayFilters[name];
  const column = 'column' in filter ? estates[filter.column] : undefined;
  // The date added is bound under a name holding its days, so that each period names a statement shape of its own.
  const bound = bind(filter.kind === 'addedWithin' ? `${name}${value}` : name, value);
  switch (filter.kind) {
    case 'flag':
      // A ticked flag's only value, literal as in the partial indexes of the rare flags (schema), which a fixed plan
      // can then read; still bound above, as the bound values name the statement's shape (search-estates.ts).
      return column && sql`${column} = 1`;
    case 'choice':
      return column && eq(column, bound);
    case 'from':
      return column && gte(column, bound);
    case 'to':
    case 'availableBy':
      return column && lte(column, bound);
    case 'addedWithin':
      // Literal days (a handful of periods), so that a fixed plan is made for the period's own share of the ads: a
      // day's few read from the dates' index, a month's many on the walk of a sort's index.
      return sql`${estates.createdAt} >= now() - make_interval(days => ${sql.raw(String(Number(value)))})`;
    case 'photos':
      return sql`exists (select 1 from ${photos} where ${photos.estateId} = ${estates.estateId})`;
  }
}

/** The conditions of the everyday filters a search gives. */
export const everydayConditions = (
  query: Partial<Pick<SearchQuery, EverydayFilterName>>,
  bind: Bind,
): (SQL | undefined)[] =>
  everydayFilterNames.map((name) => {
    const value = query[name];
    return value === undefined ? undefined : condition(name, value, bind);
  });

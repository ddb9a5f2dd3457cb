import type { EstateType, ListQuery, Rent } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { listCardPage } from './card-page.ts';

export type Category = { type: EstateType; rent: Rent; cityId?: number | undefined };

export function categoryFilter({ type, rent, cityId }: Category) {
  return and(
    eq(estates.type, type),
    eq(estates.rent, rent),
    cityId === undefined ? undefined : eq(estates.cityId, cityId),
  );
}

/** /api/estates/{type}/{rent} and its city variant. */
export function listCategory(db: Db, category: Category, query: ListQuery) {
  return listCardPage(db, categoryFilter(category), query);
}

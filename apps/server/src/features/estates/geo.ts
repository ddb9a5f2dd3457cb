import { type Bounds, type EstateType, estateTypes, type Rent, rents } from '@portal/domain';
import { or, type SQL, sql } from 'drizzle-orm';
import { estates } from '../../db/schema.ts';

// A degree of longitude is about 0.62 of a degree of latitude in Poland (cos 52°): scaling longitudes on this plane
// makes "nearest" mean nearest on the ground. Each category (type + rent) lies on its own stretch of the plane,
// shifted by 100 along x, so that the GiST index holds the apartments for sale of a map rectangle apart from its
// houses for rent: a search reads the points of its own category only (Kraków at 1,000,000 ads: 13,000 instead of
// 42,000 index entries). The factors are literal SQL, not parameters, so that the expression is exactly the one of
// the estates_point_idx index (migration 0008) and the planner can use it.
const typeOrder = sql.raw(estateTypes.map((type, i) => `when '${type}' then ${i * rents.length}`).join(' '));
const categoryShift = sql`(case ${estates.type} ${typeOrder} end + ${estates.rent}) * 100`;
export const estatePoint = sql`point(${estates.longitude} * 0.62 + ${categoryShift}, ${estates.latitude})`;

const shiftOf = (type: EstateType, rent: Rent) => (estateTypes.indexOf(type) * rents.length + rent) * 100;

/** A point of the category's stretch of the plane, in the same plane as estatePoint. */
export const planePoint = (lat: number, lng: number, type: EstateType, rent: Rent) =>
  sql`point(${lng}::float8 * 0.62 + ${shiftOf(type, rent)}, ${lat}::float8)`;

/**
 * Ads whose point lies in the map rectangle of the search: one box on the category's stretch, or one per category
 * when the search leaves the type or the rent open (an OR of boxes the index answers together).
 */
export function insideBounds(
  { north, south, east, west }: Bounds,
  category: { type?: EstateType | undefined; rent?: Rent | undefined },
): SQL | undefined {
  const boxes = (category.type ? [category.type] : estateTypes).flatMap((type) =>
    (category.rent === undefined ? rents : [category.rent]).map(
      (rent) =>
        sql`${estatePoint} <@ box(${planePoint(south, west, type, rent)}, ${planePoint(north, east, type, rent)})`,
    ),
  );
  return boxes.length === 1 ? boxes[0] : or(...boxes);
}

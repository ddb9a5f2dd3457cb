import {
  type Bounds,
  type EstateType,
  estateTypes,
  type Polygon,
  polygonBounds,
  type Rent,
  rents,
} from '@portal/domain';
import { and, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
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

/** The x of a longitude on the category's stretch of the plane: the arithmetic of estatePoint, in JavaScript. */
const planeX = (lng: number, type: EstateType, rent: Rent) => lng * 0.62 + shiftOf(type, rent);

/** How a search condition takes a value: the value itself, or a placeholder that a prepared query fills with it. */
export type Bind = <T>(key: string, value: T) => T | Placeholder;
export const literal: Bind = (_key, value) => value;
/** A placeholder for each value, the value kept in `values` under its name: the arguments of a prepared statement. */
export const collecting =
  (values: Record<string, unknown>): Bind =>
  (key, value) => {
    values[key] = value;
    return sql.placeholder(key);
  };

/**
 * A point of the category's stretch of the plane, in the same plane as estatePoint; its coordinates go through
 * `bind` as `<name>x` and `<name>y`.
 */
export const planePoint = (
  lat: number,
  lng: number,
  type: EstateType,
  rent: Rent,
  bind = literal,
  name = '',
) => sql`point(${bind(`${name}x`, planeX(lng, type, rent))}::float8, ${bind(`${name}y`, lat)}::float8)`;

/** Each category (type and rent) a search covers: its own, or all those it leaves open. */
export const categoriesOf = (category: { type?: EstateType | undefined; rent?: Rent | undefined }) =>
  (category.type ? [category.type] : estateTypes).flatMap((type) =>
    (category.rent === undefined ? rents : [category.rent]).map((rent) => ({ type, rent })),
  );

/**
 * Ads whose point lies in the map rectangle of the search: one box on the category's stretch, or one per category
 * when the search leaves the type or the rent open (an OR of boxes the index answers together).
 */
export function insideBounds(
  { north, south, east, west }: Bounds,
  category: { type?: EstateType | undefined; rent?: Rent | undefined },
  bind: Bind = literal,
  name = 'box',
): SQL | undefined {
  const boxes = categoriesOf(category).map(({ type, rent }, i) => {
    const southWest = planePoint(south, west, type, rent, bind, `${name}${i}sw`);
    const northEast = planePoint(north, east, type, rent, bind, `${name}${i}ne`);
    return sql`${estatePoint} <@ box(${southWest}, ${northEast})`;
  });
  return boxes.length === 1 ? boxes[0] : or(...boxes);
}

/** Ads whose point lies in a drawn polygon by PostgreSQL's point-in-polygon test (x is the longitude) alone. */
export function withinPolygon(polygon: Polygon, bind: Bind = literal): SQL {
  const ring = `(${polygon.map(([lat, lng]) => `(${lng},${lat})`).join(',')})`;
  return sql`point(${estates.longitude}, ${estates.latitude}) <@ ${bind('polygon', ring)}::polygon`;
}

/** Ads whose point lies in a drawn polygon: the rectangle around it narrows them by the index, then the test. */
export function insidePolygon(
  polygon: Polygon,
  category: { type?: EstateType | undefined; rent?: Rent | undefined },
  bind: Bind = literal,
): SQL | undefined {
  return and(
    insideBounds(polygonBounds(polygon), category, bind, 'polygonBox'),
    withinPolygon(polygon, bind),
  );
}

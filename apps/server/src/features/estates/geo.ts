import type { Bounds } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { estates } from '../../db/schema.ts';

// A degree of longitude is about 0.62 of a degree of latitude in Poland (cos 52°): scaling longitudes on this plane
// makes "nearest" mean nearest on the ground. The factor is literal SQL, not a parameter, so that the expression
// is exactly the one of the estates_point_idx GiST index (schema.ts) and the planner can use it.
export const estatePoint = sql`point(${estates.longitude} * 0.62, ${estates.latitude})`;

/** A point in the same plane as estatePoint. */
export const planePoint = (lat: number, lng: number) => sql`point(${lng}::float8 * 0.62, ${lat}::float8)`;

/** Ads whose point lies in the map rectangle of the search. */
export const insideBounds = ({ north, south, east, west }: Bounds) =>
  sql`${estatePoint} <@ box(${planePoint(south, west)}, ${planePoint(north, east)})`;

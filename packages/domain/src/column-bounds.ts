// What the database's integer columns hold. A number past its column fails in PostgreSQL (a 5xx), so every schema
// and import bounds its numbers by these before a value reaches a query.
export const ColumnBounds = {
  /** `integer` columns: ids, areas, counters. */
  int4Max: 2_147_483_647,
  /** `smallint` columns: rooms, floors, year, photo order, province. */
  smallintMax: 32_767,
  /** `bigint` price, kept within what a JavaScript number holds exactly. */
  bigintMax: Number.MAX_SAFE_INTEGER,
} as const;

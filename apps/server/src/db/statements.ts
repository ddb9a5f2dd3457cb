import { type Db, type PlanMode, withPlanMode } from './client.ts';
import { perDatabase } from './per-database.ts';

/** What Drizzle's query builders answer to: prepared under a name, '' for the unnamed statement. */
type Preparable<Statement> = { prepare(name: string): Statement };

const claimed = new Set<string>();

/** A connection keeps one text under a name (node-postgres refuses another): each name or prefix has one owner. */
function claim(name: string) {
  if (claimed.has(name)) throw new Error(`Two kinds of prepared statements are named ${name}.`);
  claimed.add(name);
}

/**
 * The one way to write a fast query: a named prepared statement, built once in Node for each database (tests open
 * several in one process) and parsed once per connection, on the connections that plan it in its mode:
 * - 'fixed', one generic plan per connection, for a statement whose best plan does not depend on its values (a
 *   category page newest first, the cards of given ids, a look-up by id). On the default connections PostgreSQL plans
 *   such a statement anew on every call whenever its generic plan merely looks costlier (a parameter OFFSET that skips
 *   a fixed share of the table), and that planning cost a category page about as much as running it (bench/run.ts,
 *   PostgreSQL's CPU per request).
 * - 'per-call', planned for its values on every call and never given a generic plan, for a statement whose plan
 *   depends on them (a search, a page by price): a generic plan of a search can read a whole category where its values
 *   would read one city (bench/explain.ts shows the plans). Against the unnamed statement it still saves parsing the
 *   text on every call.
 * - 'auto', PostgreSQL's own choice: custom plans first, a generic one once it looks no costlier.
 * On PGlite and through a transaction pooler there is one set of connections, which runs every mode (through the
 * pooler every statement goes unnamed, db/postgres-pool.ts).
 * E.g. `const detail = preparedStatement('estate_detail', 'auto', (db) => db.select()…)`, then
 * `detail(db).execute(values)`.
 */
export function preparedStatement<Statement>(
  name: string,
  mode: PlanMode,
  build: (db: Db) => Preparable<Statement>,
): (db: Db) => Statement {
  claim(name);
  return perDatabase((db) => build(withPlanMode(db, mode)).prepare(name));
}

export type ShapeLimits = {
  /** Shapes kept built at once: past it all are forgotten, and each is built again on its next call. */
  shapes: number;
  /**
   * Shapes given a name, the first ones seen: each connection keeps every named statement it has parsed. Later
   * shapes go as the unnamed statement, parsed and planned for their values on every call. A name is never given to
   * another shape, even once the shapes are forgotten.
   */
  named: number;
};

const unbounded: ShapeLimits = { shapes: Number.POSITIVE_INFINITY, named: Number.POSITIVE_INFINITY };

/**
 * A statement per shape of a query (which criteria, which sort), for a query whose text depends on the request:
 * `key` says the shape, and its statement is built from `shape` on the shape's first call, once per database, named
 * `prefix_1`, `prefix_2`… in the order the shapes come, and planned in the mode `mode` gives the shape (the modes
 * are preparedStatement's).
 */
export function statementShapes<Shape, Statement>(
  prefix: string,
  mode: (shape: Shape) => PlanMode,
  build: (db: Db, shape: Shape) => Preparable<Statement>,
  limits: ShapeLimits = unbounded,
): (db: Db, key: string, shape: Shape) => Statement {
  claim(prefix);
  const shapesOf = perDatabase(() => ({ built: new Map<string, Statement>(), named: 0 }));
  return (db, key, shape) => {
    const shapes = shapesOf(db);
    const known = shapes.built.get(key);
    if (known) return known;
    if (shapes.built.size >= limits.shapes) shapes.built.clear();
    const named = shapes.named < limits.named;
    const name = named ? `${prefix}_${++shapes.named}` : '';
    const statement = build(withPlanMode(db, named ? mode(shape) : 'per-call'), shape).prepare(name);
    shapes.built.set(key, statement);
    return statement;
  };
}

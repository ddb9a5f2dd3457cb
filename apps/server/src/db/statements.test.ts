import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import type { Database, Db, PlanMode } from './client.ts';
import { preparedStatement, statementShapes } from './statements.ts';

// What the connection running a statement says of itself: how it plans, and the named statements it keeps.
const selfReport = (db: Db) =>
  db
    .select({
      plans: sql<string>`current_setting('plan_cache_mode')`,
      names: sql<string[]>`array(select name::text from pg_prepared_statements order by name)`,
    })
    .from(sql`(select 1) as one`);

type Report = { plans: string; names: string[] };
const reportOf = async (statement: { execute: () => Promise<Report[]> }) => (await statement.execute())[0];

describe('prepared statements', () => {
  let database: Database;
  let other: Database;
  beforeAll(async () => {
    [database, other] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(() => Promise.all([database.close(), other.close()]));

  // PGlite has one connection, planning as PostgreSQL chooses, and names no statement.
  const onPostgres = () => database.kind === 'postgres';
  const plansIn = (mode: PlanMode) =>
    onPostgres()
      ? { fixed: 'force_generic_plan', 'per-call': 'force_custom_plan', auto: 'auto' }[mode]
      : 'auto';

  it('runs each statement under its name on the connections that plan it in its mode', async () => {
    for (const mode of ['fixed', 'per-call', 'auto'] as const) {
      const name = `statements_test_${mode.replace('-', '_')}`;
      const statement = preparedStatement(name, mode, selfReport);
      const report = await reportOf(statement(database.db));
      expect(report?.plans).toBe(plansIn(mode));
      expect(report?.names.includes(name)).toBe(onPostgres());
    }
  });

  it('builds a statement once for each database', async () => {
    const statement = preparedStatement('statements_test_once', 'fixed', selfReport);
    expect(statement(database.db)).toBe(statement(database.db));
    expect(statement(other.db)).not.toBe(statement(database.db));
    expect((await reportOf(statement(other.db)))?.plans).toBe(plansIn('fixed'));
  });

  it('refuses a second kind of statement under a name already given', () => {
    preparedStatement('statements_test_twice', 'auto', selfReport);
    expect(() => preparedStatement('statements_test_twice', 'auto', selfReport)).toThrow(
      'statements_test_twice',
    );
    expect(() => statementShapes('statements_test_twice', () => 'auto', selfReport)).toThrow();
  });

  it('names the first shapes, sends later ones unnamed and planned per call, and never reuses a name', async () => {
    const shapes = statementShapes('statements_test_shape', (mode: PlanMode) => mode, selfReport, {
      shapes: 2,
      named: 1,
    });
    const { db } = database;
    const first = shapes(db, 'first', 'fixed');
    expect(shapes(db, 'first', 'fixed')).toBe(first);
    const firstReport = await reportOf(first);
    expect(firstReport?.plans).toBe(plansIn('fixed'));
    expect(firstReport?.names.includes('statements_test_shape_1')).toBe(onPostgres());

    const second = shapes(db, 'second', 'fixed');
    expect((await reportOf(second))?.plans).toBe(plansIn('per-call'));

    // A third shape past the bound: the two built are forgotten, and the first is built again, without its name.
    shapes(db, 'third', 'fixed');
    const firstAgain = shapes(db, 'first', 'fixed');
    expect(firstAgain).not.toBe(first);
    expect((await reportOf(firstAgain))?.plans).toBe(plansIn('per-call'));
    expect(shapes(other.db, 'first', 'fixed')).not.toBe(firstAgain);
  });
});

import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.ts';
import { freePort } from '../../test/server-process.ts';
import { AppError } from '../http/app-error.ts';
import { isDatabaseUnavailable, whyDatabaseUnavailable } from './database-unavailable.ts';

describe('whyDatabaseUnavailable', () => {
  it('names a refused connection, through the error drizzle wraps it in', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none` });
    const failure = await drizzle(pool)
      .execute(sql`select 1`)
      .catch((error: unknown) => error);
    await pool.end();
    expect(whyDatabaseUnavailable(failure)).toMatch(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
  });

  it('leaves a failing statement, a refused request and other failures to the error handler', async () => {
    const database = await createTestDatabase();
    const failure = await database.db
      .execute(sql`select * from no_such_table`)
      .catch((error: unknown) => error);
    await database.close();
    expect(isDatabaseUnavailable(failure)).toBe(false);
    expect(isDatabaseUnavailable(new AppError(404, 'Nie znaleziono.'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection to the mail server lost'))).toBe(false);
  });
});

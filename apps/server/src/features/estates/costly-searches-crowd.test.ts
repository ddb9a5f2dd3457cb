import { availableParallelism } from 'node:os';
import { SearchQuerySchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { searchEstates } from './search-estates.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  const { userId } = await makeUser(database.db);
  await makeEstate(database.db, userId, { title: 'Mieszkanie z balkonem i garażem' });
});
afterAll(async () => {
  await database.close();
});

describe('a crowd of visitors searching by words at one moment', () => {
  it('is served in turn, none refused as overloaded', async () => {
    // More than the gate once let in (a search running and two waiting per core), each with its own words so that
    // no answer is shared.
    const visitors = Array.from(
      { length: 3 * availableParallelism() + 4 },
      (_, n) => `balkon ${'a'.repeat(n + 3)}`,
    );
    const answers = await Promise.allSettled(
      visitors.map((words) =>
        searchEstates(database.db, SearchQuerySchema.parse({ type: 'apartment', rent: '0', words })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'rejected')).toEqual([]);
  });
});

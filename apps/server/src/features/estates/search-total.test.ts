import { SearchQuerySchema } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/db.ts';
import { makeEstate, makeUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { estimateTtlMs } from './count-listed.ts';
import { forgetListMemory } from './list-memory.ts';
import { searchEstates } from './search-estates.ts';
import type { PlanLimits } from './search-plan.ts';

// Words held by more than 3 ads are common, and checked on the 4 newest ads of the search's category and place.
const limits: PlanLimits = { fewRows: 3, newestRows: 4 };
let database: Database;
let userId: number;
const ids = new Map<number, number>();

// Twelve flats for sale in Kraków, oldest first: the odd ones with a garden ('ogrodek'), the even ones a garage
// ('garaz'), six each: both words are common.
beforeEach(async () => {
  database = await createTestDatabase();
  ({ userId } = await makeUser(database.db));
  for (let n = 1; n <= 12; n++) {
    const { estateId } = await makeEstate(database.db, userId, {
      title: `Mieszkanie ${n}: ${n % 2 ? 'ogrodek' : 'garaz'}`,
    });
    ids.set(estateId, n);
  }
  await database.db.execute(sql`analyze estates`);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await database.close();
});

async function search(words: string) {
  const query = SearchQuerySchema.parse({ type: 'apartment', rent: '0', words });
  const { rows, count } = await searchEstates(database.db, query, limits);
  return { found: rows.map((row) => ids.get(row.estateId)), count };
}

describe('the total of a search by common words', () => {
  it('shows a new ad on the first page at once, and in the total once the change is announced', async () => {
    expect(await search('garaz')).toEqual({ found: [12, 10], count: 2 });

    const { estateId } = await makeEstate(database.db, userId, { title: 'Mieszkanie 13: garaz' });
    ids.set(estateId, 13);
    expect((await search('garaz')).found).toEqual([13, 12, 10]);

    // What every instance does when the portal announces a change to ads (estates.routes.ts).
    forgetListMemory(database.db);
    expect(await search('garaz')).toEqual({ found: [13, 12, 10], count: 3 });
  });

  it('drops an expired ad from the first page at once, and from the total within a minute', async () => {
    expect(await search('ogrodek')).toEqual({ found: [11, 9], count: 2 });

    // An ad's time running out is announced by no one.
    await database.db.execute(sql`update ${estates} set expires_at = now() - interval '1 minute'
      where title = 'Mieszkanie 11: ogrodek'`);
    expect(await search('ogrodek')).toEqual({ found: [9], count: 2 });

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + estimateTtlMs + 1);
    expect(await search('ogrodek')).toEqual({ found: [9], count: 1 });
  });
});

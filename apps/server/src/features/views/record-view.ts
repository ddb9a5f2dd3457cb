import type { View } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, estateViews } from '../../db/schema.ts';
import { preparedStatement } from '../../db/statements.ts';
import { notFound } from '../../http/app-error.ts';
import { isListed } from '../estates/index.ts';

// The owner reads statistics by Polish calendar day.
export const warsawToday = sql<string>`(now() at time zone 'Europe/Warsaw')::date`;

/**
 * Adds one page view or phone reveal to the ad's count of the day, if the ad is publicly listed: one statement,
 * prepared and planned once per connection (a look-up by id has one plan), that inserts from the listed ad and
 * returns it (nothing when it is not listed).
 */
const addView = preparedStatement('add_view', 'fixed', (db) =>
  db
    .insert(estateViews)
    .select(
      db
        .select({
          estateId: estates.estateId,
          day: warsawToday.as('day'),
          pages: sql<number>`${sql.placeholder('pages')}::int`.as('pages'),
          phones: sql<number>`${sql.placeholder('phones')}::int`.as('phones'),
          // An insert from a select names every column of the table.
          messages: sql<number>`0`.as('messages'),
        })
        .from(estates)
        .where(and(isListed(), eq(estates.estateId, sql.placeholder('estateId')))),
    )
    .onConflictDoUpdate({
      target: [estateViews.estateId, estateViews.day],
      set: {
        pages: sql`${estateViews.pages} + excluded.pages`,
        phones: sql`${estateViews.phones} + excluded.phones`,
      },
    })
    .returning({ estateId: estateViews.estateId }),
);

export async function recordView(db: Db, view: View): Promise<void> {
  const isPage = view.type === 'page' ? 1 : 0;
  const added = await addView(db).execute({ estateId: view.estateId, pages: isPage, phones: 1 - isPage });
  if (added.length === 0) throw notFound('Ogłoszenie nie istnieje.');
}

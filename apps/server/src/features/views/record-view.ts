import type { View } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, estateViews } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { isListed } from '../estates/listed.ts';

// The owner reads statistics by Polish calendar day.
const warsawToday = sql`(now() at time zone 'Europe/Warsaw')::date`;

/** Adds one page view or phone reveal to the ad's count of the day. Only a publicly listed ad can be viewed. */
export async function recordView(db: Db, view: View): Promise<void> {
  const [ad] = await db
    .select({ estateId: estates.estateId })
    .from(estates)
    .where(and(isListed(), eq(estates.estateId, view.estateId)));
  if (!ad) throw notFound('Ogłoszenie nie istnieje.');
  const isPage = view.type === 'page' ? 1 : 0;
  await db
    .insert(estateViews)
    .values({ estateId: view.estateId, day: warsawToday, pages: isPage, phones: 1 - isPage })
    .onConflictDoUpdate({
      target: [estateViews.estateId, estateViews.day],
      set: {
        pages: sql`${estateViews.pages} + excluded.pages`,
        phones: sql`${estateViews.phones} + excluded.phones`,
      },
    });
}

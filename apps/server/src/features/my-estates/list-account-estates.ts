import { Limits, type ListQuery, type ListResponse, type ManagedEstateCard } from '@portal/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates } from '../../db/schema.ts';
import { cardColumns, estatesColumn, toEstateCard } from '../estates/index.ts';

const managedColumns = {
  ...cardColumns,
  active: estates.active,
  draft: estates.draft,
  expiresAt: estates.expiresAt,
  views: sql<{ pages: number; phones: number; messages: number }>`(
    select json_build_object('pages', coalesce(sum(v.pages), 0)::int, 'phones', coalesce(sum(v.phones), 0)::int,
      'messages', coalesce(sum(v.messages), 0)::int)
    from estate_views v where v.estate_id = ${estatesColumn(estates.estateId)})`,
  underReview: sql<boolean>`exists (select 1 from moderation_holds h
    where h.estate_id = ${estatesColumn(estates.estateId)} and h.kind = 'review')`,
};

/** GET /api/estates/account/{userId}: the owner's ads, active or not, newest first, with their view counts. */
export async function listAccountEstates(
  db: Db,
  userId: number,
  query: Pick<ListQuery, 'page'>,
): Promise<ListResponse<ManagedEstateCard>> {
  const where = eq(estates.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select(managedColumns)
      .from(estates)
      .where(where)
      .orderBy(desc(estates.estateId))
      .limit(Limits.pageSize)
      .offset((query.page - 1) * Limits.pageSize),
    db.select({ total: count() }).from(estates).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...toEstateCard(row),
      // Shown as active only while the public sees it: an expired ad waits for the nightly job to clear the flag.
      active: row.active === 1 && row.expiresAt > new Date() ? 1 : 0,
      draft: row.draft,
      expirationDate: row.expiresAt.toISOString(),
      views: row.views,
      underReview: row.underReview,
    })),
    count: totals[0]?.total ?? 0,
  };
}

import type { EstateType, HeldWithdrawal } from '@portal/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estates, importRuns, importWithdrawals, integrations, users } from '../../db/schema.ts';
import { isListed } from '../estates/index.ts';
import { companyNameOf } from './import-run-view.ts';

const sampleSize = 5;

/**
 * The mass withdrawals waiting for the admin, oldest first, each with what is at stake: how many ads it would take
 * down out of the company's active ones now, and a few of the held ads that still exist (id, type and title). Three queries.
 */
export async function heldWithdrawals(db: Db): Promise<HeldWithdrawal[]> {
  const activeAds = db
    .select({ total: count() })
    .from(estates)
    .where(and(eq(estates.userId, integrations.userId), isListed()));
  const rows = await db
    .select({
      held: importWithdrawals,
      ftpLogin: integrations.ftpLogin,
      fileName: importRuns.fileName,
      user: { email: users.email, companyName: users.companyName, name: users.name, surname: users.surname },
      activeAds: sql<number>`(${activeAds})`.mapWith(Number),
    })
    .from(importWithdrawals)
    .innerJoin(integrations, eq(integrations.integrationId, importWithdrawals.integrationId))
    .innerJoin(users, eq(users.userId, integrations.userId))
    .innerJoin(importRuns, eq(importRuns.runId, importWithdrawals.runId))
    .where(eq(importWithdrawals.status, 'pending'))
    .orderBy(asc(importWithdrawals.createdAt), asc(importWithdrawals.withdrawalId));

  const samples = await samplesOf(db);
  return rows.map(({ held, ftpLogin, fileName, user, activeAds }) => ({
    withdrawalId: held.withdrawalId,
    integrationId: held.integrationId,
    ftpLogin,
    companyName: companyNameOf(user),
    runId: held.runId,
    fileName,
    count: held.estateIds.length,
    activeAds,
    sample: samples
      .filter((row) => row.withdrawalId === held.withdrawalId)
      .map(({ estateId, type, title }) => ({ estateId, type, title })),
    createdAt: held.createdAt.toISOString(),
  }));
}

/**
 * Records the admin's decision on a pending withdrawal; the withdrawal decided, or undefined when there is no
 * pending one of that id (unknown, or decided meanwhile).
 */
export async function decideHeldWithdrawal(db: Db, withdrawalId: number, decision: 'approve' | 'reject') {
  const [held] = await db
    .update(importWithdrawals)
    .set({ status: decision === 'approve' ? 'approved' : 'rejected', decidedAt: new Date() })
    .where(and(eq(importWithdrawals.withdrawalId, withdrawalId), eq(importWithdrawals.status, 'pending')))
    .returning();
  return held;
}

type SampleRow = { withdrawalId: number; estateId: number; type: EstateType; title: string };

/** The first few held ads of every pending withdrawal that still exist, in held order, in one query. */
async function samplesOf(db: Db): Promise<SampleRow[]> {
  const { rows } = await db.execute<SampleRow>(sql`
    select w.withdrawal_id as "withdrawalId", s.estate_id as "estateId", s.type, s.title
    from import_withdrawals w
    cross join lateral (
      select e.estate_id, e.type, e.title, h.n
      from jsonb_array_elements_text(w.estate_ids) with ordinality as h(id, n)
      join estates e on e.estate_id = h.id::int
      order by h.n
      limit ${sampleSize}
    ) s
    where w.status = 'pending'
    order by w.withdrawal_id, s.n`);
  return rows;
}

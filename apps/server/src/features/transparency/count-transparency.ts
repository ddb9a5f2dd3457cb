import {
  formatDate,
  reportReasons,
  type Transparency,
  type TransparencyMonth,
  type TransparencyPeriod,
} from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/run-once.ts';
import { adReports, moderationAppeals, moderationDecisions } from '../../db/schema.ts';

// The calendar month in Warsaw, grouped by its start: to_char on every row would cost more than the whole count.
const monthStart = (column: unknown) => sql`date_trunc('month', ${column} at time zone 'Europe/Warsaw')`;
const monthText = (start: SQL) => sql`to_char(${start}, 'YYYY-MM')`;

type ReportRow = { month: string; reason: (typeof reportReasons)[number]; count: number };
type DecisionRow = { month: string; action: string; count: number; automatic: number };
type AppealRow = { month: string; received: number; upheld: number; changed: number; pending: number };
type MedianRow = { month: string | null; hours: number | null; recent: number | null };

/**
 * Every figure of /przejrzystosc, counted from the moderation tables by month (grouped in the database: a few rows
 * a month come back, however many reports there are). The totals and the last twelve months add the months up;
 * only the medians are asked for each period. The advertiser's own correction is logged, but it is no decision.
 */
export async function countTransparency(db: Db | Tx): Promise<Transparency> {
  const months = lastTwelve(formatDate(new Date()).slice(0, 7));
  const oldest = `${months.at(-1)}-01`;
  const reported = monthStart(adReports.createdAt);
  const decided = monthStart(moderationDecisions.createdAt);
  const appealed = monthStart(moderationAppeals.createdAt);
  const [reports, decisions, appeals, medians] = await Promise.all([
    rows<ReportRow>(
      db,
      sql`select ${monthText(reported)} as month, ${adReports.reason} as reason, count(*)::int as count
          from ${adReports} group by ${reported}, ${adReports.reason}`,
    ),
    rows<DecisionRow>(
      db,
      sql`select ${monthText(decided)} as month, ${moderationDecisions.action} as action,
            count(*)::int as count,
            (count(*) filter (where ${moderationDecisions.automatic}))::int as automatic
          from ${moderationDecisions} where ${moderationDecisions.action} <> 'corrected'
          group by ${decided}, ${moderationDecisions.action}`,
    ),
    rows<AppealRow>(
      db,
      sql`select ${monthText(appealed)} as month, count(*)::int as received,
            (count(*) filter (where settled.action = appealed.action))::int as upheld,
            (count(*) filter (where settled.action <> appealed.action))::int as changed,
            (count(*) filter (where ${moderationAppeals.resolvedBy} is null))::int as pending
          from ${moderationAppeals}
          join ${moderationDecisions} appealed on appealed.decision_id = ${moderationAppeals.decisionId}
          left join ${moderationDecisions} settled on settled.decision_id = ${moderationAppeals.resolvedBy}
          group by ${appealed}`,
    ),
    // From a report to the decision that settled it, by the decision's month; the row without a month is the
    // total, whose `recent` is the last twelve months'. One pass over the settled reports for every median.
    rows<MedianRow>(
      db,
      sql`select ${monthText(sql`month`)} as month, ${median} as hours,
            ${median} filter (where month >= ${oldest}::timestamp) as recent
          from (
            select ${decided} as month,
              extract(epoch from ${moderationDecisions.createdAt} - ${adReports.createdAt}) / 3600 as hours
            from ${adReports}
            join ${moderationDecisions} on ${moderationDecisions.decisionId} = ${adReports.decisionId}) waits
          group by grouping sets ((month), ())`,
    ),
  ]);
  const isRecent = (row: { month: string }) => row.month >= (months.at(-1) ?? '');
  const overall = medians.find((row) => row.month === null);
  const medianOf = new Map(medians.map((row) => [row.month, hoursOrNull(row.hours)]));

  const period = (keep: (row: { month: string }) => boolean, medianHours: number | null) =>
    sumPeriod(reports.filter(keep), decisions.filter(keep), appeals.filter(keep), medianHours);
  return {
    countedAt: new Date().toISOString(),
    lastTwelveMonths: period(isRecent, hoursOrNull(overall?.recent ?? null)),
    total: period(() => true, hoursOrNull(overall?.hours ?? null)),
    months: months.map((month): TransparencyMonth => {
      const inMonth = (row: { month: string }) => row.month === month;
      const sums = sumPeriod(
        reports.filter(inMonth),
        decisions.filter(inMonth),
        appeals.filter(inMonth),
        null,
      );
      return {
        month,
        reports: sums.reports.reduce((sum, row) => sum + row.count, 0),
        decisions: sums.decisions.reduce((sum, row) => sum + row.count, 0),
        automaticDecisions: sums.automaticDecisions,
        appeals: sums.appeals.received,
        medianHoursToDecision: medianOf.get(month) ?? null,
      };
    }),
  };
}

const median = sql`percentile_cont(0.5) within group (order by hours)`;

async function rows<Row extends Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<Row[]> {
  return (await db.execute(query)).rows as Row[];
}

/** One decimal of an hour is all a reader needs; the driver may give a numeric as text. */
const hoursOrNull = (hours: number | string | null) =>
  hours === null ? null : Math.round(Number(hours) * 10) / 10;

/** '2026-11' and the eleven months before it, the newest first. */
function lastTwelve(current: string): string[] {
  const [year = 1970, month = 1] = current.split('-').map(Number);
  return Array.from({ length: 12 }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

function sumPeriod(
  reports: ReportRow[],
  decisions: DecisionRow[],
  appeals: AppealRow[],
  medianHoursToDecision: number | null,
): TransparencyPeriod {
  const byAction = new Map<string, number>();
  for (const row of decisions) byAction.set(row.action, (byAction.get(row.action) ?? 0) + Number(row.count));
  const sum = (values: number[]) => values.reduce((total, value) => total + Number(value), 0);
  return {
    reports: reportReasons.map((reason) => ({
      reason,
      count: sum(reports.filter((row) => row.reason === reason).map((row) => row.count)),
    })),
    decisions: [...byAction]
      .map(([action, count]) => ({ action, count }))
      .sort((a, b) => b.count - a.count || a.action.localeCompare(b.action)),
    automaticDecisions: sum(decisions.map((row) => row.automatic)),
    appeals: {
      received: sum(appeals.map((row) => row.received)),
      upheld: sum(appeals.map((row) => row.upheld)),
      changed: sum(appeals.map((row) => row.changed)),
      pending: sum(appeals.map((row) => row.pending)),
    },
    medianHoursToDecision,
  };
}

// The public figures of notice and action (/przejrzystosc, GET /api/site/transparency): reports by reason, decisions
// by kind, appeals and their outcome, and how long a report waits for its decision; by month, for the last twelve
// months and since the start.
import { z } from 'zod';
import { reportReasons } from './moderation.ts';

const count = z.number().int().nonnegative();

/** An appeal is settled by a decision that keeps the appealed one (upheld) or decides otherwise (changed). */
export const AppealOutcomesSchema = z.object({
  received: count,
  upheld: count,
  changed: count,
  pending: count,
});

export const TransparencyPeriodSchema = z.object({
  reports: z.object({ reason: z.enum(reportReasons), count }).array(),
  // The log's own words for the kind ('keep', 'remove' …): a kind added later is counted before it is labelled.
  decisions: z.object({ action: z.string(), count }).array(),
  /** Taken by the risk checks (an ad held back for review), not by an admin. */
  automaticDecisions: count,
  appeals: AppealOutcomesSchema,
  /** From a report to the decision that settled it, in hours; null while no report is settled. */
  medianHoursToDecision: z.number().nonnegative().nullable(),
});
export type TransparencyPeriod = z.infer<typeof TransparencyPeriodSchema>;

export const TransparencyMonthSchema = z.object({
  /** '2026-11', the calendar month in Warsaw. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  reports: count,
  decisions: count,
  automaticDecisions: count,
  appeals: count,
  medianHoursToDecision: z.number().nonnegative().nullable(),
});
export type TransparencyMonth = z.infer<typeof TransparencyMonthSchema>;

export const TransparencySchema = z.object({
  /** When the figures were counted: they are kept a few minutes. */
  countedAt: z.iso.datetime(),
  lastTwelveMonths: TransparencyPeriodSchema,
  total: TransparencyPeriodSchema,
  /** The last twelve calendar months, the newest first. */
  months: TransparencyMonthSchema.array(),
});
export type Transparency = z.infer<typeof TransparencySchema>;

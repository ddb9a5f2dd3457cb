// The report of an ad (POST /api/estates/{id}/report), the admin's decision, the advertiser's appeal, and the answers
// of the moderation queue and of the advertiser's decisions.
import { z } from 'zod';
import {
  ModerationLimits,
  moderationActions,
  moderationRuleKeys,
  moderationTexts,
  reportReasons,
} from '../moderation.ts';
import { captchaField, emailField, requiredText } from './fields.ts';
import { messages } from './messages.ts';

const reportFields = {
  reason: z.enum(reportReasons, { error: messages.required }),
  description: requiredText(ModerationLimits.reportDescription, { multiline: true }),
  email: emailField(),
};

/** A logged-in person's report: the account vouches for it, no captcha. */
export const AccountReportSchema = z.object(reportFields);
/** A visitor's report solves the captcha, as the contact form does. */
export const VisitorReportSchema = z.object({ ...reportFields, captcharesponse: captchaField() });
export type VisitorReport = z.infer<typeof VisitorReportSchema>;
export type ReportForm = z.input<typeof VisitorReportSchema>;

/** The route's body: the captcha is checked by the server for a caller without a session. */
export const ReportSchema = z.object({ ...reportFields, captcharesponse: z.string().max(10_000).optional() });
export type Report = z.infer<typeof ReportSchema>;

export const ReportAnswerSchema = z.object({ message: z.string(), reportId: z.number().int() });

/** POST /api/site/moderation/{id}/decision: a restricting decision names its rule and the facts. */
export const DecisionSchema = z
  .object({
    action: z.enum(moderationActions, { error: messages.required }),
    rule: z.enum(moderationRuleKeys).nullish(),
    facts: requiredText(ModerationLimits.decisionFacts, { multiline: true }),
  })
  .refine((decision) => decision.action === 'keep' || !!decision.rule, {
    error: moderationTexts.ruleRequired,
    path: ['rule'],
  });
export type Decision = z.infer<typeof DecisionSchema>;
export type DecisionForm = z.input<typeof DecisionSchema>;

export const AppealSchema = z.object({
  text: requiredText(ModerationLimits.appealText, { multiline: true }),
});
export type Appeal = z.infer<typeof AppealSchema>;

export const AppealParamsSchema = z.object({
  decisionId: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[\w-]{20,64}$/, { error: moderationTexts.appealLinkInvalid }),
});

const id = z.number().int();
const action = z.enum([...moderationActions, 'corrected', 'held']);

export const ModerationLogEntrySchema = z.object({
  decisionId: id,
  action,
  rule: z.enum(moderationRuleKeys).nullable(),
  facts: z.string().nullable(),
  onAppeal: z.boolean(),
  adminEmail: z.string().nullable(),
  createdAt: z.string(),
  appeal: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
});
export type ModerationLogEntry = z.infer<typeof ModerationLogEntrySchema>;

export const ModerationCaseSchema = z.object({
  estate: z.object({ estateId: id, title: z.string(), url: z.string(), hold: z.string().nullable() }),
  reports: z.array(
    z.object({
      reportId: id,
      reason: z.enum(reportReasons),
      description: z.string(),
      email: z.string(),
      byAccount: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  /** The advertiser's appeal waiting for a decision, if any. */
  appeal: z.object({ text: z.string(), createdAt: z.string(), decisionId: id }).nullable(),
  advertiser: z.object({
    userId: id,
    email: z.string(),
    createdAt: z.string(),
    adsCount: id,
    restrictions: id,
    blocked: z.boolean(),
  }),
  log: z.array(ModerationLogEntrySchema),
  /** The ad's risk checks when they sent it here: the score and each signal with its weight and explanation. */
  risk: z
    .object({
      score: id,
      signals: z.array(z.object({ rule: z.string(), weight: id, explanation: z.string() })),
    })
    .nullable(),
});
export type ModerationCase = z.infer<typeof ModerationCaseSchema>;
export const ModerationQueueSchema = z.object({ rows: z.array(ModerationCaseSchema), count: id });
export type ModerationQueue = z.infer<typeof ModerationQueueSchema>;

/** The statement of reasons as its appeal page and 'Moje ogłoszenia' show it. */
export const OwnDecisionSchema = z.object({
  decisionId: id,
  estateId: id,
  title: z.string(),
  action,
  rule: z.enum(moderationRuleKeys).nullable(),
  facts: z.string().nullable(),
  createdAt: z.string(),
  /** The appeal page's path while an appeal is possible; null once appealed or for a final decision. */
  appealPath: z.string().nullable(),
  appealed: z.boolean(),
});
export type OwnDecision = z.infer<typeof OwnDecisionSchema>;
export const OwnDecisionListSchema = z.array(OwnDecisionSchema);

import {
  AppealParamsSchema,
  AppealSchema,
  DecisionSchema,
  IdParamSchema,
  MessageResponseSchema,
  ModerationQueueSchema,
  moderationTexts,
  OwnDecisionListSchema,
  OwnDecisionSchema,
  ReportAnswerSchema,
  ReportSchema,
  reportTexts,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { authenticate, requireAdmin } from '../../http/auth.ts';
import { attemptLimit, registerRateLimit } from '../../http/rate-limit.ts';
import { appealDecision, getAppealableDecision, listOwnDecisions } from './appeal-decision.ts';
import { decideCase } from './decide-case.ts';
import { moderationQueue } from './moderation-queue.ts';
import { reportAd } from './report-ad.ts';

const security = [{ jwt: [] }];

/**
 * Notice and action: anyone reports an ad (a visitor with the captcha), an advertiser reads their decisions and
 * appeals once through the signed link of the statement of reasons.
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  await registerRateLimit(app, context.db);
  app.post(
    '/api/estates/:id/report',
    {
      preHandler: attemptLimit(app, 'report'),
      schema: {
        tags: ['estates'],
        summary: 'Report an ad (a visitor solves the captcha); one report per person and ad',
        params: IdParamSchema,
        body: ReportSchema,
        response: { 200: ReportAnswerSchema },
      },
    },
    async (request) => {
      // A session vouches for the reporter; a bad or expired one answers 401 rather than passing as a visitor.
      const reporter = request.headers.authorization ? await authenticate(request) : undefined;
      const reportId = await reportAd(context, request.params.id, request.body, reporter);
      return { message: reportTexts.sent(reportId), reportId };
    },
  );
  app.get(
    '/api/moderation/decisions',
    { schema: { tags: ['moderation'], security, response: { 200: OwnDecisionListSchema } } },
    async (request) => listOwnDecisions(context, (await authenticate(request)).userId),
  );
  app.get(
    '/api/moderation/appeal/:decisionId/:signature',
    { schema: { tags: ['moderation'], params: AppealParamsSchema, response: { 200: OwnDecisionSchema } } },
    async (request) => getAppealableDecision(context, request.params.decisionId, request.params.signature),
  );
  app.post(
    '/api/moderation/appeal/:decisionId/:signature',
    {
      schema: {
        tags: ['moderation'],
        summary: 'The advertiser appeals a restricting decision, once',
        params: AppealParamsSchema,
        body: AppealSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { decisionId, signature } = request.params;
      await appealDecision(context, decisionId, signature, request.body);
      return { message: moderationTexts.appealSent };
    },
  );
};

/** The admins' moderation queue and decisions; the admin check runs before the body is read. */
export const moderationAdminRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (
  app,
  { context },
) => {
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });
  app.get(
    '/api/site/moderation',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Reported and appealed ads, the riskiest and oldest first',
        response: { 200: ModerationQueueSchema },
      },
    },
    async () => moderationQueue(context.db),
  );
  app.post(
    '/api/site/moderation/:id/decision',
    {
      schema: {
        tags: ['admin'],
        security,
        params: IdParamSchema,
        body: DecisionSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await decideCase(context, await authenticate(request), request.params.id, request.body);
      return { message: moderationTexts.decided };
    },
  );
};

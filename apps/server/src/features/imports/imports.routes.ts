import {
  AdminImportRunPageSchema,
  HeldWithdrawalListSchema,
  ImportFormatSchema,
  ImportIntegrationListSchema,
  ImportRunNowSchema,
  ImportStartedSchema,
  idField,
  importAdminMessages,
  ListQuerySchema,
  MessageResponseSchema,
  messages,
  optionalDigits,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { requireAdmin } from '../../http/auth.ts';
import { decideHeldWithdrawal, heldWithdrawals } from './held-withdrawals.ts';
import { importRunAgain } from './import-again.ts';
import { importOverview } from './import-overview.ts';
import { importRunsPage } from './import-runs-page.ts';
import { integrationExists } from './integrations.ts';
import { setImportFormat } from './set-import-format.ts';
import { backgroundImports } from './start-import.ts';
import { applyHeldWithdrawal } from './withdraw-offers.ts';

const tags = ['imports'];
const security = [{ jwt: [] }];
// Ids are PostgreSQL integers: a larger number is a bad request, not a database error.
const fitsId = (id: number | null) => id === null || (id > 0 && id <= 2_147_483_647);
const serialId = () => idField().refine(fitsId, { error: messages.digits });
const RunsQuerySchema = ListQuerySchema.pick({ page: true }).extend({
  // Empty or missing: the runs of every integration.
  integrationId: optionalDigits().refine(fitsId, { error: messages.digits }),
});
/**
 * The admin's imports: every integration's health, every run, the mass withdrawals held for a
 * decision; and the actions: run an integration's waiting packages now, import a run's package again after a fix,
 * decide on a held withdrawal.
 */
export const importsRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { db } = context;
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });
  const imports = backgroundImports(context);
  app.addHook('onClose', () => imports.idle());

  app.get(
    '/api/site/imports',
    { schema: { tags, security, response: { 200: ImportIntegrationListSchema } } },
    async () => importOverview(db),
  );

  app.get(
    '/api/site/imports/runs',
    { schema: { tags, security, querystring: RunsQuerySchema, response: { 200: AdminImportRunPageSchema } } },
    async (request) => importRunsPage(db, request.query),
  );

  app.get(
    '/api/site/imports/pending',
    { schema: { tags, security, response: { 200: HeldWithdrawalListSchema } } },
    async () => heldWithdrawals(db),
  );

  app.post(
    '/api/site/imports/pending/:id/:decision',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: serialId(), decision: z.enum(['approve', 'reject']) }),
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { id, decision } = request.params;
      const held = await decideHeldWithdrawal(db, id, decision);
      if (!held) throw notFound(importAdminMessages.noDecision);
      if (decision === 'reject') return { message: importAdminMessages.withdrawalRejected };
      const withdrawn = await applyHeldWithdrawal(db, held.estateIds, held.createdAt);
      return { message: importAdminMessages.withdrawalApproved(withdrawn) };
    },
  );

  app.post(
    '/api/site/imports/run/:integrationId',
    {
      schema: {
        tags,
        security,
        params: z.object({ integrationId: serialId() }),
        response: { 200: ImportStartedSchema },
      },
    },
    async (request) => {
      const { integrationId } = request.params;
      if (!(await integrationExists(db, integrationId)))
        throw notFound(importAdminMessages.integrationMissing);
      const packages = await imports.start(integrationId, request.log);
      // 200 either way: the spec's clients take no other status for success.
      const message = packages === 0 ? importAdminMessages.noPackages : importAdminMessages.importStarted;
      return { message, packages };
    },
  );

  app.put(
    '/api/site/imports/format/:integrationId',
    {
      schema: {
        tags,
        security,
        params: z.object({ integrationId: serialId() }),
        body: ImportFormatSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await setImportFormat(db, request.params.integrationId, request.body.format);
      return { message: importAdminMessages.formatSaved };
    },
  );

  app.post(
    '/api/site/imports/runs/:runId/again',
    {
      schema: {
        tags,
        security,
        params: z.object({ runId: serialId() }),
        response: { 200: ImportRunNowSchema },
      },
    },
    async (request) => ({
      runs: await importRunAgain({ ...context, log: request.log }, request.params.runId),
    }),
  );
};

import { MessageResponseSchema } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { importWithdrawals } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import { requireAdmin } from '../../http/auth.ts';
import { importWaiting } from './home-folder.ts';
import { applyHeldWithdrawal } from './withdraw-offers.ts';

const tags = ['imports'];
const security = [{ jwt: [] }];
const HeldSchema = z.array(
  z.object({
    withdrawalId: z.number().int(),
    integrationId: z.number().int(),
    runId: z.number().int(),
    count: z.number().int(),
    createdAt: z.string(),
  }),
);

/** The admin's import actions: run an integration's waiting packages now, decide on held mass withdrawals. */
export const importsRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { db } = context;
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });

  app.get(
    '/api/site/imports/pending',
    { schema: { tags, security, response: { 200: HeldSchema } } },
    async () => {
      const rows = await db.select().from(importWithdrawals).where(eq(importWithdrawals.status, 'pending'));
      return rows.map((row) => ({
        ...row,
        count: row.estateIds.length,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );

  app.post(
    '/api/site/imports/pending/:id/:decision',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: z.coerce.number().int(), decision: z.enum(['approve', 'reject']) }),
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { id, decision } = request.params;
      const [held] = await db
        .update(importWithdrawals)
        .set({ status: decision === 'approve' ? 'approved' : 'rejected', decidedAt: new Date() })
        .where(and(eq(importWithdrawals.withdrawalId, id), eq(importWithdrawals.status, 'pending')))
        .returning();
      if (!held) throw notFound('Nie ma takiej decyzji do podjęcia.');
      if (decision === 'reject') return { message: 'Ogłoszenia pozostają aktywne.' };
      const withdrawn = await applyHeldWithdrawal(db, held.estateIds, held.createdAt);
      return { message: `Wycofano ogłoszeń: ${withdrawn}.` };
    },
  );

  app.post(
    '/api/site/imports/run/:integrationId',
    { schema: { tags, security, params: z.object({ integrationId: z.coerce.number().int() }) } },
    async (request) => {
      const outcomes = await importWaiting(context, request.params.integrationId);
      return { runs: outcomes };
    },
  );
};

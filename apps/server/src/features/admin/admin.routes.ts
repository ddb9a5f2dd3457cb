import {
  ActiveAdsCountSchema,
  ActiveUsersCountSchema,
  AddIntegrationSchema,
  adminMessages,
  CompanyKindSchema,
  companyKindMessages,
  IdParamSchema,
  MessageResponseSchema,
  PromotedAdListSchema,
  PromoteSchema,
  promotionMessages,
  StatsAdsChartSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { authenticate, requireAdmin } from '../../http/auth.ts';
import { deleteEstate } from '../my-estates/index.ts';
import { addIntegration } from './add-integration.ts';
import { listPromotedAds, promoteEstate, unpromoteEstate } from './promotion.ts';
import { setCompanyKind } from './set-company-kind.ts';
import { adsChart, countActiveAds, countActiveUsers } from './site-stats.ts';

const tags = ['admin'];
const security = [{ jwt: [] }];
const message = { 200: MessageResponseSchema };

/**
 * The admin's calls under /api/site (spec §7); POST /api/site/contact is public and lives in the contact feature.
 * The check runs on request, before the body is validated, so a caller without rights never learns about it.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { db, storage } = context;
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });

  app.get(
    '/api/site/stats/ads/total',
    { schema: { tags, security, response: { 200: ActiveAdsCountSchema } } },
    async () => ({ activeAdsCount: await countActiveAds(db) }),
  );
  app.get(
    '/api/site/stats/users/total',
    { schema: { tags, security, response: { 200: ActiveUsersCountSchema } } },
    async () => ({ activeUsersCount: await countActiveUsers(db) }),
  );
  app.get(
    '/api/site/stats/ads',
    {
      schema: {
        tags,
        security,
        summary: 'Ads added per day and type, last 90 days',
        response: { 200: StatsAdsChartSchema },
      },
    },
    async () => adsChart(db),
  );
  app.post(
    '/api/site/add-integration',
    { schema: { tags, security, body: AddIntegrationSchema, response: message } },
    async (request) => {
      await addIntegration(context, request.body);
      return { message: adminMessages.integrationAdded };
    },
  );
  app.post(
    '/api/site/company-kind',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a company a developer or an agency',
        body: CompanyKindSchema,
        response: message,
      },
    },
    async (request) => {
      await setCompanyKind(context, request.body);
      return { message: companyKindMessages.saved };
    },
  );
  app.delete(
    '/api/site/remove-ad/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove any ad with its photos',
        params: IdParamSchema,
        response: message,
      },
    },
    async (request) => {
      await deleteEstate(db, storage, await authenticate(request), request.params.id);
      return { message: adminMessages.adRemoved };
    },
  );
  app.put(
    '/api/site/promote/:id',
    { schema: { tags, security, params: IdParamSchema, body: PromoteSchema, response: message } },
    async (request) => {
      await promoteEstate(db, request.params.id, request.body.days);
      return { message: promotionMessages.promoted };
    },
  );
  app.delete(
    '/api/site/promote/:id',
    { schema: { tags, security, params: IdParamSchema, response: message } },
    async (request) => {
      await unpromoteEstate(db, request.params.id);
      return { message: promotionMessages.unpromoted };
    },
  );
  app.get(
    '/api/site/promoted',
    {
      schema: {
        tags,
        security,
        summary: 'Promoted ads with their end',
        response: { 200: PromotedAdListSchema },
      },
    },
    async () => listPromotedAds(db),
  );
};

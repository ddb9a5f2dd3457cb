import {
  IdParamSchema,
  JoinPropertiesSchema,
  MessageResponseSchema,
  PropertyAdminSchema,
  propertyAdminTexts,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { requireAdmin } from '../../http/auth.ts';
import { joinProperties } from './join-properties.ts';
import { propertyAdminView } from './property-admin-view.ts';
import { splitProperty } from './split-property.ts';

const tags = ['admin'];
const security = [{ jwt: [] }];

/**
 * The admin's corrections of the property records: the property of an ad with its offers and evidence, a split of a
 * wrong merge and a join of a missed one, each a verdict the matcher keeps. Checked on request, before the body.
 */
export const propertiesAdminRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (
  app,
  { context },
) => {
  const { db } = context;
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });

  app.get(
    '/api/site/properties/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The property of the ad: its offers and how they were joined',
        params: IdParamSchema,
        response: { 200: PropertyAdminSchema },
      },
    },
    async (request) => propertyAdminView(db, request.params.id),
  );
  app.post(
    '/api/site/properties/:id/split',
    {
      schema: {
        tags,
        security,
        summary: "Split the ad's offer out of its property, for good",
        params: IdParamSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await splitProperty(db, admin.userId, request.params.id);
      return { message: propertyAdminTexts.wasSplit };
    },
  );
  app.post(
    '/api/site/properties/:id/join',
    {
      schema: {
        tags,
        security,
        summary: "Join the ad's property to another ad's, for good",
        params: IdParamSchema,
        body: JoinPropertiesSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      await joinProperties(db, admin.userId, request.params.id, request.body.otherEstateId);
      return { message: propertyAdminTexts.wasJoined };
    },
  );
};

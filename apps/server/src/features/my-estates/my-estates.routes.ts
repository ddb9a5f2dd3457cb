import {
  ActivatedSchema,
  EstateSavedSchema,
  estateTypeInfo,
  estateTypes,
  estateWriteSchemaFor,
  IdParamSchema,
  ListQuerySchema,
  ManagedEstateCardListSchema,
  OwnEstateDetailSchema,
  UserIdParamSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { authenticate } from '../../http/auth.ts';
import { activateEstate, deleteEstate, refreshEstate } from './estate-lifecycle.ts';
import { getOwnEstate } from './get-own-estate.ts';
import { listAccountEstates } from './list-account-estates.ts';
import { createEstate, editEstate } from './save-estate.ts';

const tags = ['my-estates'];
const security = [{ jwt: [] }];
const Empty = z.object({});

/** The owner's writes on ads (spec §7); every call needs a session, and an admin may act on any ad. */
export const myEstatesRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { db, storage } = context;

  // One static path per type (/api/estates/dom), so that each validates the type's own fields.
  for (const type of estateTypes) {
    const path = `/api/estates/${estateTypeInfo[type].singular}`;
    const body = estateWriteSchemaFor(type);
    const response = { 200: EstateSavedSchema };
    app.post(path, { schema: { tags, security, body, response } }, async (request) =>
      createEstate(db, await authenticate(request), type, request.body),
    );
    app.post(
      `${path}/:id`,
      { schema: { tags, security, params: IdParamSchema, body, response } },
      async (request) => editEstate(db, await authenticate(request), type, request.params.id, request.body),
    );
  }

  app.get(
    '/api/estates/:id/manage',
    { schema: { tags, security, params: IdParamSchema, response: { 200: OwnEstateDetailSchema } } },
    async (request) => getOwnEstate(db, await authenticate(request), request.params.id),
  );
  app.put(
    '/api/estates/:id/activate',
    { schema: { tags, security, params: IdParamSchema, response: { 200: ActivatedSchema } } },
    async (request) => activateEstate(db, await authenticate(request), request.params.id),
  );
  app.put(
    '/api/estates/refresh/:id',
    { schema: { tags, security, params: IdParamSchema, response: { 200: Empty } } },
    async (request) => {
      await refreshEstate(db, await authenticate(request), request.params.id);
      return {};
    },
  );
  app.delete(
    '/api/estates/:id',
    { schema: { tags, security, params: IdParamSchema, response: { 200: Empty } } },
    async (request) => {
      await deleteEstate(db, storage, await authenticate(request), request.params.id);
      return {};
    },
  );
  app.get(
    '/api/estates/account/:userId',
    {
      schema: {
        tags,
        security,
        params: UserIdParamSchema,
        querystring: ListQuerySchema.pick({ page: true }),
        response: { 200: ManagedEstateCardListSchema },
      },
    },
    async (request) => {
      return listAccountEstates(db, request.params.userId, request.query);
    },
  );
};

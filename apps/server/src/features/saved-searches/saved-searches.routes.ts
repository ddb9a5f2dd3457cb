// Saved searches: saving from any search or list, the account's management page and the links of the
// e-mails. A visitor's save is captcha-checked and rate-limited; the links carry their secret in the path.
import {
  idField,
  MessageResponseSchema,
  SavedSearchLinkParamsSchema,
  SavedSearchSchema,
  SaveSearchSchema,
  savedSearchMessages,
  UnsubscribedSchema,
  UpdateSavedSearchSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { authenticate } from '../../http/auth.ts';
import { attemptLimit, registerRateLimit } from '../../http/rate-limit.ts';
import {
  confirmSavedSearch,
  listSavedSearches,
  removeSavedSearch,
  removeSavedSearchByLink,
  unsubscribeSavedSearch,
  updateSavedSearch,
} from './manage-saved-searches.ts';
import { saveUserSearch, saveVisitorSearch } from './save-search.ts';

const tags = ['saved-searches'];
const security = [{ jwt: [] }];
const SearchIdParamSchema = z.object({ searchId: idField() });

export const savedSearchesRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  await registerRateLimit(app, context.db);
  // A mail client's one-click unsubscribe posts 'List-Unsubscribe=One-Click' as a form (RFC 8058); the path says
  // everything, so the body is not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _body, done) => done(null, {}));
  const visitorLimit = attemptLimit(app, 'saveSearch');

  app.post(
    '/api/saved-searches',
    {
      // A visitor's save sends an e-mail to the address given: limited like registration. An account's is not.
      preHandler: async (request) => {
        if (!request.headers.authorization) await visitorLimit(request);
      },
      schema: {
        tags,
        summary: 'Save a search (an account, or a visitor with e-mail and captcha)',
        body: SaveSearchSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      if (request.headers.authorization) {
        await saveUserSearch(context, await authenticate(request), request.body);
        return { message: savedSearchMessages.saved };
      }
      await saveVisitorSearch(context, request.body);
      return { message: savedSearchMessages.confirmSent };
    },
  );

  app.get(
    '/api/saved-searches',
    {
      schema: {
        tags,
        security,
        summary: 'The account’s saved searches',
        response: { 200: z.array(SavedSearchSchema) },
      },
    },
    async (request) => listSavedSearches(context.db, (await authenticate(request)).userId),
  );

  app.put(
    '/api/saved-searches/:searchId',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a saved search or change how often it alerts',
        params: SearchIdParamSchema,
        body: UpdateSavedSearchSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const user = await authenticate(request);
      await updateSavedSearch(context.db, user.userId, request.params.searchId, request.body);
      return { message: savedSearchMessages.updated };
    },
  );

  app.delete(
    '/api/saved-searches/:searchId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a saved search',
        params: SearchIdParamSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const user = await authenticate(request);
      await removeSavedSearch(context.db, user.userId, request.params.searchId);
      return { message: savedSearchMessages.removed };
    },
  );

  app.post(
    '/api/saved-searches/:searchId/confirm/:secret',
    {
      schema: {
        tags,
        summary: 'A visitor confirms a saved search (the link in the e-mail)',
        params: SavedSearchLinkParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await confirmSavedSearch(context.db, request.params.searchId, request.params.secret);
      return { message: savedSearchMessages.confirmed };
    },
  );

  app.post(
    '/api/saved-searches/:searchId/unsubscribe/:secret',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe from a saved search’s alerts (RFC 8058, and the link in each alert)',
        params: SavedSearchLinkParamsSchema,
        response: { 200: UnsubscribedSchema },
      },
    },
    async (request) => {
      const { searchId, secret } = request.params;
      const { isAccount } = await unsubscribeSavedSearch(
        context.db,
        context.secrets.secretKey,
        searchId,
        secret,
      );
      return { message: savedSearchMessages.unsubscribed, isAccount };
    },
  );

  app.post(
    '/api/saved-searches/:searchId/remove/:secret',
    {
      schema: {
        tags,
        summary: 'Remove a saved search by the unsubscribe link of its alerts',
        params: SavedSearchLinkParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { searchId, secret } = request.params;
      await removeSavedSearchByLink(context.db, context.secrets.secretKey, searchId, secret);
      return { message: savedSearchMessages.removed };
    },
  );
};

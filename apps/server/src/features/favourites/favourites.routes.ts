// The favourites kept on an account (auth, the path's userId must be the caller's), and the unsubscribe link of
// their e-mails (no login: the link's signature is the proof).
import {
  FavouriteIdsSchema,
  FavouriteListSchema,
  FavouriteMailsSchema,
  FavouriteParamsSchema,
  FavouriteUnsubscribeSchema,
  favouriteTexts,
  MessageResponseSchema,
  UserIdParamSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { setFavouriteMails, unsubscribeFavouriteMails } from './favourite-mails.ts';
import { listFavouriteIds, listFavourites } from './list-favourites.ts';
import { removeFavourite, starFavourite } from './star-favourite.ts';

const tags = ['favourites'];
const security = [{ jwt: [] }];
const Ok = { 200: MessageResponseSchema };

export const favouritesRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/user/:userId/favourites',
    {
      schema: {
        tags,
        security,
        summary: 'Own favourites, marked',
        params: UserIdParamSchema,
        response: { 200: FavouriteListSchema },
      },
    },
    async (request) => {
      return listFavourites(db, request.params.userId);
    },
  );

  app.get(
    '/api/user/:userId/favourites/ids',
    {
      schema: {
        tags,
        security,
        summary: 'Ids of own favourites',
        params: UserIdParamSchema,
        response: { 200: FavouriteIdsSchema },
      },
    },
    async (request) => {
      return listFavouriteIds(db, request.params.userId);
    },
  );

  app.put(
    '/api/user/:userId/favourites/:estateId',
    { schema: { tags, security, summary: 'Star an ad', params: FavouriteParamsSchema, response: Ok } },
    async (request) => {
      await starFavourite(db, request.params.userId, request.params.estateId);
      return { message: favouriteTexts.starred };
    },
  );

  app.delete(
    '/api/user/:userId/favourites/:estateId',
    { schema: { tags, security, summary: 'Un-star an ad', params: FavouriteParamsSchema, response: Ok } },
    async (request) => {
      await removeFavourite(db, request.params.userId, request.params.estateId);
      return { message: favouriteTexts.unstarred };
    },
  );

  app.put(
    '/api/user/:userId/favourite-mails',
    {
      schema: {
        tags,
        security,
        summary: 'Turn the favourites e-mails on or off',
        params: UserIdParamSchema,
        body: FavouriteMailsSchema,
        response: Ok,
      },
    },
    async (request) => {
      await setFavouriteMails(db, request.params.userId, request.body.enabled);
      return { message: request.body.enabled ? favouriteTexts.mailsOn : favouriteTexts.mailsOff };
    },
  );

  app.post(
    '/api/favourite-mails/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Turn the favourites e-mails off from an e-mail link',
        body: FavouriteUnsubscribeSchema,
        response: Ok,
      },
    },
    async (request) => {
      await unsubscribeFavouriteMails(db, context.secrets.secretKey, request.body);
      return { message: favouriteTexts.mailsOff };
    },
  );
};

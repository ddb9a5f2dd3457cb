// What an account hides from its lists (auth; the path's userId must be the caller's). Every answer is the account's
// hidden list, also set as the `ukryte` cookie that list pages are filtered by.
import {
  HiddenAdvertiserParamsSchema,
  HiddenEstateParamsSchema,
  type HiddenSet,
  HiddenSetSchema,
  UserIdParamSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { hiddenCookie } from './hidden-cookie.ts';
import { type HiddenKind, hide, listHidden, unhide } from './hide.ts';

const tags = ['hiding'];
const security = [{ jwt: [] }];
const response = { 200: HiddenSetSchema };

function answer(reply: FastifyReply, hidden: HiddenSet) {
  reply.header('set-cookie', hiddenCookie(hidden));
  return hidden;
}

export const hidingRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { db } = context;

  app.get(
    '/api/user/:userId/hidden',
    { schema: { tags, security, summary: 'What the account hides', params: UserIdParamSchema, response } },
    async (request, reply) => {
      return answer(reply, await listHidden(db, request.params.userId));
    },
  );

  const change = (kind: HiddenKind, userId: number, id: number, isHidden: boolean) =>
    isHidden ? hide(db, userId, kind, id) : unhide(db, userId, kind, id);

  for (const [method, isHidden] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    const verb = isHidden ? 'Hide' : 'Show again';
    app.route({
      method,
      url: '/api/user/:userId/hidden/estates/:estateId',
      schema: { tags, security, summary: `${verb} an ad`, params: HiddenEstateParamsSchema, response },
      handler: async (request, reply) => {
        const { userId, estateId } = request.params;
        await change('estate', userId, estateId, isHidden);
        return answer(reply, await listHidden(db, userId));
      },
    });
    app.route({
      method,
      url: '/api/user/:userId/hidden/advertisers/:advertiserId',
      schema: {
        tags,
        security,
        summary: `${verb} an advertiser`,
        params: HiddenAdvertiserParamsSchema,
        response,
      },
      handler: async (request, reply) => {
        const { userId, advertiserId } = request.params;
        await change('advertiser', userId, advertiserId, isHidden);
        return answer(reply, await listHidden(db, userId));
      },
    });
  }
};

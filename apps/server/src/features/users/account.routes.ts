// The account owner's calls (auth): the userId in the path must be the token's user, otherwise 403.
import {
  ChangePasswordBodySchema,
  IntegrationSchema,
  idField,
  MessageResponseSchema,
  ProfileSchema,
  ProfileUpdateSchema,
  RemoveAccountSchema,
  UserIdParamSchema,
} from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { authenticate } from '../../http/auth.ts';
import { attemptLimit } from '../../http/rate-limit.ts';
import { changePassword } from './change-password.ts';
import { getIntegration } from './get-integration.ts';
import { getProfile, updateProfile } from './profile.ts';
import { removeAccount } from './remove-account.ts';
import { userMessages } from './user-messages.ts';

const tags = ['user'];
const security = [{ jwt: [] }];
const IntegrationParamsSchema = UserIdParamSchema.extend({ integrationId: idField() });

const accountInPath = (request: FastifyRequest) => String((request.params as { userId: number }).userId);

export const accountRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  // The calls that check the account's password: the session first (a stranger's attempt counts against nobody's
  // account), then the attempt is counted, and only an attempt within the limits gets its password hashed.
  const passwordCheck = attemptLimit(app, 'passwordCheck', accountInPath);

  app.get(
    '/api/user/:userId/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Own profile',
        params: UserIdParamSchema,
        response: { 200: ProfileSchema },
      },
    },
    async (request) => getProfile(context, await authenticate(request)),
  );

  app.post(
    '/api/user/:userId/profile',
    {
      schema: {
        tags,
        security,
        summary: 'Update own profile',
        params: UserIdParamSchema,
        body: ProfileUpdateSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await updateProfile(context, request.params.userId, request.body);
      return { message: userMessages.profileUpdated };
    },
  );

  app.post(
    '/api/user/:userId/change-pass',
    {
      preHandler: passwordCheck,
      schema: {
        tags,
        security,
        summary: 'Change own password',
        params: UserIdParamSchema,
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await changePassword(context, request.params.userId, request.body);
      return { message: userMessages.passwordChanged };
    },
  );

  app.delete(
    '/api/user/:userId/remove-account',
    {
      preHandler: passwordCheck,
      schema: {
        tags,
        security,
        summary: 'Remove own account',
        params: UserIdParamSchema,
        body: RemoveAccountSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await removeAccount(context, request.params.userId, request.body.password);
      return { message: userMessages.accountRemoved };
    },
  );

  app.get(
    '/api/user/:userId/integration/:integrationId',
    {
      schema: {
        tags,
        security,
        summary: 'Own FTP integration',
        params: IntegrationParamsSchema,
        response: { 200: IntegrationSchema },
      },
    },
    async (request) => {
      return getIntegration(context, request.params.userId, request.params.integrationId);
    },
  );
};

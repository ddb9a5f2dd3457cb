// The calls a visitor makes: register, activate, log in, forgotten password (spec §7).
import {
  ActivateSchema,
  accountSafetyMessages,
  ForgotPasswordSchema,
  LoginSchema,
  MessageResponseSchema,
  NewPasswordBodySchema,
  PasswordLinkUserSchema,
  ProfileSchema,
  RegisterCompanySchema,
  RegisterUserSchema,
  ResendActivationSchema,
  UserHashParamsSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../context.ts';
import { attemptLimit } from '../../http/rate-limit.ts';
import { clearedClipboardCookie, clipboardFromCookie } from '../favourites/index.ts';
import { hiddenByCookie, hiddenCookie, mergeHidden } from '../hiding/index.ts';
import { activateAccount } from './activate-account.ts';
import { logIn } from './log-in.ts';
import { captchaAfterFailures } from './login-captcha.ts';
import { readPasswordLink, requestPasswordReset, resetPassword } from './password-reset.ts';
import { registerAccount } from './register-account.ts';
import { resendActivation } from './resend-activation.ts';
import { userMessages } from './user-messages.ts';

const tags = ['user'];

export const sessionRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const registerLimit = attemptLimit(app, 'register');

  app.post(
    '/api/user/register/user',
    {
      preHandler: registerLimit,
      schema: {
        tags,
        summary: 'Register a private person',
        body: RegisterUserSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await registerAccount(context, { ...request.body, company: false });
      return { message: userMessages.registered };
    },
  );

  app.post(
    '/api/user/register/company',
    {
      preHandler: registerLimit,
      schema: {
        tags,
        summary: 'Register a company',
        body: RegisterCompanySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await registerAccount(context, { ...request.body, company: true });
      return { message: userMessages.registered };
    },
  );

  app.post(
    '/api/user/activate',
    {
      schema: {
        tags,
        summary: 'Activate an account',
        body: ActivateSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await activateAccount(context, request.body.userId, request.body.hash);
      return { message: userMessages.activated };
    },
  );

  app.post(
    '/api/user/resend-activation',
    {
      preHandler: attemptLimit(app, 'resendActivation'),
      schema: {
        tags,
        summary: 'Send the activation link again',
        body: ResendActivationSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await resendActivation(context, request.body);
      return { message: accountSafetyMessages.activationResent };
    },
  );

  app.post(
    '/api/user/login',
    {
      preHandler: [attemptLimit(app, 'login'), captchaAfterFailures(context)],
      schema: { tags, summary: 'Log in', body: LoginSchema, response: { 200: ProfileSchema } },
    },
    async (request, reply) => {
      // The visitor's stars and hidden things join the account; from now on the browser shows the account's.
      const { cookie } = request.headers;
      const clipboard = clipboardFromCookie(cookie);
      const profile = await logIn(context, request.body, clipboard);
      const hidden = await mergeHidden(context.db, profile.userId, hiddenByCookie(cookie));
      reply.header('set-cookie', [
        ...(clipboard.length > 0 ? [clearedClipboardCookie] : []),
        hiddenCookie(hidden),
      ]);
      return profile;
    },
  );

  app.post(
    '/api/user/forgot-password',
    {
      preHandler: attemptLimit(app, 'forgotPassword'),
      schema: {
        tags,
        summary: 'Send a password reset link',
        body: ForgotPasswordSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(context, request.body.email);
      return { message: userMessages.resetRequested };
    },
  );

  app.get(
    '/api/user/new-pass/:userId/:hash',
    {
      schema: {
        tags,
        summary: 'The account of a reset link',
        params: UserHashParamsSchema,
        response: { 200: PasswordLinkUserSchema },
      },
    },
    (request) => readPasswordLink(context, request.params.userId, request.params.hash),
  );

  app.post(
    '/api/user/new-pass/:userId/:hash',
    {
      schema: {
        tags,
        summary: 'Set a new password through a reset link',
        params: UserHashParamsSchema,
        body: NewPasswordBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(context, request.params.userId, request.params.hash, request.body.password);
      return { message: userMessages.passwordChanged };
    },
  );
};

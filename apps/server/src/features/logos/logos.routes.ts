// A company's logo: sent by its account as the raw image (JPEG or PNG), removed by it, and served to everyone.
import {
  LogoSavedSchema,
  logoLimits,
  logoMessages,
  MessageResponseSchema,
  routes,
  UserIdParamSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import { logoFilePattern, logoKey } from './logo-key.ts';
import { declaredTooLarge, removeLogo, saveLogo } from './save-logo.ts';

const tags = ['user'];
const security = [{ jwt: [] }];

export const logosRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  // Only in this plugin: the body is the image itself, whatever type it declares (its bytes decide), up to the limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: logoLimits.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/user/:userId/logo',
    {
      schema: {
        tags,
        security,
        summary: "Set the own company's logo (the image as the body)",
        params: UserIdParamSchema,
        response: { 200: LogoSavedSchema },
      },
      onRequest: async (request) => {
        const tooLarge = declaredTooLarge(request.headers['content-length'], logoLimits.maxBytes);
        if (tooLarge) throw tooLarge;
      },
    },
    async (request) => {
      const { userId } = request.params;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const file = await saveLogo(context, userId, body);
      return { message: logoMessages.saved, logo: routes.logo(file) };
    },
  );

  app.delete(
    '/api/user/:userId/logo',
    {
      schema: {
        tags,
        security,
        summary: "Remove the own company's logo",
        params: UserIdParamSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await removeLogo(context, request.params.userId);
      return { message: logoMessages.removed };
    },
  );

  // Each stored logo has a name of its own: a file that never changes, cached for a year.
  app.get(
    '/logo/:file',
    { schema: { tags, params: z.object({ file: z.string().regex(logoFilePattern) }), hide: true } },
    async (request, reply) => {
      const stream = await context.storage.read(logoKey(request.params.file));
      if (!stream) throw notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  );
};

import { Limits } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { badRequest, forbidden } from '../../http/app-error.ts';
import { incomingKey } from '../../infra/storage/storage.ts';
import { claimUploadSlot, findUploadSlot, type UploadSlot } from './upload-slot.ts';
import { verifyUploadSignature } from './upload-url.ts';

const Params = z.object({ uploadId: z.uuid() });
const Query = z.object({ expires: z.coerce.number().int(), signature: z.string() });

const invalidLink = 'Link do wysłania pliku jest nieprawidłowy lub wygasł.';
const wrongType = 'Typ wysłanego pliku różni się od zapowiedzianego.';
const wrongSize = 'Rozmiar wysłanego pliku różni się od zapowiedzianego.';

const slots = new WeakMap<FastifyRequest, UploadSlot>();

/**
 * PUT /api/uploads/{uploadId}?expires&signature: the local-disk store's stand-in for a presigned S3 PUT. The link,
 * its expiry, the content type and the declared length are checked before a byte of the body is read; each link
 * works once. The file waits under incoming/ until the client completes the upload.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { db, storage, secrets } = context;

  // Only in this plugin: the body is the raw file, whatever its type, and never more than a photo may weigh.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: Limits.photos.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.put(
    '/api/uploads/:uploadId',
    {
      schema: { tags: ['photos'], params: Params, querystring: Query, hide: true },
      onRequest: async (request) => {
        const params = Params.safeParse(request.params);
        const query = Query.safeParse(request.query);
        if (!params.success || !query.success) throw forbidden(invalidLink);
        const slot = await findUploadSlot(db, params.data.uploadId);
        const signed = slot && { ...slot, expires: query.data.expires };
        if (!signed || !verifyUploadSignature(secrets.secretKey, signed, query.data.signature))
          throw forbidden(invalidLink);
        const now = Date.now();
        if (signed.expires * 1000 <= now || signed.expiresAt.getTime() <= now || signed.uploadedAt)
          throw forbidden(invalidLink);
        const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
        if (contentType !== signed.contentType) throw badRequest(wrongType);
        if (Number(request.headers['content-length']) !== signed.size) throw badRequest(wrongSize);
        slots.set(request, signed);
      },
    },
    async (request, reply) => {
      const slot = slots.get(request);
      const body = request.body;
      if (!slot || !Buffer.isBuffer(body) || body.length !== slot.size) throw badRequest(wrongSize);
      if (!(await claimUploadSlot(db, slot.uploadId))) throw forbidden(invalidLink);
      await storage.write(incomingKey(slot.uploadId), body, slot.contentType);
      return reply.status(200).send();
    },
  );
};

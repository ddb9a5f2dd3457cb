import {
  IdParamSchema,
  PhotoDescriptorsSchema,
  PhotoSchema,
  PhotoSortSchema,
  PhotoUploadTargetSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { authenticate } from '../../http/auth.ts';
import { completeUpload } from './complete-upload.ts';
import { deletePhoto, listOwnPhotos, sortPhotos } from './manage-photos.ts';
import { requestUploads } from './request-uploads.ts';
import { uploadsRoutes } from './uploads.routes.ts';

const tags = ['photos'];
const security = [{ jwt: [] }];
const PhotoList = z.array(PhotoSchema);
const UploadParams = IdParamSchema.extend({ uploadId: z.uuid() });
const PhotoParams = IdParamSchema.extend({ photoId: IdParamSchema.shape.id });

/**
 * The owner's photo calls. Upload flow, the same for both stores: POST the descriptors, PUT each file to its
 * sasTokenUrl with the given Content-Type, then POST …/photos/{uploadId}/complete, which answers the photo list.
 */
export const photosRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  const { db, storage, secrets } = context;

  app.post(
    '/api/estates/:id/photos',
    {
      schema: {
        tags,
        security,
        params: IdParamSchema,
        body: PhotoDescriptorsSchema,
        response: { 200: z.array(PhotoUploadTargetSchema) },
      },
    },
    async (request) =>
      requestUploads(
        db,
        storage,
        secrets.secretKey,
        await authenticate(request),
        request.params.id,
        request.body,
      ),
  );
  app.post(
    '/api/estates/:id/photos/:uploadId/complete',
    { schema: { tags, security, params: UploadParams, response: { 200: PhotoList } } },
    async (request) =>
      completeUpload(db, storage, await authenticate(request), request.params.id, request.params.uploadId),
  );
  // The public GET /api/estates/{id}/photos shows listed ads only; the wizard needs the photos before activation.
  app.get(
    '/api/estates/:id/photos/manage',
    { schema: { tags, security, params: IdParamSchema, response: { 200: PhotoList } } },
    async (request) => listOwnPhotos(db, await authenticate(request), request.params.id),
  );
  app.put(
    '/api/estates/:id/photos/sort',
    {
      schema: { tags, security, params: IdParamSchema, body: PhotoSortSchema, response: { 200: PhotoList } },
    },
    async (request) => sortPhotos(db, await authenticate(request), request.params.id, request.body),
  );
  app.delete(
    '/api/estates/:id/photos/:photoId',
    { schema: { tags, security, params: PhotoParams, response: { 200: PhotoList } } },
    async (request) =>
      deletePhoto(db, storage, await authenticate(request), request.params.id, request.params.photoId),
  );

  await app.register(uploadsRoutes, { context });
};

import { estateTypeInfo, estateTypes, Limits } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../context.ts';
import { demoContainer } from '../../db/demo/photo-pool.ts';
import { notFound } from '../../http/app-error.ts';
import { photoKey } from '../../infra/storage/storage.ts';
import { uploadContainer } from './stored-files.ts';

const photoContainers = [uploadContainer, demoContainer];

const Params = z.object({
  type: z.enum(estateTypes.map((type) => estateTypeInfo[type].singular) as [string, ...string[]]),
  file: z.string().regex(/^[a-z0-9-]{8,64}$/),
  size: z.enum(Object.values(Limits.photoSizes) as [string, ...string[]]),
});

/** Photos at /{container}/{type}/{file}/{size}: immutable files, so they are cached for a year. */
export const photoFilesRoutes: FastifyPluginAsyncZod<{ context: Context }> = async (app, { context }) => {
  // One static prefix per container, so that these paths never shadow the four-segment list pages.
  for (const container of photoContainers) {
    app.get(
      `/${container}/:type/:file/:size`,
      { schema: { tags: ['photos'], params: Params, hide: true } },
      async (request, reply) => {
        const { file, size } = request.params;
        const stream = await context.storage.read(photoKey(container, file, size));
        if (!stream) throw notFound();
        return reply
          .header('content-type', 'image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(stream);
      },
    );
  }
};

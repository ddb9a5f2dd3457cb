// Photo uploads (spec §5, §8): the descriptors announced before a direct upload, and the new order of photos.
import { z } from 'zod';
import { ColumnBounds } from '../column-bounds.ts';
import { Limits } from '../limits.ts';
import { idField, plainText } from './fields.ts';
import { messages } from './messages.ts';

export type PhotoFile = { name: string; size: number; type: string };

/**
 * The §8 message for a file the portal rejects, or null when it is accepted. Only the extension is checked, since
 * browsers often report an empty type for HEIC files; the server decodes the image anyway.
 */
export function checkPhotoFile(file: PhotoFile): string | null {
  const name = file.name.toLowerCase();
  if (!Limits.photos.extensions.some((extension) => name.endsWith(extension)))
    return messages.photoFormat(file.name);
  if (file.size > Limits.photos.maxBytes) return messages.photoSize(file.name);
  return null;
}

const PhotoDescriptorSchema = z
  .object({
    name: plainText().trim().min(1, { error: messages.required }),
    size: z
      .number({ error: messages.digits })
      .int({ error: messages.digits })
      .nonnegative({ error: messages.digits }),
    type: plainText(),
  })
  .check((ctx) => {
    const message = checkPhotoFile(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', input: ctx.value, message });
  });

/** POST /api/estates/{id}/photos: 1 to 8 files in one request (the server also checks the ad's total). */
export const PhotoDescriptorsSchema = z
  .array(PhotoDescriptorSchema, { error: messages.photoRequired(Limits.photos.minPerAd) })
  .min(Limits.photos.minPerAd, { error: messages.photoRequired(Limits.photos.minPerAd) })
  .max(Limits.photos.maxPerAd, { error: messages.tooManyPhotos(Limits.photos.maxPerAd) });
export type PhotoDescriptors = z.infer<typeof PhotoDescriptorsSchema>;

/** PUT /api/estates/{id}/photos/sort: the new position of each photo, numbered from 0 (the main photo). */
export const PhotoSortSchema = z
  .array(
    z.object({
      photoId: idField(),
      sort: z
        .number({ error: messages.digits })
        .int({ error: messages.digits })
        .nonnegative({ error: messages.digits })
        .max(ColumnBounds.smallintMax, { error: messages.digits }),
    }),
    { error: messages.required },
  )
  .min(1, { error: messages.required })
  .max(Limits.photos.maxPerAd, { error: messages.tooManyPhotos(Limits.photos.maxPerAd) });
export type PhotoSort = z.infer<typeof PhotoSortSchema>;

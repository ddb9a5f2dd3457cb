// Which dropped files the wizard uploads (spec §5, §8): wrong formats and too large files are refused one by one,
// and files beyond the 8 photos an ad may have are dropped.
import { checkPhotoFile, Limits } from '@portal/domain';
import { wizardTexts } from './wizard-texts.ts';

/**
 * The file picker's accept list: the extensions and types the server takes (spec §5). HEIC is listed by extension
 * too, as browsers often give it no type. Dropped files are not filtered by it: a wrong one gets its message below.
 */
export const photoAccept = [...Limits.photos.extensions, ...Limits.photos.mimeTypes].join(',');

export type PhotoSelection = { accepted: File[]; messages: string[] };

export function selectPhotoFiles(files: readonly File[], photosCount: number): PhotoSelection {
  const messages: string[] = [];
  const valid: File[] = [];
  for (const file of files) {
    const rejection = checkPhotoFile(file);
    if (rejection) messages.push(rejection);
    else valid.push(file);
  }
  const room = Math.max(0, Limits.photos.maxPerAd - photosCount);
  if (valid.length > room) messages.push(wizardTexts.tooManyPhotos);
  return { accepted: valid.slice(0, room), messages };
}

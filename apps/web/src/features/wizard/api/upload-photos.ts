// The direct-to-storage upload of spec §7: POST /api/estates/{id}/photos announces the files, each file is PUT to
// its signed URL with the given Content-Type, and POST …/photos/{uploadId}/complete turns it into a photo.
import { apiPaths, type Photo } from '@portal/domain';
import { ApiError, apiPost } from '../../../api/client.ts';

export type UploadProgress = (loaded: number, total: number) => void;

/** XMLHttpRequest rather than fetch: only it reports upload progress for the per-file bar. */
export function putFile(url: string, file: Blob, contentType: string, onProgress: UploadProgress) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`PUT ${request.status}: ${request.responseText}`));
    request.onerror = () => reject(new Error('PUT failed'));
    request.send(file);
  });
}

export function requestUploads(estateId: number, files: readonly File[]) {
  const descriptors = files.map((file) => ({ name: file.name, size: file.size, type: file.type }));
  return apiPost(apiPaths.estates.photos(estateId), descriptors, {
    schema: (schemas) => schemas.PhotoUploadTargetListSchema,
  });
}

export function completeUpload(estateId: number, uploadId: string): Promise<Photo[]> {
  return apiPost(apiPaths.estates.photoUploaded(estateId, uploadId), undefined, {
    schema: (schemas) => schemas.PhotoListSchema,
  });
}

export type UploadOutcome = {
  /** The ad's photos after the last file that became one; undefined when none did. */
  photos: Photo[] | undefined;
  /** One message per file that did not become a photo: the server's refusal of that file, or the general one. */
  refusals: string[];
};

/** The server names the file and what is wrong with it (spec §8); any other failure has only the general text. */
export function refusalOf(error: unknown, generalFailure: string): string {
  return error instanceof ApiError && error.status === 400 ? error.message : generalFailure;
}

/**
 * Sends the files in parallel, each reporting its own progress by index, then completes them one by one in the
 * order chosen, so the photos keep that order. A file that fails does not stop the others.
 */
export async function uploadPhotos(
  estateId: number,
  files: readonly File[],
  onProgress: (index: number, percent: number) => void,
  generalFailure: string,
): Promise<UploadOutcome> {
  const targets = await requestUploads(estateId, files);
  const sent = await Promise.allSettled(
    targets.map(async (target, index) => {
      const file = files[index];
      if (!file) throw new Error(`No file for ${target.name}`);
      await putFile(target.sasTokenUrl, file, target.contentType, (loaded, total) =>
        onProgress(index, Math.round((loaded / total) * 100)),
      );
      return target.uploadId;
    }),
  );
  const outcome: UploadOutcome = { photos: undefined, refusals: [] };
  for (const result of sent) {
    if (result.status === 'rejected') {
      outcome.refusals.push(generalFailure);
      continue;
    }
    try {
      outcome.photos = await completeUpload(estateId, result.value);
    } catch (error) {
      outcome.refusals.push(refusalOf(error, generalFailure));
    }
  }
  return outcome;
}

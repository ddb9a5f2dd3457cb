import type { Readable } from 'node:stream';

/** A presigned direct upload: the browser PUTs exactly this content type to the URL before it expires. */
export type DirectUpload = { key: string; contentType: string; size: number; expiresInSeconds: number };

/** A file or a folder of files directly under a prefix, and when it last changed. */
export type StoredEntry = { name: string; modifiedAt: Date };

/** Where photo files live: the local disk by default, an S3-compatible bucket in production. */
export type Storage = {
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A stream of the object, or null when there is none. */
  read(key: string): Promise<Readable | null>;
  /** Removes every object whose key starts with the prefix. */
  removePrefix(prefix: string): Promise<void>;
  /** The entries directly under the prefix (ending in '/'), read as they are needed; none when there is nothing. */
  list(prefix: string): AsyncIterable<StoredEntry>;
  /**
   * Only stores the browser can reach itself (S3) have this: a presigned PUT URL for the key. Without it the API
   * serves the upload itself at a signed /api/uploads/{uploadId} URL (features/photos/upload-url.ts).
   */
  presignUpload?(upload: DirectUpload): Promise<string>;
};

/** The key of one stored variant: {container}/{file}/{WxH}.webp */
export const photoKey = (container: string, filename: string, size: string) =>
  `${container}/${filename}/${size}.webp`;

/** Everything stored for one photo, whatever its sizes. */
export const photoPrefix = (container: string, filename: string) => `${container}/${filename}/`;

/** Where an upload waits, untouched, until the server has checked and processed it. */
export const incomingKey = (uploadId: string) => `incoming/${uploadId}`;

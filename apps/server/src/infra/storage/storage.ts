import type { Readable } from 'node:stream';

/** Where photo files live: the local disk by default, an S3-compatible bucket in production. */
export type Storage = {
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A stream of the object, or null when there is none. */
  read(key: string): Promise<Readable | null>;
  /** Removes every object whose key starts with the prefix. */
  removePrefix(prefix: string): Promise<void>;
};

/** The key of one stored variant: {container}/{file}/{WxH}.webp */
export const photoKey = (container: string, filename: string, size: string) =>
  `${container}/${filename}/${size}.webp`;

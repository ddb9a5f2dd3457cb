import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Storage, StoredEntry } from './storage.ts';

export type S3Settings = {
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
};

/**
 * An S3-compatible bucket (AWS S3, MinIO, …). Photos are read through the server, so that their addresses and cache
 * headers stay the same whatever the store; a CDN in front of the server caches them.
 */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // With the SDK's default checksums some S3-compatible servers store a streamed body corrupted.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    async write(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async read(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Body instanceof Readable ? Body : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async removePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0)
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async *list(prefix) {
      // Keys come in order, so the objects of one folder come together: one entry each, as of its latest object.
      let entry: StoredEntry | undefined;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length).split('/')[0];
          if (!name) continue;
          const modifiedAt = object.LastModified ?? new Date(0);
          if (entry?.name === name) {
            if (modifiedAt > entry.modifiedAt) entry.modifiedAt = modifiedAt;
            continue;
          }
          if (entry) yield entry;
          entry = { name, modifiedAt };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      if (entry) yield entry;
    },
    presignUpload({ key, contentType, size, expiresInSeconds }) {
      // Content type and length are signed: S3 refuses a PUT whose headers differ.
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: size,
      });
      return getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
    },
  };
}

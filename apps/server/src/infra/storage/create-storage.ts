import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The store STORAGE selects: the local disk under DATA_DIR (default) or an S3-compatible bucket. */
export function createStorage(config: Config, dataDir: string): Storage {
  if (config.STORAGE === 'local') return createLocalStorage(join(dataDir, 'storage'));
  if (!config.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}

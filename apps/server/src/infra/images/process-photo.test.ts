import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hashDistance } from '../../features/properties/index.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { perceptualHash } from './perceptual-hash.ts';
import { processPhoto, storePhotoVariants, UnsupportedImageError } from './process-photo.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/photos/${name}`, import.meta.url));

async function sizesOf(variants: Record<string, Buffer>) {
  const entries = await Promise.all(
    Object.entries(variants).map(async ([size, body]) => {
      const meta = await sharp(body).metadata();
      return [size, { format: meta.format, size: `${meta.width}x${meta.height}` }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('processPhoto', () => {
  it.each(['house.jpg', 'house.png', 'house.heic'])('turns %s into three WebP variants', async (name) => {
    const photo = await processPhoto(fixture(name));

    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    expect(await sizesOf(photo.variants)).toEqual({
      '360x270': { format: 'webp', size: '360x270' },
      '750x500': { format: 'webp', size: '750x500' },
      '1280x960': { format: 'webp', size: '1280x960' },
    });
  });

  // The hash job reads stored large variants of photos stored before hashing: both must say "the same photo".
  it.each(['house.jpg', 'house-gps.jpg', 'house.png'])(
    'hashes %s as its stored large variant hashes',
    async (name) => {
      const photo = await processPhoto(fixture(name));
      const ofStored = await perceptualHash(photo.variants['1280x960']);
      expect(hashDistance(photo.perceptualHash, ofStored)).toBeLessThanOrEqual(2);
    },
  );

  it('turns a rotated phone photo upright and drops its EXIF and GPS', async () => {
    const original = await sharp(fixture('house-gps.jpg')).metadata();
    expect(original.exif).toBeDefined();

    const photo = await processPhoto(fixture('house-gps.jpg'));

    expect(photo).toMatchObject({ width: 1200, height: 1600 });
    expect((await sizesOf(photo.variants))['1280x960']).toEqual({ format: 'webp', size: '720x960' });
    for (const body of Object.values(photo.variants)) {
      const meta = await sharp(body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(body.includes('TestCam')).toBe(false);
    }
  });

  it('keeps a small photo small instead of enlarging it', async () => {
    const photo = await processPhoto(fixture('small-400x300.jpg'));

    expect(photo).toMatchObject({ width: 400, height: 300 });
    expect(await sizesOf(photo.variants)).toEqual({
      '360x270': { format: 'webp', size: '360x270' },
      '750x500': { format: 'webp', size: '750x500' },
      '1280x960': { format: 'webp', size: '400x300' },
    });
  });

  it('refuses a text file named .jpg', async () => {
    const text = Buffer.from('To nie jest zdjęcie, tylko plik tekstowy udający house.jpg\n'.repeat(20));
    await expect(processPhoto(text)).rejects.toBeInstanceOf(UnsupportedImageError);
  });

  it('refuses a JPEG whose data is broken', async () => {
    const broken = Buffer.concat([fixture('house.jpg').subarray(0, 200), Buffer.alloc(500)]);
    await expect(processPhoto(broken)).rejects.toBeInstanceOf(UnsupportedImageError);
  });
});

describe('storePhotoVariants', () => {
  it('writes each variant where the photo route reads it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'photos-'));
    try {
      const { variants } = await processPhoto(fixture('house.jpg'));
      await storePhotoVariants(createLocalStorage(root), 'estates', 'abcd1234-photo', variants);

      for (const [size, body] of Object.entries(variants)) {
        expect(await readFile(join(root, 'estates', 'abcd1234-photo', `${size}.webp`))).toEqual(body);
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

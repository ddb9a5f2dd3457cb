import { buffer } from 'node:stream/consumers';
import { Limits } from '@portal/domain';
import sharp from 'sharp';
import { perceptualHash } from '../../infra/images/perceptual-hash.ts';
import { processPhoto, storePhotoVariants } from '../../infra/images/process-photo.ts';
import { photoKey, type Storage } from '../../infra/storage/storage.ts';
import { type PhotoTheme, photoThemes, sceneHeight, sceneSvg, sceneWidth } from './photo-scenes.ts';

export const demoContainer = 'demo';

export type PoolPhoto = {
  filename: string;
  theme: PhotoTheme;
  width: number;
  height: number;
  /** Of the stored large variant, as every stored photo's; null until hashPhotoPool has read it. */
  perceptualHash: bigint | null;
};

/**
 * The images every demo ad points at. Processing thousands of photos at the first start would take minutes, so a
 * fixed pool is drawn once and shared; each goes the upload way (JPEG → processPhoto → stored variants).
 */
export function photoPool(size: number): PoolPhoto[] {
  return Array.from({ length: size }, (_, index) => ({
    filename: `demo-photo-${String(index + 1).padStart(2, '0')}`,
    theme: photoThemes[index % photoThemes.length]!,
    width: sceneWidth,
    height: sceneHeight,
    perceptualHash: null,
  }));
}

/**
 * The pool with each image's perceptual hash, read from its stored large variant (whether drawn now or at an
 * earlier start), so that demo photos have one like uploaded ones. Thousands of ads share each hash; the property
 * matcher sets such common hashes aside.
 */
export async function hashPhotoPool(storage: Storage, pool: readonly PoolPhoto[]): Promise<PoolPhoto[]> {
  return Promise.all(
    pool.map(async (photo) => {
      const stream = await storage.read(photoKey(demoContainer, photo.filename, Limits.photoSizes.large));
      if (!stream) return photo;
      return { ...photo, perceptualHash: await perceptualHash(await buffer(stream)) };
    }),
  );
}

/** Draws and stores the pool's images that storage does not hold yet; returns how many it made. */
export async function ensurePhotoPool(storage: Storage, pool: readonly PoolPhoto[]): Promise<number> {
  let made = 0;
  for (const [index, photo] of pool.entries()) {
    if (await isStored(storage, photo.filename)) continue;
    const variant = Math.floor(index / photoThemes.length);
    const jpeg = await sharp(Buffer.from(sceneSvg(photo.theme, variant)))
      .jpeg({ quality: 88 })
      .toBuffer();
    const { variants } = await processPhoto(jpeg);
    await storePhotoVariants(storage, demoContainer, photo.filename, variants);
    made++;
  }
  return made;
}

// The variants are written in parallel, so an interrupted run can leave some: all of them are checked.
async function isStored(storage: Storage, filename: string): Promise<boolean> {
  const sizes = Object.values(Limits.photoSizes);
  const streams = await Promise.all(
    sizes.map((size) => storage.read(photoKey(demoContainer, filename, size))),
  );
  for (const stream of streams) stream?.destroy();
  return streams.every((stream) => stream !== null);
}

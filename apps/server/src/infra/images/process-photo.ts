import { Limits } from '@portal/domain';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { photoKey, type Storage } from '../storage/storage.ts';
import { detectImageFormat } from './image-format.ts';

export type PhotoSize = (typeof Limits.photoSizes)[keyof typeof Limits.photoSizes];
export type PhotoVariants = Record<PhotoSize, Buffer>;
export type ProcessedPhoto = { variants: PhotoVariants; width: number; height: number };

/** The upload is not a JPEG, PNG or HEIC photo we can read. */
export class UnsupportedImageError extends Error {
  constructor(message = 'unsupported image', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnsupportedImageError';
  }
}

const { card, list, large } = Limits.photoSizes;

/**
 * Turns an uploaded photo into the three stored WebP variants. Every variant is turned upright first and carries
 * no metadata at all: phone photos hold the owner's GPS position in their EXIF.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const format = detectImageFormat(input);
  if (!format) throw new UnsupportedImageError('not a JPEG, PNG or HEIC image');
  try {
    const source = format === 'heic' ? await openHeic(input) : () => sharp(input);
    const { autoOrient } = await source().metadata();
    const [cardImage, listImage, largeImage] = await Promise.all([
      cover(source(), card),
      cover(source(), list),
      webp(
        source()
          .autoOrient()
          .resize(...dimensions(large), { fit: 'inside', withoutEnlargement: true }),
      ),
    ]);
    return {
      variants: { [card]: cardImage, [list]: listImage, [large]: largeImage } as PhotoVariants,
      width: autoOrient.width,
      height: autoOrient.height,
    };
  } catch (error) {
    throw new UnsupportedImageError('the image cannot be decoded', { cause: error });
  }
}

/** Writes the variants under {container}/{filename}/{WxH}.webp. */
export async function storePhotoVariants(
  storage: Storage,
  container: string,
  filename: string,
  variants: PhotoVariants,
): Promise<void> {
  await Promise.all(
    Object.entries(variants).map(([size, body]) =>
      storage.write(photoKey(container, filename, size), body, 'image/webp'),
    ),
  );
}

// sharp's prebuilt libvips cannot decode HEVC, so libheif (WASM) decodes to RGBA and sharp takes the raw pixels.
// libheif applies the file's own rotation while decoding, so the pixels are already upright.
async function openHeic(input: Buffer): Promise<() => Sharp> {
  const { width, height, data } = await decodeHeic({ buffer: input });
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return () => sharp(pixels, { raw: { width, height, channels: 4 } });
}

function cover(image: Sharp, size: PhotoSize): Promise<Buffer> {
  return webp(image.autoOrient().resize(...dimensions(size), { fit: 'cover' }));
}

function webp(image: Sharp): Promise<Buffer> {
  return image.webp({ quality: 80 }).toBuffer();
}

function dimensions(size: PhotoSize): [number, number] {
  const [width, height] = size.split('x').map(Number);
  return [width!, height!];
}

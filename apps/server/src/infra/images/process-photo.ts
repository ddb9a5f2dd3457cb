import { Limits } from '@portal/domain';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { photoKey, type Storage } from '../storage/storage.ts';
import { detectImageFormat } from './image-format.ts';
import { perceptualHash } from './perceptual-hash.ts';

export type PhotoSize = (typeof Limits.photoSizes)[keyof typeof Limits.photoSizes];
export type PhotoVariants = Record<PhotoSize, Buffer>;
/** `perceptualHash`: the hash (perceptual-hash.ts) of the large variant, from its pixels before compression. */
export type ProcessedPhoto = {
  variants: PhotoVariants;
  width: number;
  height: number;
  perceptualHash: bigint;
};

/** The upload is not a JPEG, PNG or HEIC photo we can read. */
export class UnsupportedImageError extends Error {
  constructor(message = 'unsupported image', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnsupportedImageError';
  }
}

/** The photo has more pixels than we are willing to decode. */
export class OversizedImageError extends UnsupportedImageError {
  constructor() {
    super('too many pixels');
    this.name = 'OversizedImageError';
  }
}

/**
 * Decoding needs memory for every pixel whatever the file weighs: a tiny one-colour PNG can claim 16000x16000.
 * Above this, a photo is refused from its header alone, before anything decodes it.
 */
export const maxPhotoPixels = 50_000_000;

const { card, list, large } = Limits.photoSizes;

/**
 * Turns an uploaded photo into the three stored WebP variants. Every variant is turned upright first and carries
 * no metadata at all: phone photos hold the owner's GPS position in their EXIF.
 */
export async function processPhoto(input: Buffer, maxPixels = maxPhotoPixels): Promise<ProcessedPhoto> {
  const format = detectImageFormat(input);
  if (!format) throw new UnsupportedImageError('not a JPEG, PNG or HEIC image');
  await checkPixelCount(input, maxPixels);
  try {
    const source =
      format === 'heic'
        ? await openHeic(input, maxPixels)
        : () => sharp(input, { limitInputPixels: maxPixels });
    const { autoOrient } = await source().metadata();
    const [listImage, { cardImage, largeImage, hash }] = await Promise.all([
      cover(source().autoOrient(), list),
      fromLargePixels(source),
    ]);
    return {
      variants: { [card]: cardImage, [list]: listImage, [large]: largeImage } as PhotoVariants,
      width: autoOrient.width,
      height: autoOrient.height,
      perceptualHash: hash,
    };
  } catch (error) {
    throw new UnsupportedImageError('the image cannot be decoded', { cause: error });
  }
}

/**
 * Writes the variants under {container}/{filename}/{WxH}.webp. A refused write fails only once the others have
 * ended: the caller's clean-up must not race a write still in flight.
 */
export async function storePhotoVariants(
  storage: Storage,
  container: string,
  filename: string,
  variants: PhotoVariants,
): Promise<void> {
  const writes = await Promise.allSettled(
    Object.entries(variants).map(([size, body]) =>
      storage.write(photoKey(container, filename, size), body, 'image/webp'),
    ),
  );
  const refused = writes.find((write) => write.status === 'rejected');
  if (refused) throw refused.reason;
}

// sharp's metadata reads the header only, also of a HEIC it cannot decode; the limit is ours to compare, as sharp's
// own limit would fail the read with an English text we cannot tell from a broken file.
async function checkPixelCount(input: Buffer, maxPixels: number): Promise<void> {
  const { width, height } = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw new UnsupportedImageError('the image header cannot be read', { cause: error });
    });
  if (width * height > maxPixels) throw new OversizedImageError();
}

// sharp's prebuilt libvips cannot decode HEVC, so libheif (WASM) decodes to RGBA and sharp takes the raw pixels.
// libheif applies the file's own rotation while decoding, so the pixels are already upright.
async function openHeic(input: Buffer, maxPixels: number): Promise<() => Sharp> {
  const { width, height, data } = await decodeHeic({ buffer: input });
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return () => sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: maxPixels });
}

/**
 * The large variant, its hash and the card from the photo decoded once. The hash is taken of the large variant's
 * pixels before compression, a shrink of pixels already in memory instead of decoding the WebP again. The card is cut
 * from them where they cover it; the list variant is wider than a portrait's large one, so it is made from the photo.
 */
async function fromLargePixels(
  source: () => Sharp,
): Promise<{ cardImage: Buffer; largeImage: Buffer; hash: bigint }> {
  const { data, info } = await source()
    .autoOrient()
    .resize(...dimensions(large), { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const pixels = () => sharp(data, { raw: { width, height, channels } });
  const [cardWidth, cardHeight] = dimensions(card);
  const cardSource = width >= cardWidth && height >= cardHeight ? pixels() : source().autoOrient();
  const [cardImage, largeImage, hash] = await Promise.all([
    cover(cardSource, card),
    webp(pixels()),
    perceptualHash(pixels()),
  ]);
  return { cardImage, largeImage, hash };
}

function cover(image: Sharp, size: PhotoSize): Promise<Buffer> {
  return webp(image.resize(...dimensions(size), { fit: 'cover' }));
}

function webp(image: Sharp): Promise<Buffer> {
  return image.webp({ quality: 80 }).toBuffer();
}

function dimensions(size: PhotoSize): [number, number] {
  const [width, height] = size.split('x').map(Number);
  return [width!, height!];
}

import sharp, { type Sharp } from 'sharp';

// The difference hash on both axes: the photo shrunk to a small grey grid, one bit per pair of neighbouring cells
// telling which is brighter: 32 bits from left-right pairs on a 5x8 grid, 32 from top-bottom pairs on an 8x5 grid.
// Gradients between large areas change little when a photo is resized, recompressed, cropped a little or
// watermarked; bench/photo-hash.ts chose it over the average hash, the one-axis dHash and the DCT pHash.

// Both grids are averaged from one 40x40 shrink (40 = 5 x 8), so the photo is decoded once.
const side = 40;
const cells = 8;
const across = 5;

/**
 * The 64-bit hash of an image sharp reads (JPEG, PNG, WebP), turned upright by its EXIF first, or of upright pixels
 * already in a pipeline, as a signed 64-bit integer: PostgreSQL's bigint has no unsigned type.
 */
export async function perceptualHash(input: Buffer | Sharp): Promise<bigint> {
  const image: Sharp = Buffer.isBuffer(input) ? await decoded(input) : input;
  // Shrunk in colour and made grey here: sharp turns the whole photo grey before it shrinks, which cost four times
  // the shrink.
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .resize(side, side, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return hashOfPixels(grey(data, info.channels));
}

/**
 * One brightness per pixel of pixels with 1 or 3 channels: the luminance of linear light, back on the sRGB curve, as
 * libvips makes a photo grey.
 */
function grey(pixels: Uint8Array, channels: number): ArrayLike<number> {
  if (channels === 1) return pixels;
  const result = new Float64Array(side * side);
  for (let i = 0; i < result.length; i++) {
    const at = i * channels;
    const y =
      0.2126 * linear[pixels[at]!]! + 0.7152 * linear[pixels[at + 1]!]! + 0.0722 * linear[pixels[at + 2]!]!;
    result[i] = 255 * (y <= 0.0031308 ? 12.92 * y : 1.055 * y ** (1 / 2.4) - 0.055);
  }
  return result;
}

const linear = Float64Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/**
 * The upright pixels of a file at full size. A decoder's own shrinking while it decodes (JPEG, WebP) averages
 * otherwise than a resize of the pixels: a few bits of the hash differ, and a photo must hash alike whether its
 * stored variant is read back or its pixels are hashed as they are stored (processPhoto).
 */
async function decoded(input: Buffer): Promise<Sharp> {
  const { data, info } = await sharp(input).rotate().raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** The hash of 40x40 one-channel pixels, row by row. */
export function hashOfPixels(pixels: ArrayLike<number>): bigint {
  const wide = averageGrid(pixels, across, cells);
  const tall = averageGrid(pixels, cells, across);
  let hash = 0n;
  const push = (brighter: boolean) => {
    hash = (hash << 1n) | (brighter ? 1n : 0n);
  };
  for (let y = 0; y < cells; y++)
    for (let x = 0; x < across - 1; x++) push(wide[y * across + x]! < wide[y * across + x + 1]!);
  for (let y = 0; y < across - 1; y++)
    for (let x = 0; x < cells; x++) push(tall[y * cells + x]! < tall[(y + 1) * cells + x]!);
  return BigInt.asIntN(64, hash);
}

/** The mean of each cell when the square is cut into `columns` x `rows` equal cells. */
function averageGrid(pixels: ArrayLike<number>, columns: number, rows: number): Float64Array {
  const grid = new Float64Array(columns * rows);
  const cellWidth = side / columns;
  const cellHeight = side / rows;
  for (let y = 0; y < side; y++) {
    const row = Math.floor(y / cellHeight) * columns;
    for (let x = 0; x < side; x++) grid[row + Math.floor(x / cellWidth)]! += pixels[y * side + x]!;
  }
  return grid;
}

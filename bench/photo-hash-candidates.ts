// The 64-bit image hashes compared by bench/photo-hash.ts. The dHash on both axes is the server's own (the one
// chosen); the others are written here the textbook way, each from the upright photo shrunk to a small grey grid.
import sharp from 'sharp';
import { perceptualHash } from '../apps/server/src/infra/images/perceptual-hash.ts';

export type Candidate = { name: string; hash: (input: Buffer) => Promise<bigint> };

async function grey(input: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(input)
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
}

function fromBits(bits: boolean[]): bigint {
  let hash = 0n;
  for (const bit of bits) hash = (hash << 1n) | (bit ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** aHash: 8x8 grey pixels, each above or below their mean. */
async function averageHash(input: Buffer): Promise<bigint> {
  const pixels = [...(await grey(input, 8, 8))];
  const mean = pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
  return fromBits(pixels.map((value) => value > mean));
}

/** dHash: 9x8 grey pixels, each brighter or darker than its right neighbour. */
async function differenceHash(input: Buffer): Promise<bigint> {
  const pixels = await grey(input, 9, 8);
  const bits: boolean[] = [];
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) bits.push(pixels[y * 9 + x]! < pixels[y * 9 + x + 1]!);
  return fromBits(bits);
}

/** dHash on both axes the other way round: 8 horizontal differences in 4 rows (9x4), 8 vertical in 4 columns (4x9). */
async function differenceHashBothAxesLong(input: Buffer): Promise<bigint> {
  const [wide, tall] = await Promise.all([grey(input, 9, 4), grey(input, 4, 9)]);
  const bits: boolean[] = [];
  for (let y = 0; y < 4; y++) for (let x = 0; x < 8; x++) bits.push(wide[y * 9 + x]! < wide[y * 9 + x + 1]!);
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 4; x++) bits.push(tall[y * 4 + x]! < tall[(y + 1) * 4 + x]!);
  return fromBits(bits);
}

/**
 * pHash: the 32x32 grey photo's 2-D cosine transform, one bit per coefficient of the 8x8 lowest frequencies from
 * `first` on, above or below their median. From 1 as the original pHash (the constant term left out), from 0 as
 * the imagehash library does it.
 */
function dctHash(first: number) {
  const cos = (k: number, x: number) => Math.cos(((2 * x + 1) * k * Math.PI) / 64);
  return async (input: Buffer): Promise<bigint> => {
    const pixels = await grey(input, 32, 32);
    const coefficients: number[] = [];
    for (let v = first; v < first + 8; v++) {
      for (let u = first; u < first + 8; u++) {
        let sum = 0;
        for (let y = 0; y < 32; y++)
          for (let x = 0; x < 32; x++) sum += pixels[y * 32 + x]! * cos(u, x) * cos(v, y);
        coefficients.push(sum);
      }
    }
    const sorted = [...coefficients].sort((a, b) => a - b);
    const median = (sorted[31]! + sorted[32]!) / 2;
    return fromBits(coefficients.map((value) => value > median));
  };
}

export const candidates: Candidate[] = [
  { name: 'aHash', hash: averageHash },
  { name: 'dHash', hash: differenceHash },
  { name: 'dHash both axes 9x4', hash: differenceHashBothAxesLong },
  { name: 'pHash (DCT 1–8)', hash: dctHash(1) },
  { name: 'pHash (DCT 0–7)', hash: dctHash(0) },
  { name: 'dHash both axes 5x8 (server)', hash: perceptualHash },
];

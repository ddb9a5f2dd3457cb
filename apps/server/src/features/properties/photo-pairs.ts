// Which photos of one offer have a copy among another's, for hundreds of offers within a save's few milliseconds:
// the 64-bit hashes are compared as two 32-bit halves, a BigInt's bit count being a hundred times slower.
import { sameImageDistance } from './photo-hash.ts';

const halvesCache = new WeakMap<readonly bigint[], Uint32Array>();

function halvesOf(hashes: readonly bigint[]): Uint32Array {
  const cached = halvesCache.get(hashes);
  if (cached) return cached;
  const halves = new Uint32Array(hashes.length * 2);
  hashes.forEach((hash, index) => {
    halves[index * 2] = Number(BigInt.asUintN(32, hash));
    halves[index * 2 + 1] = Number(BigInt.asUintN(32, hash >> 32n));
  });
  halvesCache.set(hashes, halves);
  return halves;
}

function bitCount(value: number): number {
  let x = value - ((value >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** For each of `hashes`, whether `others` holds a copy of it (within the same-image distance). */
export function copiesIn(hashes: readonly bigint[], others: readonly bigint[]): boolean[] {
  const mine = halvesOf(hashes);
  const theirs = halvesOf(others);
  return hashes.map((_, i) => {
    for (let j = 0; j < others.length; j++) {
      const bits = bitCount(mine[i * 2]! ^ theirs[j * 2]!) + bitCount(mine[i * 2 + 1]! ^ theirs[j * 2 + 1]!);
      if (bits <= sameImageDistance) return true;
    }
    return false;
  });
}

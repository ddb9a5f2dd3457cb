// A photo's fingerprint for recognising one property in several ads: two agencies' copies of one photo (smaller,
// recompressed, cropped a little, watermarked) have hashes a few bits apart. Figures in bench/README.md.
export { perceptualHash } from '../../infra/images/perceptual-hash.ts';

/**
 * The largest distance at which two hashes are still taken as one photo. Copies resized, recompressed, watermarked,
 * turned by EXIF or cropped around the centre stay within it, different photos rarely come this close; a copy cut
 * by a tenth from one side often does not (bench/README.md, "Photo fingerprints").
 */
export const sameImageDistance = 10;

const bandBits = 16;
const bandCount = 4;

/** How many of the 64 bits differ. */
export function hashDistance(a: bigint, b: bigint): number {
  let differing = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (differing > 0n) {
    differing &= differing - 1n;
    count++;
  }
  return count;
}

/**
 * The hash cut into 4 bands of 16 bits, each as bandIndex × 65536 + its value: two hashes within 3 bits share at
 * least one band whole, so candidates are found by exact look-up of the bands.
 */
export function hashBands(hash: bigint): number[] {
  const bits = BigInt.asUintN(64, hash);
  return Array.from(
    { length: bandCount },
    (_, band) => band * 2 ** bandBits + Number((bits >> BigInt(band * bandBits)) & 0xffffn),
  );
}

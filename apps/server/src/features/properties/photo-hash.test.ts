import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { agencyCopy, type VariantSpec, variantSpecs } from '../../../../../bench/photo-variants.ts';
import { hashBands, hashDistance, perceptualHash, sameImageDistance } from './index.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/photos/${name}`, import.meta.url));
const realPhotos = [
  'house.jpg',
  ...['astronaut', 'camera', 'chelsea', 'coffee', 'rocket'].map((name) => `cc0/${name}.jpg`),
];

// What an agency's copy of a photo goes through and the hash survives; a crop of 10 % from one side only moves the
// picture too far for it (bench/README.md, "Photo fingerprints").
const survived: string[] = [
  'resize 50 %',
  'resize 70 %',
  'resize 90 %',
  'JPEG q60',
  'JPEG q85',
  'crop 5 % centre',
  'crop 10 % centre',
  'watermark corner',
  'watermark across',
  'EXIF rotation 90°',
  'EXIF rotation 180°',
  'combined: 70 %, q70, crop 5 %, logo',
];

describe('perceptualHash', () => {
  it.each(realPhotos)(
    'takes an agency copy of %s for the same photo, whatever it did to it',
    async (name) => {
      const original = fixture(name);
      const hash = await perceptualHash(original);
      const tooFar: string[] = [];
      for (const spec of survived) {
        const copy = await agencyCopy(original, variantSpecs[spec] as VariantSpec);
        const distance = hashDistance(hash, await perceptualHash(copy));
        if (distance > sameImageDistance) tooFar.push(`${spec}: ${distance}`);
      }
      expect(tooFar).toEqual([]);
    },
  );

  it('keeps different photos apart', async () => {
    const hashes = await Promise.all(realPhotos.map((name) => perceptualHash(fixture(name))));
    for (const [index, hash] of hashes.entries())
      for (const other of hashes.slice(index + 1))
        expect(hashDistance(hash, other)).toBeGreaterThan(sameImageDistance);
  });

  it('keeps an agency copy apart from the other photos', async () => {
    const originals = await Promise.all(realPhotos.map((name) => perceptualHash(fixture(name))));
    const copy = await perceptualHash(
      await agencyCopy(
        fixture('cc0/coffee.jpg'),
        variantSpecs['combined: 70 %, q70, crop 5 %, logo'] as VariantSpec,
      ),
    );
    const others = originals.filter((_, index) => realPhotos[index] !== 'cc0/coffee.jpg');
    for (const other of others) expect(hashDistance(copy, other)).toBeGreaterThan(sameImageDistance);
  });

  it('reads the photo upright as EXIF says, as its stored variants show it', async () => {
    // house-gps.jpg holds house.jpg's pixels with EXIF orientation 6: upright, it is house.jpg turned 90° clockwise.
    const gps = await perceptualHash(fixture('house-gps.jpg'));
    const turned = await perceptualHash(await sharp(fixture('house.jpg')).rotate(90).jpeg().toBuffer());
    expect(hashDistance(gps, turned)).toBeLessThanOrEqual(2);
    expect(hashDistance(gps, await perceptualHash(fixture('house.jpg')))).toBeGreaterThan(sameImageDistance);
  });

  it('fits a signed 64-bit column, as PostgreSQL bigint holds it', async () => {
    for (const name of realPhotos) {
      const hash = await perceptualHash(fixture(name));
      expect(BigInt.asIntN(64, hash)).toBe(hash);
    }
  });
});

describe('hashDistance', () => {
  it('counts the differing bits, the sign bit among them', () => {
    expect(hashDistance(0n, 0n)).toBe(0);
    expect(hashDistance(0n, -1n)).toBe(64);
    expect(hashDistance(BigInt.asIntN(64, 1n << 63n), 0n)).toBe(1);
    expect(hashDistance(0b1011n, 0b0110n)).toBe(3);
  });
});

describe('hashBands', () => {
  const signed = fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });

  it('cuts the hash into 4 bands of 16 bits, each numbered by its place', () => {
    expect(hashBands(BigInt.asIntN(64, 0x0004_0003_0002_0001n))).toEqual([
      1,
      65536 + 2,
      2 * 65536 + 3,
      3 * 65536 + 4,
    ]);
    expect(hashBands(-1n)).toEqual([65535, 65536 + 65535, 2 * 65536 + 65535, 3 * 65536 + 65535]);
  });

  it('gives two hashes within 3 bits at least one band in common', () => {
    fc.assert(
      fc.property(signed, fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: 3 }), (hash, bits) => {
        const near = BigInt.asIntN(
          64,
          bits.reduce((value, bit) => value ^ (1n << BigInt(bit)), hash),
        );
        const bands = new Set(hashBands(hash));
        expect(hashBands(near).some((band) => bands.has(band))).toBe(true);
      }),
    );
  });
});

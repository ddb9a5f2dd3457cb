import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { OversizedImageError, processPhoto } from './process-photo.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/photos/${name}`, import.meta.url));

// Counts the HEIC decodes, which cost memory for every pixel, and lets them happen.
const heic = vi.hoisted(() => ({ decodes: 0 }));
vi.mock('heic-decode', async (importOriginal) => {
  const { default: decode } = await importOriginal<typeof import('heic-decode')>();
  return {
    default: (input: Parameters<typeof decode>[0]) => {
      heic.decodes++;
      return decode(input);
    },
  };
});

describe('the pixel limit of processPhoto', () => {
  it('refuses a HEIC above it without decoding it, and decodes one within it', async () => {
    const photo = fixture('house.heic'); // 1600x1200
    await expect(processPhoto(photo, 1600 * 1200 - 1)).rejects.toBeInstanceOf(OversizedImageError);
    expect(heic.decodes).toBe(0);
    expect(await processPhoto(photo, 1600 * 1200)).toMatchObject({ width: 1600, height: 1200 });
    expect(heic.decodes).toBe(1);
  });

  it.each(['house.jpg', 'house.png'])('refuses %s above it', async (name) => {
    await expect(processPhoto(fixture(name), 1_000_000)).rejects.toBeInstanceOf(OversizedImageError);
  });
});

import { EstateStep1Schema, estateTypeSchemas } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import type { DemoPlace } from './demo-places.ts';
import { generateEstate } from './generate-estate.ts';
import { photoPool } from './photo-pool.ts';
import { createRandom } from './random.ts';

const base = { provinceId: 14, lat: 52.2, lng: 21, postalPrefixes: [5, 6], districts: [], priceFactor: 0.6 };
const places: DemoPlace[] = [
  {
    ...base,
    cityId: 918123,
    name: 'Warszawa',
    size: 'big',
    districts: ['Mokotów', 'Praga-Południe'],
    priceFactor: 1.25,
  },
  { ...base, cityId: 1, name: 'Sochaczew', size: 'town' },
  // A long village name must not push the address past its 50 characters.
  {
    ...base,
    cityId: 2,
    name: 'Kolonia Bardzo Długa Nazwa Wsi Mazowieckiej Dolna',
    size: 'village',
    priceFactor: 0.42,
  },
];
const now = new Date('2025-06-01T00:00:00Z');

function generateMany(count: number, seed = 11) {
  const random = createRandom(seed);
  const pool = photoPool(48);
  return Array.from({ length: count }, (_, index) =>
    generateEstate(random, { place: places[index % places.length]!, createdAt: now, now, pool }),
  );
}

describe('generateEstate', () => {
  const ads = generateMany(3000);

  it('writes only ads the wizard would accept', () => {
    for (const ad of ads) {
      const step1 = EstateStep1Schema.safeParse({ ...ad, province: ad.provinceId, city: ad.cityId });
      expect(step1.error?.issues ?? [], ad.title).toEqual([]);
      expect(estateTypeSchemas[ad.type].safeParse(ad).error?.issues ?? [], ad.title).toEqual([]);
      if (ad.floor !== null && ad.floors !== null) expect(ad.floor).toBeLessThanOrEqual(ad.floors);
      expect(ad.price).toBeGreaterThan(0);
    }
  });

  it('sells about three in four and rents the rest; promotes about one in fifty', () => {
    const rented = ads.filter((ad) => ad.rent === 1).length / ads.length;
    const promoted = ads.filter((ad) => ad.promotedUntil && ad.promotedUntil > now).length / ads.length;
    expect(rented).toBeGreaterThan(0.19);
    expect(rented).toBeLessThan(0.28);
    expect(promoted).toBeGreaterThan(0.01);
    expect(promoted).toBeLessThan(0.035);
  });

  it('names districts only in big cities and keeps points near the locality', () => {
    for (const ad of ads) {
      expect(ad.district === null || ad.cityId === 918123).toBe(true);
      expect(Math.abs(ad.latitude - 52.2)).toBeLessThan(0.06);
      expect(Math.abs(ad.longitude - 21)).toBeLessThan(0.09);
    }
  });

  it('gives 1 to 8 different pool photos in order, the first one showing the outside', () => {
    for (const ad of ads) {
      expect(ad.photos.length).toBeGreaterThanOrEqual(1);
      expect(ad.photos.length).toBeLessThanOrEqual(8);
      expect(ad.photos.map((photo) => photo.sort)).toEqual(ad.photos.map((_, index) => index));
      expect(new Set(ad.photos.map((photo) => photo.filename)).size).toBe(ad.photos.length);
    }
  });

  it('is the same for the same seed', () => {
    expect(generateMany(50, 5)).toEqual(generateMany(50, 5));
    expect(generateMany(50, 5)).not.toEqual(generateMany(50, 6));
  });
});

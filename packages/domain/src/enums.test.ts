import { describe, expect, it } from 'vitest';
import { amenities, amenityDisplay } from './amenities.ts';
import {
  categoriesByType,
  estateTypeFromPlural,
  estateTypeFromSingular,
  estateTypes,
  provinceName,
  provinces,
  rentFromSlug,
  sortOptionByKey,
} from './enums.ts';
import { estateFieldLabels, estateTypeFields, searchFieldsByType } from './estate-fields.ts';

describe('slugs of types and rents', () => {
  it('reads singular and plural type slugs back', () => {
    expect(estateTypeFromSingular('dzialka')).toBe('land');
    expect(estateTypeFromPlural('lokale')).toBe('place');
    expect(estateTypeFromPlural('mieszkanie')).toBeUndefined();
  });

  it('reads rent slugs', () => {
    expect(rentFromSlug('sprzedaz')).toBe(0);
    expect(rentFromSlug('wynajem')).toBe(1);
    expect(rentFromSlug('kupno')).toBeUndefined();
  });
});

describe('options', () => {
  it('has the 16 provinces with even ids', () => {
    expect(provinces.map((p) => p.provinceId)).toEqual(Array.from({ length: 16 }, (_, i) => 2 * (i + 1)));
    expect(provinceName(10)).toBe('łódzkie');
    expect(provinceName(11)).toBeUndefined();
  });

  it('numbers categories from 1 in the spec order', () => {
    expect(categoriesByType.object).toHaveLength(12);
    expect(categoriesByType.land.at(-1)).toEqual({ value: 10, label: 'inna' });
    expect(categoriesByType.house[4]).toEqual({ value: 5, label: 'dworek/pałac' });
  });

  it('falls back to the newest sort', () => {
    expect(sortOptionByKey('cheapest')).toMatchObject({ sortBy: 'price', sortOrder: 'ASC' });
    expect(sortOptionByKey('nonsense').key).toBe('newest');
  });
});

describe('amenityDisplay', () => {
  it('shows values below 2 as yes or no and hides the rest', () => {
    expect(amenityDisplay(1)).toBe('tak');
    expect(amenityDisplay(0)).toBe('nie');
    expect(amenityDisplay(2)).toBeNull();
    expect(amenityDisplay(null)).toBeNull();
    expect(amenityDisplay(undefined)).toBeNull();
  });
});

describe('type fields', () => {
  it('gives every type only known fields and amenities, each with a label', () => {
    for (const type of estateTypes) {
      for (const field of estateTypeFields[type].fields) expect(estateFieldLabels[field]).toBeTruthy();
      for (const amenity of estateTypeFields[type].amenities) expect(amenities).toContain(amenity);
      for (const amenity of searchFieldsByType[type].amenities) expect(amenities).toContain(amenity);
    }
  });

  it('follows the spec for land and the search form', () => {
    expect(estateTypeFields.land.fields).toEqual(['category', 'access']);
    expect(searchFieldsByType.land).toEqual({ area: true, landArea: false, rooms: false, amenities: [] });
    expect(searchFieldsByType.object.amenities).toEqual(['internet', 'elevator']);
  });
});

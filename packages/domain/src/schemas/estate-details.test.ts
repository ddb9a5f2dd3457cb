import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availableFromDisplay, detailFieldsOf } from '../estate-details.ts';
import { estateTypeSchemas, estateWriteSchemaFor } from './estate.ts';
import { fieldErrors } from './test-helpers.ts';

// Noon in Warsaw on 28 November 2026.
const now = new Date('2026-11-28T11:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

const flatValues = {
  bathrooms: '2',
  finish: '1',
  heating: '1',
  ownership: '2',
  availableFrom: '2027-01-15',
  garden: false,
  pets: '1',
};

describe('the details of a flat', () => {
  it('turns the form values into the stored numbers and date', () => {
    expect(estateTypeSchemas.apartment.parse(flatValues)).toMatchObject({
      bathrooms: 2,
      finish: 1,
      heating: 1,
      ownership: 2,
      availableFrom: '2027-01-15',
      garden: 0,
      pets: 1,
    });
  });

  it('reads empty selects as not given, and the pets answer "no" as a real answer', () => {
    const empty = { bathrooms: '', finish: '', heating: '', ownership: '', availableFrom: '', pets: '' };
    expect(estateTypeSchemas.house.parse(empty)).toMatchObject({
      bathrooms: null,
      finish: null,
      heating: null,
      ownership: null,
      availableFrom: null,
      pets: null,
    });
    expect(estateTypeSchemas.house.parse({ pets: '0' }).pets).toBe(0);
  });

  it('refuses values outside the lists', () => {
    expect(
      fieldErrors(estateTypeSchemas.apartment, { bathrooms: '5', finish: '4', heating: '8', ownership: 'x' }),
    ).toEqual({
      bathrooms: ['Niepoprawna wartość pola!'],
      finish: ['Niepoprawna wartość pola!'],
      heating: ['Niepoprawna wartość pola!'],
      ownership: ['Podana wartość nie jest liczbą!'],
    });
  });
});

describe('dostępne od', () => {
  const availableFrom = (value: string) => fieldErrors(estateTypeSchemas.apartment, { availableFrom: value });

  it('takes a day up to a month back and a few years ahead', () => {
    expect(availableFrom('2026-10-29')).toEqual({});
    expect(availableFrom('2029-11-28')).toEqual({});
  });

  it('refuses a day long past, far ahead or not in the calendar', () => {
    expect(availableFrom('2026-10-28')).toEqual({
      availableFrom: ['Podaj datę nie wcześniejszą niż 2026-10-29!'],
    });
    expect(availableFrom('2029-11-29')).toEqual({
      availableFrom: ['Podaj datę nie późniejszą niż 2029-11-28!'],
    });
    expect(availableFrom('2027-02-30')).toEqual({ availableFrom: ['Niepoprawna wartość pola!'] });
    expect(availableFrom('15.01.2027')).toEqual({ availableFrom: ['Niepoprawna wartość pola!'] });
  });

  it('reads a day already come as available at once', () => {
    expect(availableFromDisplay('2026-11-28', now)).toBe('od zaraz');
    expect(availableFromDisplay('2026-11-29', now)).toBe('2026-11-29');
  });
});

describe('which ads have which details', () => {
  it('gives pets to rentals only', () => {
    expect(detailFieldsOf('apartment', 1)).toContain('pets');
    expect(detailFieldsOf('apartment', 0)).not.toContain('pets');
    expect(detailFieldsOf('land', 1)).toEqual(['availableFrom']);
  });

  it('refuses a detail the type does not have, by its name, and drops an empty one', () => {
    expect(fieldErrors(estateTypeSchemas.land, { bathrooms: 2, garden: 1, heating: '' })).toEqual({
      bathrooms: ['Pole „Liczba łazienek” nie dotyczy tego rodzaju nieruchomości!'],
      garden: ['Pole „Ogród” nie dotyczy tego rodzaju nieruchomości!'],
    });
    expect(estateTypeSchemas.object.parse({ heating: '4', finish: '' })).toMatchObject({ heating: 4 });
  });

  it('refuses an answer on pets in a sale ad', () => {
    const payload = (rent: number, pets: unknown) => ({
      estate: {
        rent,
        market: 2,
        title: 'Mieszkanie przy parku',
        address: 'ul. Parkowa 5',
        cityCode: '31-042',
        district: null,
        price: 2500,
        area: 54,
        description: 'Słoneczne mieszkanie z balkonem, blisko parku, szkoły i przystanku tramwajowego.',
        city: { cityId: 950463 },
        province: { provinceId: 12 },
      },
      estateType: { pets },
    });
    const write = estateWriteSchemaFor('apartment');
    expect(fieldErrors(write, payload(0, 1))).toEqual({
      'estateType.pets': ['Pole „Zwierzęta” dotyczy tylko ogłoszeń wynajmu!'],
    });
    expect(fieldErrors(write, payload(0, null))).toEqual({});
    expect(write.parse(payload(1, 0)).estateType.pets).toBe(0);
  });
});

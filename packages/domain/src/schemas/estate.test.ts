import { describe, expect, it } from 'vitest';
import {
  buildEstatePayload,
  EstateStep1Schema,
  EstateWriteSchema,
  estateTypeSchemas,
  estateWriteSchemaFor,
} from './estate.ts';
import { fieldErrors } from './test-helpers.ts';

const step1 = {
  rent: '0',
  market: '2',
  title: 'Mieszkanie przy parku',
  address: 'ul. Parkowa 5',
  cityCode: '31-042',
  province: '12',
  city: '950463',
  district: '',
  price: '450000',
  area: '54',
  description: 'Słoneczne mieszkanie z balkonem, blisko parku, szkoły i przystanku tramwajowego.',
};

describe('EstateStep1Schema', () => {
  it('turns the form values into numbers', () => {
    expect(EstateStep1Schema.parse(step1)).toMatchObject({
      rent: 0,
      market: 2,
      province: 12,
      city: 950463,
      district: null,
      price: 450000,
      area: 54,
    });
  });

  it('requires every field but the district', () => {
    const empty = Object.fromEntries(Object.keys(step1).map((key) => [key, '']));
    const errors = fieldErrors(EstateStep1Schema, empty);
    expect(Object.keys(errors).sort()).toEqual(
      Object.keys(step1)
        .filter((key) => key !== 'district')
        .sort(),
    );
    for (const messages of Object.values(errors)) expect(messages).toEqual(['Wartość pola jest wymagana!']);
  });

  it('checks lengths and digits', () => {
    expect(
      fieldErrors(EstateStep1Schema, {
        ...step1,
        title: 'Ab',
        address: 'x'.repeat(51),
        district: 'Ab',
        description: 'Za krótki opis',
        price: '450 000',
        area: '54,5,5',
        province: '13',
      }),
    ).toEqual({
      title: ['Minimalna długość pola to 3 znaki!'],
      address: ['Maksymalna długość pola to 50 znaki!'],
      district: ['Minimalna długość pola to 3 znaki!'],
      description: ['Minimalna długość pola to 60 znaki!'],
      price: ['Podana wartość nie jest liczbą!'],
      area: ['Podana wartość nie jest liczbą!'],
      province: ['Wartość pola jest wymagana!'],
    });
    expect(fieldErrors(EstateStep1Schema, { ...step1, description: 'x'.repeat(3001) }).description).toEqual([
      'Maksymalna długość pola to 3000 znaki!',
    ]);
  });
});

describe('estateTypeSchemas', () => {
  it('keeps only the fields of the type, with flags as 0 or 1', () => {
    const values = estateTypeSchemas.land.parse({
      category: '2',
      access: '3',
      rooms: '4',
      power: true,
      elevator: true,
    });
    expect(values).toEqual({
      category: 2,
      access: 3,
      power: 1,
      gas: 0,
      water: 0,
      canalization: 0,
      phone: 0,
      internet: 0,
      fence: 0,
    });
  });

  it('accepts empty optional numbers and rejects other text', () => {
    expect(estateTypeSchemas.house.parse({ rooms: '', year: '1998' })).toMatchObject({
      rooms: null,
      year: 1998,
    });
    expect(fieldErrors(estateTypeSchemas.place, { floor: 'parter', height: '2.5' })).toEqual({
      floor: ['Podana wartość nie jest liczbą!'],
      height: ['Podana wartość nie jest liczbą!'],
    });
  });

  it('checks the category against the list of the type', () => {
    expect(fieldErrors(estateTypeSchemas.place, { category: '7' }).category).toEqual([
      'Wartość pola jest wymagana!',
    ]);
    expect(estateTypeSchemas.object.parse({ category: '12' }).category).toBe(12);
  });
});

describe('estate payload', () => {
  it('reduces the city and province to their ids for the API', () => {
    const estateType = estateTypeSchemas.apartment.parse({ rooms: '3', floor: '0', balcony: true });
    const payload = buildEstatePayload(EstateStep1Schema.parse(step1), estateType);
    expect(payload.estate).toMatchObject({ city: { cityId: 950463 }, province: { provinceId: 12 }, rent: 0 });
    expect(payload.estate).not.toHaveProperty('cityId');
    expect(estateWriteSchemaFor('apartment').parse(payload)).toEqual(payload);
    expect(EstateWriteSchema.safeParse(payload).success).toBe(true);
  });

  it('rejects a payload without a city', () => {
    const payload = buildEstatePayload(EstateStep1Schema.parse(step1), {});
    const broken = { ...payload, estate: { ...payload.estate, city: {} } };
    expect(fieldErrors(estateWriteSchemaFor('house'), broken)).toEqual({
      'estate.city.cityId': ['Wartość pola jest wymagana!'],
    });
  });
});

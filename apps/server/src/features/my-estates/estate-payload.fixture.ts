import { krakow } from '../../../test/factories.ts';

/** A complete, valid wizard payload for a house in Kraków; tests override what they are about. */
export function housePayload(estate: Record<string, unknown> = {}, estateType: Record<string, unknown> = {}) {
  return {
    estate: {
      rent: 0,
      market: 2,
      title: 'Dom z ogrodem pod Krakowem',
      address: 'ul. Słoneczna 5',
      cityCode: '30-001',
      district: null,
      price: 890000,
      area: 140,
      description:
        'Dom wolnostojący z dużym ogrodem, garażem i widokiem na góry. Cicha okolica, blisko szkoły.',
      city: { cityId: krakow.cityId },
      province: { provinceId: krakow.provinceId },
      ...estate,
    },
    estateType: {
      category: 1,
      landArea: 800,
      rooms: 5,
      floors: 2,
      year: 2010,
      material: 2,
      power: 1,
      gas: 1,
      ...estateType,
    },
  };
}

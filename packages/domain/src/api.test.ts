import { describe, expect, it } from 'vitest';
import { EstateCardSchema, listResponse, ProfileSchema } from './api.ts';

const card = {
  estateId: 1,
  type: 'house',
  rent: 0,
  title: 'Dom',
  description: 'Opis',
  price: 500000,
  area: 120,
  landArea: 800,
  rooms: null,
  city: { cityId: 950463, city: 'Kraków' },
  province: { provinceId: 12 },
  photo: null,
  promoted: 1,
  creationDate: '2024-07-15T10:00:00.000Z',
  refreshDate: null,
  photosCount: 3,
  seller: { userId: 4, kind: 'agency', name: 'Dom-Invest' },
};

describe('response shapes', () => {
  it('reads a list answer of cards', () => {
    const list = listResponse(EstateCardSchema).parse({ rows: [card], count: 30 });
    expect(list.rows[0]?.city.city).toBe('Kraków');
    expect(
      listResponse(EstateCardSchema).safeParse({ rows: [{ ...card, type: 'castle' }], count: 1 }).success,
    ).toBe(false);
  });

  it('tells a company profile from a personal one', () => {
    const base = {
      token: 't',
      userId: 2,
      email: 'a@b.pl',
      expiration: 1_900_000_000,
      admin: false,
      integrationId: 0,
    };
    const profile = ProfileSchema.parse({
      ...base,
      company: true,
      companyName: 'Agencja',
      nip: '123456789',
      address: 'ul. Długa 1',
      cityCode: '31-042',
      phone: '123',
    });
    expect(profile.company && profile.companyName).toBe('Agencja');
    expect(
      ProfileSchema.safeParse({ ...base, company: false, phone: '123', companyName: 'Agencja' }).success,
    ).toBe(false);
  });
});

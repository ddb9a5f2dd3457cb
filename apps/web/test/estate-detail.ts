// An ad as GET /api/estates/{id} answers it, for the component tests of the ad detail.
import { amenities, type EstateDetail } from '@portal/domain';

const noAmenities = Object.fromEntries(amenities.map((amenity) => [amenity, null])) as Record<
  (typeof amenities)[number],
  null
>;

export function makeEstateDetail(overrides: Partial<EstateDetail> = {}): EstateDetail {
  return {
    estateId: 31,
    type: 'house',
    title: 'Dom z ogrodem w Wieliczce',
    description: 'Przestronny dom wolnostojący z ogrodem, garażem i widokiem na las.',
    price: 1250000,
    area: 140.5,
    landArea: 900,
    monthlyFees: null,
    deposit: null,
    rent: 0,
    market: 2,
    address: 'ul. Leśna 5',
    cityCode: '32-020',
    district: null,
    city: { cityId: 3, city: 'Wieliczka' },
    province: { provinceId: 12 },
    category: 1,
    floor: null,
    floors: 2,
    rooms: 5,
    height: null,
    year: 2015,
    material: 2,
    access: null,
    ...noAmenities,
    photos: [],
    history: { firstSeenDate: '2026-03-01T10:00:00.000Z', events: [] },
    localMarket: null,
    active: 1,
    promoted: 0,
    creationDate: '2026-03-01T10:00:00.000Z',
    modificationDate: '2026-03-02T10:00:00.000Z',
    refreshDate: '2026-03-02T10:00:00.000Z',
    expirationDate: '2026-09-02T10:00:00.000Z',
    externalId: null,
    imported: 0,
    latitudeGeo: 49.98,
    longitudeGeo: 20.06,
    matchGeo: 1,
    user: { userId: 8, phone: '600 100 200', email: 'sprzedawca@example.pl', name: 'Marta' },
    ...overrides,
  };
}

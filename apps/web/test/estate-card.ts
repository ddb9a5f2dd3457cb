// A card as the lists answer it, for the component tests of lists, the clipboard and favourites.
import type { EstateCard } from '@portal/domain';

export function makeEstateCard(overrides: Partial<EstateCard> = {}): EstateCard {
  return {
    estateId: 5,
    type: 'apartment',
    rent: 0,
    title: 'Mieszkanie 3-pokojowe',
    description: 'Jasne mieszkanie',
    price: 500000,
    area: 60,
    landArea: null,
    rooms: 3,
    city: { cityId: 1, city: 'Kraków' },
    province: { provinceId: 12 },
    photo: null,
    promoted: 0,
    creationDate: '2026-03-01T10:00:00.000Z',
    refreshDate: null,
    photosCount: 1,
    seller: { userId: 8, kind: 'private', name: null },
    ...overrides,
  };
}

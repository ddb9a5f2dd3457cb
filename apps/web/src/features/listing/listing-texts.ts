// Texts of the list screens (spec §2 titles, §8 empty list).
import { type EstateType, estateTypeInfo, type Rent, rentInfo } from '@portal/domain';

export const emptyCategoryText = 'W chwili obecnej kategoria nie posiada dodanych ofert!';

/** 'Mieszkania na sprzedaż', or with a city 'Domy na wynajem w miejscowości Kraków'. */
export function listTitle(type: EstateType, rent: Rent, city?: string): string {
  const title = `${estateTypeInfo[type].label} na ${rentInfo[rent].label}`;
  return city ? `${title} w miejscowości ${city}` : title;
}

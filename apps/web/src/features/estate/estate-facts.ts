// What the ad detail lists about an ad (spec §3): labelled facts and the amenities that have a yes or no answer.
import {
  type Amenity,
  amenities,
  amenityDisplay,
  amenityLabels,
  categoriesByType,
  type EstateDetail,
  estateFieldLabels,
  estateTypeFields,
  formatAdPrice,
  formatArea,
  formatDateTime,
  formatPrice,
  isHiddenPostalCode,
  markets,
  materials,
  optionLabel,
  provinceName,
  rentInfo,
  roadTypes,
} from '@portal/domain';
import { detailFacts } from './detail-facts.ts';

export type Fact = { label: string; value: string };

const notGiven = 'nie podano';
export type AmenityFact = { amenity: Amenity; label: string; value: 'tak' | 'nie' };

function plain(value: number | null): string | undefined {
  return value === null ? undefined : String(value);
}

/** How each type-specific field reads; a field without a value is left out. */
const typeFieldValue = {
  category: (estate) => optionLabel(categoriesByType[estate.type], estate.category),
  landArea: (estate) => (estate.landArea === null ? undefined : formatArea(estate.landArea)),
  rooms: (estate) => plain(estate.rooms),
  floor: (estate) => (estate.floor === 0 ? 'parter' : plain(estate.floor)),
  floors: (estate) => plain(estate.floors),
  height: (estate) => plain(estate.height),
  year: (estate) => plain(estate.year),
  material: (estate) => optionLabel(materials, estate.material),
  access: (estate) => optionLabel(roadTypes, estate.access),
} satisfies Record<string, (estate: EstateDetail) => string | undefined>;

/** The facts in reading order: where, what kind of offer, then the fields of the ad's type, then dates. */
export function estateFacts(estate: EstateDetail): Fact[] {
  const candidates: [string, string | undefined][] = [
    [estateFieldLabels.rent, rentInfo[estate.rent].label],
    // Every ad is on one market or the other: an imported one whose file did not say shows that, not a guess.
    [estateFieldLabels.market, optionLabel(markets, estate.market) ?? notGiven],
    [estateFieldLabels.province, provinceName(estate.province.provinceId)],
    [estateFieldLabels.city, estate.city.city],
    [estateFieldLabels.district, estate.district ?? undefined],
    [estateFieldLabels.address, estate.address || undefined],
    // Spec §2: the placeholder 00-000 stands for "no postal code" and is not shown.
    [estateFieldLabels.cityCode, isHiddenPostalCode(estate.cityCode) ? undefined : estate.cityCode],
    // A rent ad's costs beside its rent.
    [
      'Czynsz administracyjny',
      estate.monthlyFees === null ? undefined : formatAdPrice(estate.monthlyFees, 1),
    ],
    ['Kaucja', estate.deposit === null ? undefined : formatPrice(estate.deposit)],
    ...estateTypeFields[estate.type].fields.map((field): [string, string | undefined] => [
      estateFieldLabels[field],
      typeFieldValue[field](estate),
    ]),
    ...detailFacts(estate),
    [estateFieldLabels.creationDate, formatDateTime(estate.creationDate)],
    ['Data aktualizacji', formatDateTime(estate.modificationDate)],
  ];
  return candidates.flatMap(([label, value]) => (value === undefined ? [] : [{ label, value }]));
}

/** Every amenity with a yes or no answer; missing values and codes of 2 or more are hidden (spec §3). */
export function estateAmenities(estate: EstateDetail): AmenityFact[] {
  return amenities.flatMap((amenity) => {
    const value = amenityDisplay(estate[amenity]);
    return value === null ? [] : [{ amenity, label: amenityLabels[amenity], value }];
  });
}

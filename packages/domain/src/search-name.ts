// A saved search's name and its criteria in words, as Polish portals show them: 'Mieszkania na sprzedaż, Kraków,
// do 600 000 zł'. Read from the search's query parameters (a value the search would drop, 0 or not digits, is left
// out) without zod, so that the lists carrying the save button stay light.
import { estateTypeInfo, estateTypes, provinces, rentInfo } from './enums.ts';
import { formatArea, formatNumber, formatPrice } from './format.ts';
import { countOf, nouns } from './plural.ts';
import { SavedSearchLimits } from './schemas/saved-searches.ts';
import { type CriterionKind, chipText, searchCriteria, searchCriterionNames } from './search-criteria.ts';
import { type SellerKind, sellerKindLabels } from './seller-kinds.ts';

type Criteria = Readonly<Record<string, string | undefined>>;

/** The criteria said as their chips say them; the others in words of their own (a range in one part, rooms counted). */
const chippedKinds = new Set<CriterionKind>(['flag', 'everyday']);

const positive = (value: string | undefined) => {
  const number = Number(value);
  return value && /^\d+(\.\d+)?$/.test(value) && number > 0 ? number : undefined;
};

/** 'od 300 000 zł', 'do 600 000 zł', 'od 300 000 do 600 000 zł'. */
function range(from: number | undefined, to: number | undefined, format: (value: number) => string) {
  if (from !== undefined && to !== undefined) return `od ${formatNumber(from)} do ${format(to)}`;
  if (from !== undefined) return `od ${format(from)}`;
  if (to !== undefined) return `do ${format(to)}`;
  return undefined;
}

function heading(criteria: Criteria): string {
  const type = estateTypes.find((value) => value === criteria.type);
  const rent = criteria.rent === '0' ? rentInfo[0] : criteria.rent === '1' ? rentInfo[1] : undefined;
  const what = type ? estateTypeInfo[type].label : 'Nieruchomości';
  return rent ? `${what} na ${rent.label}` : what;
}

function place(criteria: Criteria, cityName: string | undefined): string | undefined {
  if (positive(criteria.city) && cityName) return cityName;
  const province = provinces.find(({ provinceId }) => provinceId === positive(criteria.province));
  return province ? `woj. ${province.name}` : undefined;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The flags and the everyday filters as the chips say them, lower-case within the line: 'winda', 'rynek: pierwotny'. */
function chipParts(criteria: Criteria): string[] {
  const type = estateTypes.find((value) => value === criteria.type);
  return searchCriterionNames.flatMap((name) => {
    if (!chippedKinds.has(searchCriteria[name].kind)) return [];
    const chip = chipText(name, criteria[name] ?? '', { rent: 0, type });
    return chip ? [lowerFirst(chip)] : [];
  });
}

/**
 * The criteria in words, the category and kind of offer first, then the place and the ranges: what the saved
 * searches list shows of each search. `cityName` is the name of the search's city, when it has one.
 */
export function searchCriteriaParts(criteria: Criteria, cityName?: string): string[] {
  const number = (key: string) => positive(criteria[key]);
  const perM2 = (value: number) => `${formatPrice(value)}/m²`;
  const rooms = number('rooms');
  const roomsFrom = number('roomsFrom');
  const seller = sellerKindLabels[criteria.seller as SellerKind];
  const words = criteria.words?.trim();
  const landArea = range(number('landAreaFrom'), number('landAreaTo'), formatArea);
  const parts = [
    heading(criteria),
    place(criteria, cityName),
    criteria.district?.trim(),
    range(number('priceFrom'), number('priceTo'), formatPrice),
    range(number('pricePerM2From'), number('pricePerM2To'), perM2),
    range(number('areaFrom'), number('areaTo'), formatArea),
    landArea && `działka ${landArea}`,
    rooms ? countOf(rooms, nouns.rooms) : roomsFrom ? `od ${roomsFrom} pok.` : undefined,
    seller,
    words && `„${words}”`,
    ...chipParts(criteria),
    criteria.coordinates || criteria.polygon ? lowerFirst(searchCriteria.coordinates.label) : undefined,
  ];
  return parts.filter((part): part is string => Boolean(part));
}

/** A new saved search's name: its criteria in words, within the name's limit. */
export function searchName(criteria: Criteria, cityName?: string): string {
  return searchCriteriaParts(criteria, cityName).join(', ').slice(0, SavedSearchLimits.name.max);
}

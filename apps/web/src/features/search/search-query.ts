// The /wyszukaj-ogloszenia query string (spec §2 'Search tabs and map', §4 'Search'): read into the form's
// values, and built back from them keeping only the criteria the chosen type offers.
import {
  type Amenity,
  decimalText,
  type EstateType,
  type EverydayFilterName,
  everydayFilterNames,
  everydayFilters,
  isEstateType,
  isFilterOffered,
  type RangeBound,
  type SearchParams,
  type SearchQuery,
  searchFieldsByType,
  serializeCoordinates,
  serializePolygon,
} from '@portal/domain';

/** A ticked box for a flag (and 'tylko ze zdjęciami'), a select's, a date's or a number's text for the others. */
export type EverydayFilterValues = Record<EverydayFilterName, string | boolean>;

const isTick = (name: EverydayFilterName) => ['flag', 'photos'].includes(everydayFilters[name].kind);

/** The form's raw values: text inputs and checkboxes as the visitor left them. */
export type SearchFormValues = EverydayFilterValues &
  Record<RangeBound, string> & {
    rent: '0' | '1';
    /** Not a field: a search of a province (from its address) keeps it. */
    province: string;
    city: string;
    coordinates: string;
    /** A drawn polygon, in its compact query form. */
    polygon: string;
    /** Not a field: the spec's exact number of rooms, kept from an address that gives it. */
    rooms: string;
    roomsFrom: string;
    district: string;
    seller: string;
    words: string;
    internet: boolean;
    furnished: boolean;
    parking: boolean;
    elevator: boolean;
  };

const numberFields = [
  'priceFrom',
  'priceTo',
  'areaFrom',
  'areaTo',
  'landAreaFrom',
  'landAreaTo',
  'rooms',
  'pricePerM2From',
  'pricePerM2To',
  'roomsFrom',
] as const;
const textFields = ['district', 'seller', 'words'] as const;
const flagFields = ['internet', 'furnished', 'parking', 'elevator'] as const satisfies readonly Amenity[];

export const defaultSearchType: EstateType = 'apartment';

export function searchTypeOf(params: URLSearchParams): EstateType {
  const type = params.get('type');
  return isEstateType(type) ? type : defaultSearchType;
}

export function formValuesOf(params: URLSearchParams): SearchFormValues {
  const text = (name: string) => params.get(name) ?? '';
  const flag = (name: string) => params.get(name) === '1';
  return {
    rent: params.get('rent') === '1' ? '1' : '0',
    province: text('province'),
    city: text('city'),
    coordinates: text('coordinates'),
    polygon: text('polygon'),
    priceFrom: text('priceFrom'),
    priceTo: text('priceTo'),
    areaFrom: decimalText(text('areaFrom')),
    areaTo: decimalText(text('areaTo')),
    landAreaFrom: text('landAreaFrom'),
    landAreaTo: text('landAreaTo'),
    rooms: text('rooms'),
    pricePerM2From: text('pricePerM2From'),
    pricePerM2To: text('pricePerM2To'),
    roomsFrom: text('roomsFrom'),
    district: text('district'),
    seller: text('seller'),
    words: text('words'),
    internet: flag('internet'),
    furnished: flag('furnished'),
    parking: flag('parking'),
    elevator: flag('elevator'),
    ...everydayValuesOf(params),
  };
}

function everydayValuesOf(params: URLSearchParams): EverydayFilterValues {
  return Object.fromEntries(
    everydayFilterNames.map((name) => [
      name,
      isTick(name) ? params.get(name) === '1' : (params.get(name) ?? ''),
    ]),
  ) as EverydayFilterValues;
}

/** The everyday filters a search of the type (and, for some, of rentals) offers. */
export const offeredEverydayFilters = (type: EstateType, rent: string | number | undefined) =>
  everydayFilterNames.filter((name) => isFilterOffered(name, type, Number(rent)));

/** Whether a criterion belongs to the type's form (price, city and area are common to all). */
function isOffered(type: EstateType, field: (typeof numberFields)[number] | Amenity): boolean {
  const offered = searchFieldsByType[type];
  if (field === 'landAreaFrom' || field === 'landAreaTo') return offered.landArea;
  if (field === 'rooms' || field === 'roomsFrom') return offered.rooms;
  if (field === 'areaFrom' || field === 'areaTo') return offered.area;
  if ((flagFields as readonly string[]).includes(field)) return offered.amenities.includes(field as Amenity);
  return true;
}

/** Whether a criterion behind 'Więcej opcji' is set, so that the form opens with them shown. */
export function hasMoreOptions(type: EstateType, values: SearchFormValues): boolean {
  const more = [...numberFields.slice(2), ...flagFields].filter((field) => isOffered(type, field));
  const everyday = offeredEverydayFilters(type, values.rent);
  return [...more, ...textFields, ...everyday].some((field) => Boolean(values[field]));
}

type Criteria = Partial<Omit<SearchQuery, 'type' | 'page' | 'sortBy' | 'sortOrder'>>;

/**
 * The query of a search, in the spec's parameter order, starting again at page 1 (a new search or a new tab
 * never keeps the old page). Criteria the type does not offer are left out.
 */
export function buildSearchParams(type: EstateType, criteria: Criteria): SearchParams {
  const params: SearchParams = {
    type,
    rent: criteria.rent ?? 0,
    province: criteria.province,
    city: criteria.city,
    priceFrom: criteria.priceFrom,
    priceTo: criteria.priceTo,
    coordinates: criteria.coordinates && serializeCoordinates(criteria.coordinates),
    polygon: criteria.polygon && serializePolygon(criteria.polygon),
    district: criteria.district,
    seller: criteria.seller,
    words: criteria.words,
  };
  for (const field of [...numberFields.slice(2), ...flagFields]) {
    if (isOffered(type, field)) params[field] = criteria[field];
  }
  for (const name of offeredEverydayFilters(type, criteria.rent)) params[name] = criteria[name];
  params.page = 1;
  return params;
}

/** The same query on another page (pagination links of the results). */
export function withPage(params: URLSearchParams, page: number): SearchParams {
  const query: SearchParams = Object.fromEntries(params);
  query.page = page;
  return query;
}

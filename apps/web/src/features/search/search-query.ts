// The /wyszukaj-ogloszenia query string (spec §2 'Search tabs and map', §4 'Search'): read into the form's
// values, and built back from them keeping only the criteria the chosen type offers.
import {
  type CriterionNameOfKind,
  decimalText,
  type EstateType,
  type EverydayFilterName,
  everydayFilterNames,
  everydayFilters,
  isCriterionOffered,
  isEstateType,
  type SearchCriterionName,
  type SearchFlagName,
  type SearchParams,
  type SearchQuery,
  searchCriteria,
  searchCriterionNames,
  serializeCoordinates,
  serializePolygon,
} from '@portal/domain';

/** A ticked box for a flag (and 'tylko ze zdjęciami'), a select's, a date's or a number's text for the others. */
export type EverydayFilterValues = Record<EverydayFilterName, string | boolean>;

const isTick = (name: EverydayFilterName) => ['flag', 'photos'].includes(everydayFilters[name].kind);

/** The form's raw values: text inputs and checkboxes as the visitor left them (the table's criteria but the type). */
export type SearchFormValues = EverydayFilterValues &
  Record<CriterionNameOfKind<'place' | 'price' | 'area' | 'count' | 'text' | 'mapArea'>, string> &
  Record<SearchFlagName, boolean> & { rent: '0' | '1' };

export const defaultSearchType: EstateType = 'apartment';

export function searchTypeOf(params: URLSearchParams): EstateType {
  const type = params.get('type');
  return isEstateType(type) ? type : defaultSearchType;
}

export function formValuesOf(params: URLSearchParams): SearchFormValues {
  const values = Object.fromEntries(
    searchCriterionNames.flatMap((name) => {
      const { kind, decimal } = searchCriteria[name];
      const text = params.get(name) ?? '';
      if (kind === 'offer') return [];
      if (kind === 'flag') return [[name, text === '1']];
      if (kind === 'everyday') return [[name, isTick(name as EverydayFilterName) ? text === '1' : text]];
      return [[name, decimal ? decimalText(text) : text]];
    }),
  );
  return { ...values, rent: params.get('rent') === '1' ? '1' : '0' } as SearchFormValues;
}

/** The everyday filters a search of the type (and, for some, of rentals) offers. */
export const offeredEverydayFilters = (type: EstateType, rent: string | number | undefined) =>
  everydayFilterNames.filter((name) => isCriterionOffered(name, type, rent));

/** Whether a criterion behind 'Więcej opcji' is set, so that the form opens with them shown. */
export function hasMoreOptions(type: EstateType, values: SearchFormValues): boolean {
  return searchCriterionNames.some(
    (name) =>
      !searchCriteria[name].main &&
      isCriterionOffered(name, type, values.rent) &&
      Boolean(values[name as keyof SearchFormValues]),
  );
}

type Criteria = Partial<Omit<SearchQuery, 'type' | 'page' | 'sortBy' | 'sortOrder'>>;

/** A criterion's value as the address spells it. */
function addressValue(name: Exclude<SearchCriterionName, 'type'>, criteria: Criteria) {
  if (name === 'rent') return criteria.rent ?? 0;
  if (name === 'coordinates') return criteria.coordinates && serializeCoordinates(criteria.coordinates);
  if (name === 'polygon') return criteria.polygon && serializePolygon(criteria.polygon);
  return criteria[name];
}

/**
 * The query of a search, in the address's order of the criteria, starting again at page 1 (a new search or a new
 * tab never keeps the old page). Criteria the type does not offer are left out.
 */
export function buildSearchParams(type: EstateType, criteria: Criteria): SearchParams {
  const params: SearchParams = {};
  for (const name of searchCriterionNames) {
    if (name === 'type') params.type = type;
    else if (isCriterionOffered(name, type, criteria.rent)) params[name] = addressValue(name, criteria);
  }
  params.page = 1;
  return params;
}

/** The same query on another page (pagination links of the results). */
export function withPage(params: URLSearchParams, page: number): SearchParams {
  const query: SearchParams = Object.fromEntries(params);
  query.page = page;
  return query;
}

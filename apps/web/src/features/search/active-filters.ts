// The criteria a search's address applies, each with its label and the address without it (the chips above the
// results). Read from the address as the server reads it: a value the API would drop (0, not digits) is no chip.
import {
  chipKinds,
  chipText,
  isEstateType,
  routes,
  searchCriteria,
  searchCriterionNames,
} from '@portal/domain';

export type ActiveFilter = { name: string; label: string; href: string };

/** The criteria with a chip each, grouped by kind (the map area is one chip, made below). */
const chipped = chipKinds
  .filter((kind) => kind !== 'mapArea')
  .flatMap((kind) => searchCriterionNames.filter((name) => searchCriteria[name].kind === kind));

/** The same search without the parameters `names`, from its first page. */
function searchWithout(params: URLSearchParams, names: readonly string[]): string {
  const kept = new URLSearchParams(params);
  for (const name of [...names, 'page']) kept.delete(name);
  return routes.search(Object.fromEntries(kept));
}

/** The criteria the address applies, each with its label: enough to tell whether there are any, and how many. */
export function appliedCriteria(params: URLSearchParams, cityName?: string): Omit<ActiveFilter, 'href'>[] {
  const type = params.get('type');
  const context = { cityName, rent: Number(params.get('rent')), type: isEstateType(type) ? type : undefined };
  const chips = chipped.flatMap((name) => {
    const label = chipText(name, params.get(name) ?? '', context);
    return label ? [{ name, label }] : [];
  });
  // A rectangle or a polygon: one chip, removing either.
  const hasArea = Boolean(params.get('coordinates') || params.get('polygon'));
  return hasArea ? [...chips, { name: 'coordinates', label: searchCriteria.coordinates.label }] : chips;
}

export function activeFilters(params: URLSearchParams, cityName?: string): ActiveFilter[] {
  return appliedCriteria(params, cityName).map((chip) => ({
    ...chip,
    href: searchWithout(params, chip.name === 'coordinates' ? ['coordinates', 'polygon'] : [chip.name]),
  }));
}

/** The search with no criterion left but its category, kind of offer and order. */
export function clearedSearch(params: URLSearchParams): string {
  const kept = ['type', 'rent', 'sort'].flatMap((name) => {
    const value = params.get(name);
    return value === null ? [] : [[name, value]];
  });
  return routes.search(Object.fromEntries(kept));
}

// The search's ranges (spec §5): each a pair of parameters, from and to, both inclusive, on one measure of an ad.
// The query schema checks each parameter by its column's bounds (schemas/search.ts), the criteria's table
// (search-criteria.ts) labels each; the server's filter takes each range's measure from here.

export const searchRanges = [
  { name: 'price', from: 'priceFrom', to: 'priceTo' },
  { name: 'area', from: 'areaFrom', to: 'areaTo' },
  { name: 'landArea', from: 'landAreaFrom', to: 'landAreaTo' },
  { name: 'pricePerM2', from: 'pricePerM2From', to: 'pricePerM2To' },
] as const;
export type SearchRange = (typeof searchRanges)[number];
/** One end of a range: its parameter's name. */
export type RangeBound = SearchRange['from'] | SearchRange['to'];

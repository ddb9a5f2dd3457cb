// The city look-ups of spec §7, shared by the city select (search and wizard) and the city lists.
import { apiPaths, type City, Limits } from '@portal/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api/client.ts';

/** GET /api/cities/{id}: one locality (404 when unknown). */
export function cityQuery(cityId: number) {
  return queryOptions({
    queryKey: ['cities', cityId],
    queryFn: ({ signal }) =>
      apiGet(apiPaths.cities.detail(cityId), { schema: (schemas) => schemas.CitySchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** GET /api/cities?query= or, within a province, /api/cities/province/{provinceId}?query=. */
export function findCities(text: string, provinceId?: number, signal?: AbortSignal): Promise<City[]> {
  return apiGet(apiPaths.cities.find(text, provinceId), {
    schema: (schemas) => schemas.CityListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Whether a typed text is long enough to be looked up (spec §5: at least 3 characters). */
export function isCitySearchable(text: string): boolean {
  return text.trim().length >= Limits.citySearch.minChars;
}

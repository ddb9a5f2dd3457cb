// Reads a list address (spec §2) into what the list shows; undefined for an address that names no list.
import {
  type EstateType,
  estateTypeFromPlural,
  parsePageSegment,
  type Rent,
  rentFromSlug,
} from '@portal/domain';

export type ListRoute = { type: EstateType; rent: Rent; cityId: number | undefined; page: number };

type Params = { cityId?: string | undefined; page?: string | undefined };

export function readListRoute(pathname: string, params: Params): ListRoute | undefined {
  const [, category = '', kind = ''] = pathname.split('/');
  const type = estateTypeFromPlural(category);
  const rent = rentFromSlug(kind);
  if (!type || rent === undefined) return undefined;
  let cityId: number | undefined;
  if (params.cityId !== undefined) {
    if (!/^[1-9]\d*$/.test(params.cityId)) return undefined;
    cityId = Number(params.cityId);
  }
  if (params.page === undefined) return { type, rent, cityId, page: 1 };
  const page = parsePageSegment(params.page);
  return page === undefined ? undefined : { type, rent, cityId, page };
}

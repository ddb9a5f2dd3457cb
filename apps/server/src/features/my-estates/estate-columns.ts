import { amenities, detailFieldNames, type EstateWrite, estateTypeFieldNames } from '@portal/domain';
import type { estates } from '../../db/schema.ts';

type EstateColumns = Omit<
  typeof estates.$inferInsert,
  'userId' | 'type' | 'expiresAt' | 'cityId' | 'provinceId'
>;

/**
 * The columns of the estate table a wizard payload sets. Type fields the ad's type does not have are written as null,
 * so that an edit never leaves stale values of fields the form no longer shows.
 */
export function estateColumns(write: EstateWrite): EstateColumns {
  const { estate, estateType } = write;
  const typeFields = Object.fromEntries(
    [...estateTypeFieldNames, ...amenities, ...detailFieldNames].map((name) => [
      name,
      estateType[name] ?? null,
    ]),
  );
  return {
    rent: estate.rent,
    market: estate.market,
    title: estate.title,
    description: estate.description,
    price: estate.price,
    area: estate.area,
    monthlyFees: estate.rent === 1 ? estate.monthlyFees : null,
    deposit: estate.rent === 1 ? estate.deposit : null,
    address: estate.address,
    cityCode: estate.cityCode,
    district: estate.district,
    ...typeFields,
  };
}

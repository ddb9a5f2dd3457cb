// Wizard step 1's form values (spec §2, §5): every input holds text or a checkbox state; the domain schemas turn
// them into the ad's groups estate and estateType, with the spec's messages.
import {
  type Amenity,
  type DetailField,
  decimalText,
  detailFieldsByType,
  type EstateDetail,
  type EstateStep1,
  EstateStep1Schema,
  type EstateType,
  type EstateTypeField,
  type EstateTypeValues,
  estateTypeFields,
  estateTypeSchemas,
} from '@portal/domain';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';

export const estateFieldNames = [
  'rent',
  'market',
  'title',
  'address',
  'cityCode',
  'province',
  'city',
  'district',
  'price',
  'area',
  'monthlyFees',
  'deposit',
  'description',
] as const;
export type EstateFieldName = (typeof estateFieldNames)[number];

export type Step1Values = {
  estate: Record<EstateFieldName, string>;
  estateType: Partial<
    Record<EstateTypeField | Exclude<DetailField, 'garden'>, string> & Record<Amenity | 'garden', boolean>
  >;
};
export type Step1Output = { estate: EstateStep1; estateType: EstateTypeValues };

/** A stored number as an input shows it; spec §3: a 0 (or nothing) is shown empty when editing. */
function asText(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === 0) return '';
  return String(value);
}

export function step1Defaults(type: EstateType, estate: EstateDetail | null): Step1Values {
  const { fields, amenities } = estateTypeFields[type];
  const estateGroup = Object.fromEntries(estateFieldNames.map((name) => [name, ''])) as Step1Values['estate'];
  const typeGroup: Step1Values['estateType'] = {};
  for (const field of fields) typeGroup[field] = asText(estate?.[field]);
  for (const amenity of amenities) typeGroup[amenity] = estate?.[amenity] === 1;
  Object.assign(typeGroup, detailDefaults(type, estate));
  if (!estate) return { estate: estateGroup, estateType: typeGroup };
  return {
    estate: {
      ...estateGroup,
      // Rent 0 (sale) is a real choice, not an empty one.
      rent: String(estate.rent),
      market: asText(estate.market),
      title: estate.title,
      address: estate.address,
      cityCode: estate.cityCode,
      province: asText(estate.province.provinceId),
      city: asText(estate.city.cityId),
      district: estate.district ?? '',
      price: asText(estate.price),
      area: decimalText(asText(estate.area)),
      monthlyFees: asText(estate.monthlyFees),
      deposit: asText(estate.deposit),
      description: estate.description,
    },
    estateType: typeGroup,
  };
}

/** The details of the ad's type as their inputs show them; a stored 'no' on pets is an answer, not an empty one. */
function detailDefaults(type: EstateType, estate: EstateDetail | null): Step1Values['estateType'] {
  const group: Step1Values['estateType'] = {};
  for (const field of detailFieldsByType[type]) {
    if (field === 'garden') group.garden = estate?.garden === 1;
    else if (field === 'pets') group.pets = estate?.pets === null || !estate ? '' : String(estate.pets);
    else if (field === 'availableFrom') group.availableFrom = estate?.availableFrom ?? '';
    else group[field] = asText(estate?.[field]);
  }
  return group;
}

type GroupErrors = Record<string, { type: string; message: string }>;

/** Both groups checked by their domain schemas at once, so every wrong field shows its message together. */
export function step1Resolver(type: EstateType): Resolver<Step1Values, unknown, Step1Output> {
  const typeSchema = estateTypeSchemas[type];
  return (values): ResolverResult<Step1Values, Step1Output> => {
    const estate = EstateStep1Schema.safeParse(values.estate);
    const estateType = typeSchema.safeParse(values.estateType);
    if (estate.success && estateType.success) {
      // Pets are asked of a rental only: an answer given before switching the offer to a sale is not sent.
      const typeValues = estate.data.rent === 1 ? estateType.data : { ...estateType.data, pets: null };
      return { values: { estate: estate.data, estateType: typeValues }, errors: {} };
    }
    const errors: Record<string, GroupErrors> = {};
    for (const [group, result] of [
      ['estate', estate],
      ['estateType', estateType],
    ] as const) {
      if (result.success) continue;
      const groupErrors: GroupErrors = {};
      for (const issue of result.error.issues) {
        const name = String(issue.path[0] ?? '');
        groupErrors[name] ??= { type: issue.code, message: issue.message };
      }
      errors[group] = groupErrors;
    }
    return { values: {}, errors: errors as FieldErrors<Step1Values> };
  };
}

// The ad wizard's step 1 form, the type-specific fields, and the POST /api/estates/{type} payload (spec §5, §7).
import { z } from 'zod';
import { type Amenity, amenities } from '../amenities.ts';
import { ColumnBounds } from '../column-bounds.ts';
import {
  categoriesByType,
  type EstateType,
  markets,
  materials,
  provinces,
  rents,
  roadTypes,
} from '../enums.ts';
import { estateTypeFields } from '../estate-fields.ts';
import { Limits } from '../limits.ts';
import { detailMessages, detailShape, detailShapeFor } from './estate-details.ts';
import {
  flagField,
  idField,
  optionalDigits,
  optionalOption,
  optionalText,
  requiredDecimal,
  requiredDigits,
  requiredOption,
  requiredText,
} from './fields.ts';

const values = (options: readonly { value: number }[]) => options.map((option) => option.value);
const provinceIds = provinces.map((province) => province.provinceId);

const estateFields = {
  rent: requiredOption(rents),
  market: requiredOption(values(markets)),
  title: requiredText(Limits.title),
  address: requiredText(Limits.address),
  cityCode: requiredText(Limits.cityCode),
  district: optionalText(Limits.district),
  price: requiredDigits(ColumnBounds.bigintMax),
  area: requiredDecimal(ColumnBounds.int4Max),
  // A rent ad's monthly fees (czynsz administracyjny) and deposit (kaucja); a sale ad's are not kept.
  monthlyFees: optionalDigits(ColumnBounds.int4Max),
  deposit: optionalDigits(ColumnBounds.int4Max),
  description: requiredText(Limits.description, { multiline: true }),
};

/** Wizard step 1, group estate: province and city are the selected ids. */
export const EstateStep1Schema = z.object({
  ...estateFields,
  province: requiredOption(provinceIds),
  city: idField(),
});
export type EstateStep1Input = z.input<typeof EstateStep1Schema>;
export type EstateStep1 = z.output<typeof EstateStep1Schema>;

/** Every type-specific field with the category list of `categoryValues`; each type keeps only its own. */
function typeFieldShape(categoryValues: readonly number[]) {
  const flags = Object.fromEntries(amenities.map((amenity) => [amenity, flagField()])) as Record<
    Amenity,
    ReturnType<typeof flagField>
  >;
  return {
    category: optionalOption(categoryValues),
    landArea: optionalDigits(ColumnBounds.int4Max),
    rooms: optionalDigits(ColumnBounds.smallintMax),
    floor: optionalDigits(ColumnBounds.smallintMax),
    floors: optionalDigits(ColumnBounds.smallintMax),
    height: optionalDigits(ColumnBounds.int4Max),
    year: optionalDigits(ColumnBounds.smallintMax),
    material: optionalOption(values(materials)),
    access: optionalOption(roadTypes.map((road) => road.value)),
    ...flags,
    ...detailShape,
  };
}

const allCategoryValues = [...new Set(Object.values(categoriesByType).flatMap(values))];
/** Any type's fields; used where the type is not known yet. Prefer `estateTypeSchemas[type]`. */
export const EstateTypeFieldsSchema = z.object(typeFieldShape(allCategoryValues));
/** Values of the group estateType: only the fields of the ad's type are present. */
export type EstateTypeValues = Partial<z.output<typeof EstateTypeFieldsSchema>>;
export type EstateTypeInput = Partial<z.input<typeof EstateTypeFieldsSchema>>;
export type EstateTypeSchema = z.ZodType<EstateTypeValues, EstateTypeInput>;

function estateTypeSchema(type: EstateType): EstateTypeSchema {
  const { fields, amenities: flags } = estateTypeFields[type];
  const shape = typeFieldShape(values(categoriesByType[type]));
  const keep = Object.fromEntries([...fields, ...flags].map((key) => [key, true])) as Partial<
    Record<keyof typeof shape, true>
  >;
  return z.object(shape).pick(keep).extend(detailShapeFor(type));
}

/** Group estateType of the wizard per type: digits only when filled, amenities as 0/1, unknown keys dropped. */
export const estateTypeSchemas: Record<EstateType, EstateTypeSchema> = {
  apartment: estateTypeSchema('apartment'),
  house: estateTypeSchema('house'),
  land: estateTypeSchema('land'),
  object: estateTypeSchema('object'),
  place: estateTypeSchema('place'),
};

const estateWriteFields = z.object({
  ...estateFields,
  city: z.object({ cityId: idField() }),
  province: z.object({ provinceId: requiredOption(provinceIds) }),
});

/** POST /api/estates/{singular type}[/{id}] body when the type is not known; the server uses `estateWriteSchemaFor`. */
export const EstateWriteSchema = z.object({ estate: estateWriteFields, estateType: EstateTypeFieldsSchema });
export type EstateWriteInput = z.input<typeof EstateWriteSchema>;
export type EstateWrite = { estate: z.output<typeof estateWriteFields>; estateType: EstateTypeValues };

/** The write payload for one type: type fields of other types are dropped, categories checked against the type. */
export function estateWriteSchemaFor(type: EstateType): z.ZodType<EstateWrite, EstateWriteInput> {
  return z
    .object({ estate: estateWriteFields, estateType: estateTypeSchemas[type] })
    .superRefine(({ estate, estateType }, ctx) => {
      // Pets are a tenant's question: a sale ad saying anything of them is refused, not silently cleared.
      if (estate.rent === 1 || estateType.pets === null || estateType.pets === undefined) return;
      ctx.addIssue({
        code: 'custom',
        path: ['estateType', 'pets'],
        message: detailMessages.rentOnly('pets'),
      });
    });
}

/** Builds the POST body from the wizard's validated groups: selects reduced to ids, flags already 0 or 1. */
export function buildEstatePayload(estate: EstateStep1, estateType: EstateTypeValues): EstateWrite {
  const { city, province, ...fields } = estate;
  return { estate: { ...fields, city: { cityId: city }, province: { provinceId: province } }, estateType };
}

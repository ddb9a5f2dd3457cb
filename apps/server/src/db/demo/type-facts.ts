import {
  type Amenity,
  amenities,
  type EstateType,
  type EstateTypeField,
  estateTypeFieldNames,
  estateTypeFields,
  type Rent,
} from '@portal/domain';
import type { Random } from './random.ts';
import { type TypeFacts, typeGenerators } from './type-generators.ts';

/**
 * Sizes, prices and type fields of one ad, plausible for the type, the place (priceFactor) and sale or rent.
 * Every field the type has (estateTypeFields) is filled; fields of other types stay null.
 */
export function typeFacts(random: Random, type: EstateType, rent: Rent, priceFactor: number) {
  const facts = typeGenerators[type](random, rent, priceFactor);
  const { fields, amenities: flags } = estateTypeFields[type];
  const values = Object.fromEntries(
    estateTypeFieldNames.map((field) => [field, fields.includes(field) ? (facts[field] ?? null) : null]),
  );
  const flagValues = Object.fromEntries(
    amenities.map((amenity) => [
      amenity,
      flags.includes(amenity) ? flagFor(random, type, rent, amenity, facts) : null,
    ]),
  );
  return {
    ...facts,
    ...(values as Record<EstateTypeField, number | null>),
    ...(flagValues as Record<Amenity, 0 | 1 | null>),
  };
}

// How often an amenity is there, by type and sale or rent; a furnished flat is the rule for rent, not for sale.
function flagFor(random: Random, type: EstateType, rent: Rent, amenity: Amenity, facts: TypeFacts): 0 | 1 {
  const isLand = type === 'land';
  const odds: Partial<Record<Amenity, number>> = {
    power: isLand ? 0.6 : 0.97,
    water: isLand ? 0.5 : 0.95,
    gas: isLand ? 0.25 : 0.6,
    canalization: isLand ? 0.2 : 0.6,
    phone: 0.2,
    internet: isLand ? 0.2 : 0.8,
    fence: isLand ? 0.3 : 0.8,
    furnished: rent === 1 ? 0.85 : 0.35,
    parking: 0.45,
    elevator: (facts.floors ?? 0) >= 5 ? 0.9 : 0.1,
    balcony: 0.65,
    basement: 0.4,
    garage: 0.15,
  };
  return random.chance(odds[amenity] ?? 0.3) ? 1 : 0;
}

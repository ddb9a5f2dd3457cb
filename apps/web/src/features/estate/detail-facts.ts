// How the details buyers and tenants compare on (estate-details.ts) read among the ad's facts: in the words of
// Polish portals, only those of the ad's type and offer, and only when given.
import {
  amenityDisplay,
  availableFromDisplay,
  type DetailField,
  detailFieldLabels,
  detailFieldsOf,
  detailOptions,
  type EstateDetail,
  optionLabel,
} from '@portal/domain';

function detailValue(field: DetailField, estate: EstateDetail): string | undefined {
  if (field === 'availableFrom')
    return estate.availableFrom === null ? undefined : availableFromDisplay(estate.availableFrom);
  if (field === 'garden') return amenityDisplay(estate.garden) ?? undefined;
  return optionLabel(detailOptions[field], estate[field]);
}

/** Label and value of each detail the ad has, in the order of estate-details.ts. */
export function detailFacts(estate: EstateDetail): [string, string | undefined][] {
  return detailFieldsOf(estate.type, estate.rent).map((field) => [
    detailFieldLabels[field],
    detailValue(field, estate),
  ]);
}

// Wizard step 1, group estateType (spec §3 'Type-specific fields'): selects with Polish labels, numbers and the
// amenity checkboxes of the ad's type.
import { Checkbox, Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  amenityLabels,
  categoriesByType,
  type EstateType,
  type EstateTypeField,
  estateFieldLabels,
  estateTypeFields,
  materials,
  type Options,
  roadTypes,
} from '@portal/domain';
import type { UseFormReturn } from 'react-hook-form';
import { selectData } from './estate-group-fields.tsx';
import type { Step1Output, Step1Values } from './step1-values.ts';

type Form = UseFormReturn<Step1Values, unknown, Step1Output>;

function optionsOf(type: EstateType, field: EstateTypeField): Options | undefined {
  if (field === 'category') return categoriesByType[type];
  if (field === 'material') return materials;
  if (field === 'access') return roadTypes;
  return undefined;
}

export function TypeGroupFields({ form, type }: { form: Form; type: EstateType }) {
  const { fields, amenities } = estateTypeFields[type];
  const errors = form.formState.errors.estateType;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields.map((field) => {
          const options = optionsOf(type, field);
          const props = {
            label: estateFieldLabels[field],
            error: errors?.[field]?.message,
            defaultValue: form.formState.defaultValues?.estateType?.[field],
            ...form.register(`estateType.${field}`),
          };
          return options ? (
            <NativeSelect key={field} data={selectData(options)} {...props} />
          ) : (
            <TextInput key={field} inputMode="numeric" {...props} />
          );
        })}
      </SimpleGrid>
      {amenities.length > 0 && (
        <Fieldset legend="Udogodnienia" variant="unstyled">
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {amenities.map((amenity) => (
              <Checkbox
                key={amenity}
                label={amenityLabels[amenity]}
                {...form.register(`estateType.${amenity}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
      )}
    </>
  );
}

// Wizard step 1, the details buyers and tenants compare on (estate-details.ts): each optional, each only where the
// ad's type has it, pets only in a rental.
import { Checkbox, Fieldset, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  availableFromRange,
  detailFieldLabels,
  detailFieldsOf,
  detailOptions,
  type EstateType,
} from '@portal/domain';
import type { UseFormReturn } from 'react-hook-form';
import { selectData } from './estate-group-fields.tsx';
import type { Step1Output, Step1Values } from './step1-values.ts';
import { wizardTexts } from './wizard-texts.ts';

type Form = UseFormReturn<Step1Values, unknown, Step1Output>;

export function DetailFields({ form, type }: { form: Form; type: EstateType }) {
  const fields = detailFieldsOf(type, form.watch('estate.rent') === '1' ? 1 : 0);
  const errors = form.formState.errors.estateType;
  const range = availableFromRange();
  const selects = fields.flatMap((field) =>
    field in detailOptions ? [field as keyof typeof detailOptions] : [],
  );
  return (
    <Fieldset legend={wizardTexts.details} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {selects.map((field) => (
          <NativeSelect
            key={field}
            label={detailFieldLabels[field]}
            data={selectData(detailOptions[field])}
            error={errors?.[field]?.message}
            // A native select only shows a stored value that is rendered as its default.
            defaultValue={form.formState.defaultValues?.estateType?.[field]}
            {...form.register(`estateType.${field}`)}
          />
        ))}
        {fields.includes('availableFrom') && (
          <TextInput
            type="date"
            label={detailFieldLabels.availableFrom}
            min={range.min}
            max={range.max}
            error={errors?.availableFrom?.message}
            {...form.register('estateType.availableFrom')}
          />
        )}
      </SimpleGrid>
      {fields.includes('garden') && (
        <Checkbox mt="sm" label={detailFieldLabels.garden} {...form.register('estateType.garden')} />
      )}
    </Fieldset>
  );
}

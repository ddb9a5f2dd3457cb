// Wizard step 1, group estate (spec §2, §5): offer, location, price, area, a rent ad's fees and deposit, and the
// description with its counter.
import { NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  Limits,
  estateFieldLabels as labels,
  markets,
  type Options,
  provinceOptions,
  rentOptions,
} from '@portal/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CitySelect } from '../../ui/city-select.tsx';
import type { EstateFieldName, Step1Output, Step1Values } from './step1-values.ts';
import { wizardTexts } from './wizard-texts.ts';

type Form = UseFormReturn<Step1Values, unknown, Step1Output>;

/** A select's options with an empty first choice, so that nothing is chosen for the person. */
export function selectData(options: Options) {
  return [
    { value: '', label: 'Wybierz' },
    ...options.map((o) => ({ value: String(o.value), label: o.label })),
  ];
}

export function DescriptionField({ form }: { form: Form }) {
  const description = form.watch('estate.description') ?? '';
  const remaining = Limits.description.max - description.length;
  return (
    <Textarea
      label={labels.description}
      withAsterisk
      rows={8}
      maxLength={Limits.description.max}
      // Mantine's dimmed description is too pale on white for WCAG AA.
      description={
        <Text span size="xs" c="gray.8">
          {wizardTexts.remaining(remaining)}
        </Text>
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={form.formState.errors.estate?.description?.message}
      {...form.register('estate.description')}
    />
  );
}

function LocationFields({ form }: { form: Form }) {
  const province = form.watch('estate.province');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label={labels.province}
        withAsterisk
        data={selectData(provinceOptions)}
        defaultValue={form.formState.defaultValues?.estate?.province}
        error={form.formState.errors.estate?.province?.message}
        // Spec §4: a new province enables the city select and clears the city chosen in another one.
        {...form.register('estate.province', {
          onChange: () => form.setValue('estate.city', '', { shouldValidate: false }),
        })}
      />
      <Controller
        control={form.control}
        name="estate.city"
        render={({ field, fieldState }) => (
          <CitySelect
            label={labels.city}
            value={field.value}
            onChange={(cityId) => field.onChange(cityId)}
            provinceId={Number(province) || undefined}
            disabled={!province}
            required
            error={fieldState.error?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}

export function EstateGroupFields({ form }: { form: Form }) {
  const errors = form.formState.errors.estate;
  // Monthly fees and deposit belong to a rent ad only (the server keeps none for a sale).
  const isRent = form.watch('estate.rent') === '1';
  const text = (name: EstateFieldName, required = true) => ({
    label: labels[name],
    withAsterisk: required,
    error: errors?.[name]?.message,
    // Also given to React: a native select only shows a stored value that is rendered as its default.
    defaultValue: form.formState.defaultValues?.estate?.[name],
    ...form.register(`estate.${name}`),
  });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect data={selectData(rentOptions)} {...text('rent')} />
        <NativeSelect data={selectData(markets)} {...text('market')} />
      </SimpleGrid>
      <TextInput {...text('title')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput autoComplete="street-address" {...text('address')} />
        <TextInput autoComplete="postal-code" {...text('cityCode')} />
      </SimpleGrid>
      <LocationFields form={form} />
      <TextInput {...text('district', false)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput inputMode="numeric" {...text('price')} />
        {/* Decimals after a comma: 48,37. */}
        <TextInput inputMode="decimal" {...text('area')} />
      </SimpleGrid>
      {isRent && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput inputMode="numeric" {...text('monthlyFees', false)} />
          <TextInput inputMode="numeric" {...text('deposit', false)} />
        </SimpleGrid>
      )}
      <DescriptionField form={form} />
    </Stack>
  );
}

// Field groups shared by registration and profile edit (spec §5: the profile uses the registration rules).
import { Checkbox, TextInput } from '@mantine/core';
import type { FieldProps } from '../../ui/field-props.ts';
import { PhoneInput } from '../../ui/phone-input.tsx';

type FieldsOf<K extends string> = { field: (name: K) => FieldProps; disabled?: boolean };

export function PersonalFields({ field, disabled }: FieldsOf<'name' | 'surname' | 'phone'>) {
  return (
    <>
      <TextInput label="Imię" autoComplete="given-name" withAsterisk disabled={disabled} {...field('name')} />
      <TextInput
        label="Nazwisko"
        autoComplete="family-name"
        withAsterisk
        disabled={disabled}
        {...field('surname')}
      />
      <PhoneField field={field} disabled={disabled} />
    </>
  );
}

function PhoneField({ field, disabled }: FieldsOf<'phone'>) {
  return <PhoneInput label="Telefon" withAsterisk disabled={disabled} {...field('phone')} />;
}

export function CompanyFields({
  field,
  disabled,
}: FieldsOf<'companyName' | 'nip' | 'address' | 'cityCode' | 'phone' | 'developer'>) {
  return (
    <>
      <TextInput
        label="Nazwa firmy"
        autoComplete="organization"
        withAsterisk
        disabled={disabled}
        {...field('companyName')}
      />
      <TextInput label="NIP" withAsterisk disabled={disabled} {...field('nip')} />
      <TextInput
        label="Adres"
        autoComplete="street-address"
        withAsterisk
        disabled={disabled}
        {...field('address')}
      />
      <TextInput
        label="Kod pocztowy"
        autoComplete="postal-code"
        withAsterisk
        disabled={disabled}
        {...field('cityCode')}
      />
      <PhoneField field={field} disabled={disabled} />
      <Checkbox
        label="Jestem deweloperem"
        description="Ogłoszenia firmy będą oznaczone jako „Deweloper”, a nie „Biuro nieruchomości”."
        disabled={disabled}
        {...field('developer')}
      />
    </>
  );
}

// The 'Firma' tab of /rejestracja: credentials and the company set (name, NIP, address, postal code, phone).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { type RegisterCompany, RegisterCompanySchema } from '@portal/domain';
import { type FieldPath, useForm } from 'react-hook-form';
import { Captcha } from '../../ui/captcha.tsx';
import { CompanyFields } from './form-fields.tsx';
import {
  CredentialFields,
  emptyRegistration,
  TermsCheckbox,
  useRegistrationSubmit,
} from './registration-parts.tsx';

export function RegisterCompanyForm() {
  const { register, handleSubmit, formState, control, setValue } = useForm({
    resolver: zodResolver(RegisterCompanySchema),
    defaultValues: { ...emptyRegistration, companyName: '', nip: '', address: '', cityCode: '', phone: '' },
  });
  const { submit, isPending } = useRegistrationSubmit(() => setValue('captcha', ''));
  const field = (name: FieldPath<RegisterCompany>) => ({
    ...register(name),
    error: formState.errors[name]?.message,
  });

  // POST, never GET: a submit before the app has started must not put the password into the address.
  return (
    <form
      method="post"
      onSubmit={handleSubmit((body) => submit({ kind: 'company', body }))}
      noValidate
      aria-label="Rejestracja firmy"
    >
      <Stack gap="sm">
        <CredentialFields field={field} />
        <CompanyFields field={field} />
        <TermsCheckbox field={field('terms')} />
        <Captcha control={control} name="captcha" />
        <Group>
          <Button type="submit" loading={isPending}>
            Zarejestruj
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

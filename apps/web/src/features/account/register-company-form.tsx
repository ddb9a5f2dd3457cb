// The 'Firma' tab of /rejestracja: credentials and the company set (name, NIP, address, postal code, phone).
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterCompanySchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { Captcha } from '../../ui/captcha.tsx';
import { fieldProps } from '../../ui/field-props.ts';
import { CompanyFields } from './form-fields.tsx';
import { emptyRegistration, RegistrationForm, useRegistrationSubmit } from './registration-parts.tsx';

export function RegisterCompanyForm() {
  const form = useForm({
    resolver: zodResolver(RegisterCompanySchema),
    defaultValues: {
      ...emptyRegistration,
      companyName: '',
      nip: '',
      address: '',
      cityCode: '',
      phone: '',
      developer: false,
    },
  });
  const { submit, isPending } = useRegistrationSubmit(() => form.setValue('captcha', ''));
  const field = fieldProps(form);
  return (
    <RegistrationForm
      label="Rejestracja firmy"
      onSubmit={form.handleSubmit((body) => submit({ kind: 'company', body }))}
      isPending={isPending}
      field={field}
      captcha={<Captcha control={form.control} name="captcha" />}
    >
      <CompanyFields field={field} />
    </RegistrationForm>
  );
}

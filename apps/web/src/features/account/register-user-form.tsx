// The 'Osoba prywatna' tab of /rejestracja: credentials, name, surname and phone.
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterUserSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { Captcha } from '../../ui/captcha.tsx';
import { fieldProps } from '../../ui/field-props.ts';
import { PersonalFields } from './form-fields.tsx';
import { emptyRegistration, RegistrationForm, useRegistrationSubmit } from './registration-parts.tsx';

export function RegisterUserForm() {
  const form = useForm({
    resolver: zodResolver(RegisterUserSchema),
    defaultValues: { ...emptyRegistration, name: '', surname: '', phone: '' },
  });
  const { submit, isPending } = useRegistrationSubmit(() => form.setValue('captcha', ''));
  const field = fieldProps(form);
  return (
    <RegistrationForm
      label="Rejestracja osoby prywatnej"
      onSubmit={form.handleSubmit((body) => submit({ kind: 'user', body }))}
      isPending={isPending}
      field={field}
      captcha={<Captcha control={form.control} name="captcha" />}
    >
      <PersonalFields field={field} />
    </RegistrationForm>
  );
}

// The 'Osoba prywatna' tab of /rejestracja: credentials, name, surname and phone.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { type RegisterUser, RegisterUserSchema } from '@portal/domain';
import { type FieldPath, useForm } from 'react-hook-form';
import { Captcha } from '../../ui/captcha.tsx';
import { PersonalFields } from './form-fields.tsx';
import {
  CredentialFields,
  emptyRegistration,
  TermsCheckbox,
  useRegistrationSubmit,
} from './registration-parts.tsx';

export function RegisterUserForm() {
  const { register, handleSubmit, formState, control, setValue } = useForm({
    resolver: zodResolver(RegisterUserSchema),
    defaultValues: { ...emptyRegistration, name: '', surname: '', phone: '' },
  });
  const { submit, isPending } = useRegistrationSubmit(() => setValue('captcha', ''));
  const field = (name: FieldPath<RegisterUser>) => ({
    ...register(name),
    error: formState.errors[name]?.message,
  });

  // POST, never GET: a submit before the app has started must not put the password into the address.
  return (
    <form
      method="post"
      onSubmit={handleSubmit((body) => submit({ kind: 'user', body }))}
      noValidate
      aria-label="Rejestracja osoby prywatnej"
    >
      <Stack gap="sm">
        <CredentialFields field={field} />
        <PersonalFields field={field} />
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

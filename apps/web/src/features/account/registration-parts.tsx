// What both registration tabs share: the credentials, the terms checkbox and the submit flow (spec §2, §5, §8).
import { Anchor, Checkbox, PasswordInput, TextInput } from '@mantine/core';
import { routes } from '@portal/domain';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { showFlash } from '../../ui/flash.tsx';
import { accountTexts } from './account-texts.ts';
import { type Registration, useRegister } from './api/register.ts';
import { failureText } from './failure-text.ts';
import type { FieldProps } from './form-fields.tsx';

type CredentialName = 'email' | 'password' | 'rePassword';

export function CredentialFields({ field }: { field: (name: CredentialName) => FieldProps }) {
  return (
    <>
      <TextInput label="E-mail" type="email" autoComplete="email" withAsterisk {...field('email')} />
      <PasswordInput label="Hasło" autoComplete="new-password" withAsterisk {...field('password')} />
      <PasswordInput
        label="Powtórz hasło"
        autoComplete="new-password"
        withAsterisk
        {...field('rePassword')}
      />
    </>
  );
}

export function TermsCheckbox({ field }: { field: FieldProps }) {
  return (
    <Checkbox
      {...field}
      label={
        <>
          Akceptuję{' '}
          <Anchor component={Link} to={routes.terms()} inherit>
            regulamin
          </Anchor>{' '}
          serwisu
        </>
      }
    />
  );
}

/**
 * Sends a registration; on success the person is told to check the mailbox, on failure the captcha is cleared
 * (its solution was used up) so that the widget starts over.
 */
export function useRegistrationSubmit(clearCaptcha: () => void) {
  const navigate = useNavigate();
  const mutation = useRegister();
  const submit = (registration: Registration) =>
    mutation.mutate(registration, {
      onSuccess: () => {
        showFlash('success', accountTexts.registered);
        void navigate(routes.home());
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400)
          console.warn('Registration refused', error.message);
        showFlash('error', failureText(error, accountTexts.registerFailed));
        clearCaptcha();
      },
    });
  return { submit, isPending: mutation.isPending };
}

/**
 * The starting values both tabs share: texts empty, no captcha solved, terms unticked. The schema's type admits
 * only a ticked box, hence the cast of the unticked start.
 */
export const emptyRegistration = {
  email: '',
  password: '',
  rePassword: '',
  captcha: '',
  terms: false as true,
};

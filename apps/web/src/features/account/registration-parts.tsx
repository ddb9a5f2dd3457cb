// What both registration tabs share: the form around each tab's own fields (credentials, terms, captcha, button)
// and the submit flow (spec §2, §5, §8).
import { Anchor, Checkbox, TextInput } from '@mantine/core';
import { routes } from '@portal/domain';
import type { FormEventHandler, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import type { FieldProps } from '../../ui/field-props.ts';
import { showFlash } from '../../ui/flash.tsx';
import { FormLayout } from '../../ui/form-layout.tsx';
import { NewPasswordInput } from '../../ui/new-password-input.tsx';
import { accountTexts } from './account-texts.ts';
import { type Registration, useRegister } from './api/register.ts';
import { failureText } from './failure-text.ts';

type Props = {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isPending: boolean;
  field: (name: 'email' | 'password' | 'rePassword' | 'terms') => FieldProps;
  /** The form's captcha, bound to its own field `captcha`. */
  captcha: ReactNode;
  /** The fields of the tab's kind of account, between the credentials and the terms. */
  children: ReactNode;
};

/** A registration form: credentials, the tab's own fields, the terms, the captcha and the submit button. */
export function RegistrationForm({ label, onSubmit, isPending, field, captcha, children }: Props) {
  // POST, never GET: a submit before the app has started must not put the password into the address.
  return (
    <FormLayout
      method="post"
      onSubmit={onSubmit}
      aria-label={label}
      submitLabel="Zarejestruj"
      isPending={isPending}
    >
      <TextInput label="E-mail" type="email" autoComplete="email" withAsterisk {...field('email')} />
      <NewPasswordInput label="Hasło" {...field('password')} />
      <NewPasswordInput label="Powtórz hasło" {...field('rePassword')} />
      {children}
      <TermsCheckbox field={field('terms')} />
      {captcha}
    </FormLayout>
  );
}

function TermsCheckbox({ field }: { field: FieldProps }) {
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

// Route module of /usun-konto (spec §2, §4, §8): with the account's password and after the browser's confirm, the
// account and all its ads are removed for good, and the person is logged out.
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { type Profile, RemoveAccountSchema, routes } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { logout, useLoggedInProfile } from '../../api/session.ts';
import { fieldProps } from '../../ui/field-props.ts';
import { showFlash } from '../../ui/flash.tsx';
import { FormLayout } from '../../ui/form-layout.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { AccountPage } from './account-page.tsx';
import { accountTexts } from './account-texts.ts';
import { useRemoveAccount } from './api/remove-account.ts';

/** A refusal the person can act on (wrong password, too many tries) says so; anything else is §8's text. */
const removalFailureText = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 429)
    ? error.message
    : accountTexts.removalFailed;

export function RemoveAccount({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const mutation = useRemoveAccount(profile.userId);
  const form = useForm({ resolver: zodResolver(RemoveAccountSchema), defaultValues: { password: '' } });
  const field = fieldProps(form);

  const onSubmit = form.handleSubmit((body) => {
    if (!window.confirm(accountTexts.confirmRemoval)) return;
    mutation.mutate(body, {
      onSuccess: async () => {
        showFlash('success', accountTexts.accountRemoved);
        // Leave the login-only page first, so that the guard does not send the person to /logowanie.
        await navigate(routes.home());
        logout();
      },
      onError: (error) => {
        showFlash('error', removalFailureText(error));
        form.resetField('password');
      },
    });
  });

  // POST, never GET: a submit before the app has started must not put the password into the address.
  return (
    <FormLayout
      method="post"
      onSubmit={onSubmit}
      aria-label="Usuwanie konta"
      submitLabel="Usuń konto"
      submitColor="red.8"
      isPending={mutation.isPending}
    >
      <Text>
        <strong>Tej operacji nie można cofnąć.</strong> Usunięcie konta {profile.email} usuwa również
        wszystkie jego ogłoszenia wraz ze zdjęciami. Aby potwierdzić, że to Ty, podaj hasło do konta.
      </Text>
      <PasswordField label="Hasło" autoComplete="current-password" withAsterisk {...field('password')} />
    </FormLayout>
  );
}

export function Component() {
  const profile = useLoggedInProfile();
  return (
    <AccountPage title="Usuwanie konta">
      <RemoveAccount profile={profile} />
    </AccountPage>
  );
}

// Route module of /zmien-haslo (spec §2, §5). The server ends every session of the account when its password
// changes, so a success logs out here too and asks for the new password on /logowanie.
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordSchema, type Profile, routes } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { logout, useLoggedInProfile } from '../../api/session.ts';
import { fieldProps } from '../../ui/field-props.ts';
import { showFlash } from '../../ui/flash.tsx';
import { FormLayout } from '../../ui/form-layout.tsx';
import { NewPasswordInput } from '../../ui/new-password-input.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { AccountPage } from './account-page.tsx';
import { accountTexts } from './account-texts.ts';
import { useChangePassword } from './api/change-password.ts';

export function ChangePasswordForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const mutation = useChangePassword(profile.userId);
  const form = useForm({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', rePassword: '' },
  });
  const field = fieldProps(form);

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    mutation.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: async () => {
          showFlash('success', accountTexts.passwordChanged);
          // Leave the login-only page first, so that the guard does not redirect on its own.
          await navigate(routes.login());
          logout();
        },
        onError: () => showFlash('error', accountTexts.passwordFailed),
      },
    ),
  );

  // POST, never GET: a submit before the app has started must not put the password into the address.
  return (
    <FormLayout
      method="post"
      onSubmit={onSubmit}
      aria-label="Zmiana hasła"
      submitLabel="Zmień hasło"
      isPending={mutation.isPending}
    >
      <PasswordField
        label="Obecne hasło"
        autoComplete="current-password"
        withAsterisk
        {...field('currentPassword')}
      />
      <NewPasswordInput label="Nowe hasło" {...field('newPassword')} />
      <NewPasswordInput label="Powtórz nowe hasło" {...field('rePassword')} />
    </FormLayout>
  );
}

export function Component() {
  const profile = useLoggedInProfile();
  return (
    <AccountPage title="Zmiana hasła">
      <ChangePasswordForm profile={profile} />
    </AccountPage>
  );
}

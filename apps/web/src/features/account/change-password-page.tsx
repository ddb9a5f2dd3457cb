// Route module of /zmien-haslo (spec §2, §5). The server ends every session of the account when its password
// changes, so a success logs out here too and asks for the new password on /logowanie.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { ChangePasswordSchema, type Profile, routes } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { logout, useLoggedInProfile } from '../../api/session.ts';
import { showFlash } from '../../ui/flash.tsx';
import { AccountPage } from './account-page.tsx';
import { accountTexts } from './account-texts.ts';
import { useChangePassword } from './api/change-password.ts';

export function ChangePasswordForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const mutation = useChangePassword(profile.userId);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', rePassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
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
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Zmiana hasła">
      <Stack gap="sm">
        <PasswordInput
          label="Obecne hasło"
          autoComplete="current-password"
          withAsterisk
          error={formState.errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordInput
          label="Nowe hasło"
          autoComplete="new-password"
          withAsterisk
          error={formState.errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          label="Powtórz nowe hasło"
          autoComplete="new-password"
          withAsterisk
          error={formState.errors.rePassword?.message}
          {...register('rePassword')}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            Zmień hasło
          </Button>
        </Group>
      </Stack>
    </form>
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

// Route module of /nowe-haslo/{userId}/{hash} (spec §2, §4): shows whose account it is and sets a new password.
// A link that finds no user goes to /strona-nie-istnieje.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Center, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { NewPasswordSchema, routes, UserHashParamsSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { showFlash } from '../../ui/flash.tsx';
import { AccountPage } from './account-page.tsx';
import { accountTexts } from './account-texts.ts';
import { type PasswordLink, usePasswordLinkUser, useSetNewPassword } from './api/new-password.ts';

function NewPasswordForm({ link, email }: { link: PasswordLink; email: string }) {
  const navigate = useNavigate();
  const mutation = useSetNewPassword(link);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', rePassword: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    mutation.mutate(
      { password },
      {
        onSuccess: () => {
          showFlash('success', accountTexts.passwordChanged);
          void navigate(routes.login());
        },
        onError: () => showFlash('error', accountTexts.passwordFailed),
      },
    ),
  );

  // POST, never GET: a submit before the app has started must not put the password into the address.
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label="Nowe hasło">
      <Stack gap="sm">
        <Text>
          Konto: <strong>{email}</strong>
        </Text>
        <PasswordInput
          label="Nowe hasło"
          autoComplete="new-password"
          withAsterisk
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Powtórz hasło"
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

function LinkedAccount({ link }: { link: PasswordLink }) {
  const { data, isError } = usePasswordLinkUser(link);
  if (isError) return <Navigate to={routes.notFound()} replace />;
  if (!data)
    return (
      <Center py="lg">
        <Loader role="status" aria-label="Sprawdzanie linku" />
      </Center>
    );
  return <NewPasswordForm link={link} email={data.email} />;
}

export function Component() {
  const link = UserHashParamsSchema.safeParse(useParams());
  if (!link.success) return <Navigate to={routes.notFound()} replace />;
  return (
    <AccountPage title="Nowe hasło">
      <LinkedAccount link={link.data} />
    </AccountPage>
  );
}

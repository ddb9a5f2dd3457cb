// Route module of /nowe-haslo/{userId}/{hash} (spec §2, §4): shows whose account it is and sets a new password.
// A link that finds no user goes to /strona-nie-istnieje.
import { zodResolver } from '@hookform/resolvers/zod';
import { Center, Loader, Text } from '@mantine/core';
import { NewPasswordSchema, routes, UserHashParamsSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { fieldProps } from '../../ui/field-props.ts';
import { showFlash } from '../../ui/flash.tsx';
import { FormLayout } from '../../ui/form-layout.tsx';
import { NewPasswordInput } from '../../ui/new-password-input.tsx';
import { AccountPage } from './account-page.tsx';
import { accountTexts } from './account-texts.ts';
import { type PasswordLink, usePasswordLinkUser, useSetNewPassword } from './api/new-password.ts';

function NewPasswordForm({ link, email }: { link: PasswordLink; email: string }) {
  const navigate = useNavigate();
  const mutation = useSetNewPassword(link);
  const form = useForm({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', rePassword: '' },
  });
  const field = fieldProps(form);

  const onSubmit = form.handleSubmit(({ password }) =>
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
    <FormLayout
      method="post"
      onSubmit={onSubmit}
      aria-label="Nowe hasło"
      submitLabel="Zmień hasło"
      isPending={mutation.isPending}
    >
      <Text>
        Konto: <strong>{email}</strong>
      </Text>
      <NewPasswordInput label="Nowe hasło" {...field('password')} />
      <NewPasswordInput label="Powtórz hasło" {...field('rePassword')} />
    </FormLayout>
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

// Route module of /nowe-haslo/{userId}/{hash} (spec §2, §4): shows whose account it is and sets a new password.
// A link that finds no user goes to /strona-nie-istnieje; one that was used, replaced or has expired says so and
// offers to send a new one.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Center, Loader, Text } from '@mantine/core';
import { NewPasswordSchema, routes, UserHashParamsSchema } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { fieldProps } from '../../ui/field-props.ts';
import { showFlash } from '../../ui/flash.tsx';
import { FormLayout } from '../../ui/form-layout.tsx';
import { NewPasswordInput } from '../../ui/new-password-input.tsx';
import { AccountPage } from './account-page.tsx';
import { accountTexts } from './account-texts.ts';
import {
  type PasswordLink,
  passwordLinkQuery,
  usePasswordLinkUser,
  useSetNewPassword,
} from './api/new-password.ts';
import { ForgotPasswordForm } from './forgot-password-page.tsx';

/** The server's 410: the link was sent, but is used, replaced by a newer one or a password change, or expired. */
const isSpent = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 410;

function NewPasswordForm({ link, email }: { link: PasswordLink; email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
        onError: (error) => {
          // The link died while the form was open: the page asks again and shows why, with a way to a new one.
          if (isSpent(error))
            return queryClient.invalidateQueries({ queryKey: passwordLinkQuery(link).queryKey });
          showFlash('error', accountTexts.passwordFailed);
        },
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

function SpentLink({ message }: { message: string }) {
  return (
    <>
      <Alert role="alert" color="red" variant="light">
        {message}
      </Alert>
      <ForgotPasswordForm />
    </>
  );
}

function LinkedAccount({ link }: { link: PasswordLink }) {
  const { data, error } = usePasswordLinkUser(link);
  if (isSpent(error)) return <SpentLink message={error.message} />;
  if (error) return <Navigate to={routes.notFound()} replace />;
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

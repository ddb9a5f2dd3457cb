// Route module of /zapomnialem-hasla (spec §4 'Password reset'): the e-mail to send the reset link to.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ForgotPasswordSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { showFlash } from '../../ui/flash.tsx';
import { AccountPage } from './account-page.tsx';
import { accountTexts } from './account-texts.ts';
import { useForgotPassword } from './api/forgot-password.ts';
import { failureText } from './failure-text.ts';

export function ForgotPasswordForm() {
  const mutation = useForgotPassword();
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        showFlash('success', accountTexts.resetRequested);
        reset();
      },
      onError: (error) => showFlash('error', failureText(error, accountTexts.resetFailed)),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Przypomnienie hasła">
      <Stack gap="sm">
        <Text>Podaj adres e-mail konta, a wyślemy na niego link do ustawienia nowego hasła.</Text>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          withAsterisk
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            Wyślij link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function Component() {
  return (
    <AccountPage title="Zapomniałem hasła">
      <ForgotPasswordForm />
    </AccountPage>
  );
}

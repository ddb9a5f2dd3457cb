// Route module of /zapomnialem-hasla (spec §4 'Password reset'): the e-mail to send the reset link to.
import { zodResolver } from '@hookform/resolvers/zod';
import { Text, TextInput } from '@mantine/core';
import { ForgotPasswordSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../ui/field-props.ts';
import { showFlash } from '../../ui/flash.tsx';
import { FormLayout } from '../../ui/form-layout.tsx';
import { AccountPage } from './account-page.tsx';
import { accountTexts } from './account-texts.ts';
import { useForgotPassword } from './api/forgot-password.ts';
import { failureText } from './failure-text.ts';

export function ForgotPasswordForm() {
  const mutation = useForgotPassword();
  const form = useForm({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const field = fieldProps(form);

  const onSubmit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        showFlash('success', accountTexts.resetRequested);
        form.reset();
      },
      onError: (error) => showFlash('error', failureText(error, accountTexts.resetFailed)),
    }),
  );

  return (
    <FormLayout
      onSubmit={onSubmit}
      aria-label="Przypomnienie hasła"
      submitLabel="Wyślij link"
      isPending={mutation.isPending}
    >
      <Text>Podaj adres e-mail konta, a wyślemy na niego link do ustawienia nowego hasła.</Text>
      <TextInput label="E-mail" type="email" autoComplete="email" withAsterisk {...field('email')} />
    </FormLayout>
  );
}

export function Component() {
  return (
    <AccountPage title="Zapomniałem hasła">
      <ForgotPasswordForm />
    </AccountPage>
  );
}

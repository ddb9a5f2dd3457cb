// Offered on the login page to an account not activated yet: a new activation e-mail, behind the captcha.
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { ResendActivationSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { Captcha } from '../../ui/captcha.tsx';
import { showFlash } from '../../ui/flash.tsx';
import { FormLayout } from '../../ui/form-layout.tsx';
import { useResendActivation } from './api/resend-activation.ts';
import type { Credentials } from './login-activation.ts';

const CaptchaSchema = ResendActivationSchema.pick({ captcha: true });
const resendFailed = 'Nie udało się wysłać wiadomości aktywacyjnej. Spróbuj ponownie.';

export function ResendActivation({ credentials }: { credentials: Credentials }) {
  const mutation = useResendActivation();
  const form = useForm({ resolver: zodResolver(CaptchaSchema), defaultValues: { captcha: '' } });

  const onSubmit = form.handleSubmit(({ captcha }) =>
    mutation.mutate(
      { ...credentials, captcha },
      {
        onSuccess: ({ message }) => showFlash('success', message),
        // The server's Polish text says why (too many attempts, already active).
        onError: (error) =>
          showFlash('error', error instanceof ApiError && error.status > 0 ? error.message : resendFailed),
        // A solution is accepted once: another try needs a new one.
        onSettled: () => form.setValue('captcha', ''),
      },
    ),
  );

  return (
    <FormLayout
      method="post"
      onSubmit={onSubmit}
      aria-label="Ponowna aktywacja"
      submitLabel="Wyślij ponownie e-mail aktywacyjny"
      isPending={mutation.isPending}
    >
      <Text>
        Nie dotarła wiadomość aktywacyjna na adres <strong>{credentials.email}</strong>? Wyślemy nowy link.
      </Text>
      <Captcha control={form.control} name="captcha" />
    </FormLayout>
  );
}

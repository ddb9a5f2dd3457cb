// The top bar's login form (spec §2 'Layout'): e-mail and password, remembered by default.
import { Button, Group, TextInput } from '@mantine/core';
import { routes } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showFlash } from '../../ui/flash.tsx';
import { lazyResolver } from '../../ui/lazy-resolver.ts';
import { PasswordField } from '../../ui/password-field.tsx';
import { accountTexts } from './account-texts.ts';
import { useLogin } from './api/login.ts';
import { asksForActivation, handOverUnactivated } from './login-activation.ts';
import { asksForCaptcha, captchaState } from './login-captcha.ts';

const login = lazyResolver(() => import('./login-resolver.ts').then((module) => module.loginResolver));

export function InlineLoginForm() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const { register, handleSubmit, formState } = useForm({
    resolver: login.resolver,
    defaultValues: { email: '', password: '', rememberMe: true },
  });

  const onSubmit = handleSubmit((credentials) =>
    loginMutation.mutate(credentials, {
      onSuccess: () => void navigate(routes.manage()),
      onError: (error) => {
        // No room for the captcha or the activation offer in the top bar: the login page shows them.
        const asksCaptcha = asksForCaptcha(error);
        const asksActivation = asksForActivation(error);
        if (asksActivation) handOverUnactivated(credentials);
        showFlash('error', asksCaptcha || asksActivation ? error.message : accountTexts.loginFailed);
        void navigate(routes.login(), asksCaptcha ? { state: captchaState } : undefined);
      },
    }),
  );

  // POST, never GET: a submit before the app has started must not put the password into the address.
  return (
    <form method="post" onSubmit={onSubmit} onFocus={login.preload} noValidate aria-label="Logowanie">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          w={190}
          type="email"
          autoComplete="username"
          aria-label="E-mail"
          placeholder="E-mail"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          size="xs"
          w={150}
          autoComplete="current-password"
          aria-label="Hasło"
          placeholder="Hasło"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button size="xs" type="submit" loading={loginMutation.isPending}>
          Zaloguj
        </Button>
      </Group>
    </form>
  );
}

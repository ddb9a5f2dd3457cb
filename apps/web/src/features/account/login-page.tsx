// Route module of /logowanie (spec §2 'Other screens'): e-mail, password and remember-me, checked by default.
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Checkbox, Group, TextInput } from '@mantine/core';
import { LoginSchema, routes } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Captcha } from '../../ui/captcha.tsx';
import { fieldProps } from '../../ui/field-props.ts';
import { showFlash } from '../../ui/flash.tsx';
import { FormLayout } from '../../ui/form-layout.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { AccountPage } from './account-page.tsx';
import { accountTexts } from './account-texts.ts';
import { useLogin } from './api/login.ts';
import { failureText } from './failure-text.ts';
import { asksForActivation, type Credentials, takeUnactivated } from './login-activation.ts';
import { asksForCaptcha, hasCaptchaState } from './login-captcha.ts';
import { ResendActivation } from './resend-activation.tsx';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const loginMutation = useLogin();
  const [isCaptchaAsked, setCaptchaAsked] = useState(false);
  const [unactivated, setUnactivated] = useState<Credentials | null>(takeUnactivated);
  const form = useForm({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: unactivated?.email ?? '', password: '', rememberMe: true },
  });
  const field = fieldProps(form);

  const onSubmit = form.handleSubmit((credentials) =>
    loginMutation.mutate(credentials, {
      onSuccess: () => void navigate(routes.manage()),
      onError: (error) => {
        const asksCaptcha = asksForCaptcha(error);
        if (asksCaptcha) setCaptchaAsked(true);
        const asksActivation = asksForActivation(error);
        setUnactivated(asksActivation ? credentials : null);
        showFlash(
          'error',
          asksCaptcha || asksActivation ? error.message : failureText(error, accountTexts.loginFailed),
        );
        form.resetField('password');
        // A solution is accepted once: the next try needs a new one.
        form.resetField('captcha');
      },
    }),
  );

  // POST, never GET: a submit before the app has started must not put the password into the address.
  return (
    <>
      <FormLayout
        method="post"
        onSubmit={onSubmit}
        aria-label="Logowanie"
        submitLabel="Zaloguj"
        isPending={loginMutation.isPending}
        footer={
          <Group gap="lg">
            <Anchor component={Link} to={routes.forgotPassword()}>
              Zapomniałem hasła
            </Anchor>
            <Anchor component={Link} to={routes.register()}>
              Nie masz konta? Zarejestruj się
            </Anchor>
          </Group>
        }
      >
        <TextInput label="E-mail" type="email" autoComplete="username" withAsterisk {...field('email')} />
        <PasswordField label="Hasło" autoComplete="current-password" withAsterisk {...field('password')} />
        <Checkbox label="Zapamiętaj mnie" {...form.register('rememberMe')} />
        {(isCaptchaAsked || hasCaptchaState(location.state)) && (
          <Captcha control={form.control} name="captcha" />
        )}
      </FormLayout>
      {unactivated && <ResendActivation key={unactivated.email} credentials={unactivated} />}
    </>
  );
}

export function Component() {
  return (
    <AccountPage title="Logowanie">
      <LoginForm />
    </AccountPage>
  );
}

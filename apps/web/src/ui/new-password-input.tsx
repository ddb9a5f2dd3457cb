// A field where a person chooses a password: required, and marked so that password managers offer a new one.
import type { ComponentProps } from 'react';
import { PasswordField } from './password-field.tsx';

export function NewPasswordInput(props: ComponentProps<typeof PasswordField>) {
  return <PasswordField autoComplete="new-password" withAsterisk {...props} />;
}

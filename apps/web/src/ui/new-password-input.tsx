// A field where a person chooses a password: required, and marked so that password managers offer a new one.
import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

export function NewPasswordInput(props: ComponentProps<typeof PasswordInput>) {
  return <PasswordInput autoComplete="new-password" withAsterisk {...props} />;
}

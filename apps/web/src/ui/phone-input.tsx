// A phone field: the phone keypad on a touch screen, and only the characters a number is written with (digits,
// spaces, '+', '-', parentheses) enter it; the shared schema says what is wrong with the rest.
import { TextInput } from '@mantine/core';
import type { ChangeEvent, ComponentProps } from 'react';

/** The same characters as the schema's phoneCharacters, for the browser's own check (its `v` flag escapes). */
const phonePattern = String.raw`[\d +\(\)\-]*\d[\d +\(\)\-]*`;

export function PhoneInput({ onChange, ...props }: ComponentProps<typeof TextInput>) {
  const keepPhoneCharacters = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    const kept = typed.replace(/[^\d +()-]/g, '');
    if (kept !== typed) event.currentTarget.value = kept;
    onChange?.(event);
  };
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      pattern={phonePattern}
      onChange={keepPhoneCharacters}
      {...props}
    />
  );
}

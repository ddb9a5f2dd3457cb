// The layout of the portal's forms: the fields one under another, then the submit button with its pending state.
// The browser's own checks are off: the form's zod schema gives the spec's messages.
import { Button, Group, Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';

type Props = ComponentProps<'form'> & {
  submitLabel: string;
  isPending: boolean;
  submitColor?: string;
  /** Below the button, e.g. links to the neighbouring forms. */
  footer?: ReactNode;
};

export function FormLayout({ submitLabel, isPending, submitColor, footer, children, ...form }: Props) {
  return (
    <form noValidate {...form}>
      <Stack gap="sm">
        {children}
        <Group>
          <Button type="submit" color={submitColor} loading={isPending}>
            {submitLabel}
          </Button>
        </Group>
        {footer}
      </Stack>
    </form>
  );
}

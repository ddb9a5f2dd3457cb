// What a Mantine input needs from a react-hook-form field: its registration and the message of its error (the
// schema's Polish text), so that a form's fields read `{...field('email')}`.
import type { FieldPath, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

export type FieldProps = UseFormRegisterReturn & { error?: string | undefined };

export function fieldProps<T extends FieldValues>({ register, getFieldState, formState }: UseFormReturn<T>) {
  return (name: FieldPath<T>): FieldProps => ({
    ...register(name),
    error: getFieldState(name, formState).error?.message,
  });
}

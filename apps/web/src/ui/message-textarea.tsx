// The text of a message (the contact form, a message to a seller): its limit and the characters left under it.

import { Textarea, type TextareaProps } from '@mantine/core';
import { Limits } from '@portal/domain';

export function MessageTextarea({ value, ...props }: Omit<TextareaProps, 'value'> & { value: string }) {
  return (
    <Textarea
      label="Wiadomość"
      withAsterisk
      rows={6}
      maxLength={Limits.contactText.max}
      description={`Pozostało znaków: ${Limits.contactText.max - value.length}`}
      {...props}
    />
  );
}

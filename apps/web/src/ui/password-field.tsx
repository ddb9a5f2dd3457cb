// A password field whose show/hide button is named in Polish by what it will do (Mantine names it in English).
import { PasswordInput } from '@mantine/core';
import { type ComponentProps, useState } from 'react';

export const passwordFieldTexts = { show: 'Pokaż hasło', hide: 'Ukryj hasło' } as const;

export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      visible={visible}
      onVisibilityChange={setVisible}
      // The name already says what a press does; a pressed state as well would read 'Ukryj hasło, wciśnięty'.
      visibilityToggleButtonProps={{
        'aria-label': visible ? passwordFieldTexts.hide : passwordFieldTexts.show,
        'aria-pressed': undefined,
      }}
      {...props}
    />
  );
}

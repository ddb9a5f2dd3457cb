// The seller's contact (spec §4): phone and e-mail stay hidden until asked for; a revealed phone counts as a view.
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import type { EstateDetail } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { recordView } from './api/record-view.ts';

export const contactTexts = {
  heading: 'Kontakt',
  showPhone: 'Pokaż numer telefonu',
  showEmail: 'Pokaż adres e-mail',
};

type RevealProps = {
  buttonText: string;
  href: string;
  text: string;
  onReveal?: () => void;
  primary?: boolean;
};

/** A button that turns into the link it hides; focus moves to the link, so a keyboard user is not left nowhere. */
function Reveal({ buttonText, href, text, onReveal, primary = false }: RevealProps) {
  const [isShown, setShown] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (isShown) link.current?.focus();
  }, [isShown]);

  if (isShown) {
    return (
      <Anchor ref={link} href={href} fw={700} size="lg">
        {text}
      </Anchor>
    );
  }
  return (
    <Button
      variant={primary ? 'filled' : 'light'}
      onClick={() => {
        setShown(true);
        onReveal?.();
      }}
    >
      {buttonText}
    </Button>
  );
}

export function EstateContact({ estate }: { estate: EstateDetail }) {
  const { phone, email } = estate.user;
  return (
    <Stack component="section" aria-labelledby="estate-contact" gap="sm">
      <Title order={2} size="h3" id="estate-contact">
        {contactTexts.heading}
      </Title>
      <Group gap="sm">
        <Reveal
          primary
          buttonText={contactTexts.showPhone}
          href={`tel:${phone.replace(/\s+/g, '')}`}
          text={phone}
          onReveal={() => recordView({ estateId: estate.estateId, type: 'phone' })}
        />
        <Reveal buttonText={contactTexts.showEmail} href={`mailto:${email}`} text={email} />
      </Group>
    </Stack>
  );
}

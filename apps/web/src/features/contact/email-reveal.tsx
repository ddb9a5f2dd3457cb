// The contact page's e-mail button (spec §2): the address appears, as a mail link, only when asked for.
import { Anchor, Button } from '@mantine/core';
import { useState } from 'react';
import { siteEmail } from './contact-texts.ts';

export function EmailReveal() {
  const [isShown, setShown] = useState(false);
  if (isShown) return <Anchor href={`mailto:${siteEmail}`}>{siteEmail}</Anchor>;
  return (
    <Button variant="light" onClick={() => setShown(true)}>
      Pokaż adres e-mail
    </Button>
  );
}

// The contact page's e-mail button (spec §2): the address (SITE_EMAIL) appears, as a mail link, only when asked
// for, which keeps it out of reach of simple harvesters.
import { Anchor, Button } from '@mantine/core';
import { useState } from 'react';
import { useRuntimeConfig } from '../../api/runtime-config.ts';

export function EmailReveal() {
  const [isShown, setShown] = useState(false);
  const { siteEmail } = useRuntimeConfig();
  if (isShown) return <Anchor href={`mailto:${siteEmail}`}>{siteEmail}</Anchor>;
  return (
    <Button variant="light" onClick={() => setShown(true)}>
      Pokaż adres e-mail
    </Button>
  );
}

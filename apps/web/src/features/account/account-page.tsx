// The frame of every account screen: breadcrumbs, one h1 and a column narrow enough for a form.
import { Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { siteName } from '../../ui/site.ts';

export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} – ${siteName}`;
  }, [title]);

  return (
    <Stack gap="md" maw={560}>
      <Breadcrumbs items={[{ label: title }]} />
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

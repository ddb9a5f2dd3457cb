// The frame of every account screen: breadcrumbs, one h1 and a column narrow enough for a form.
import { Stack } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { siteName } from '../../ui/site.ts';

export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} – ${siteName}`;
  }, [title]);

  return (
    <Stack gap="md" maw={560}>
      <Breadcrumbs items={[{ label: title }]} />
      <PageTitle>{title}</PageTitle>
      {children}
    </Stack>
  );
}

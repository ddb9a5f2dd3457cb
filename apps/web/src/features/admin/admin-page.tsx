// The frame of every admin screen: breadcrumbs, one h1 and the page's content (forms narrow, the chart wide).
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { PageTitle } from '../../ui/page-title.tsx';

export function AdminPage({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack gap="md" maw={wide ? undefined : 640}>
      <Breadcrumbs items={[{ label: 'Admin' }, { label: title }]} />
      <PageTitle>{title}</PageTitle>
      {children}
    </Stack>
  );
}

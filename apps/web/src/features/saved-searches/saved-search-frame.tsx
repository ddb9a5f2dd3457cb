// The frame of the saved-search screens: breadcrumbs, one h1 and the page's title in the tab.
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { PageTitle } from '../../ui/page-title.tsx';

export function SavedSearchFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack gap="md" maw={720}>
      <Breadcrumbs items={[{ label: title }]} />
      <PageTitle>{title}</PageTitle>
      {children}
    </Stack>
  );
}

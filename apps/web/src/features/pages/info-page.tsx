// The frame of every information page: breadcrumb, the page's one h1, the tab title and readable prose.
import { Anchor, Stack, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';

export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);

  return (
    <Stack gap="md" maw={820}>
      <Breadcrumbs items={[{ label: title }]} />
      <Title order={1}>{title}</Title>
      <Typography>{children}</Typography>
    </Stack>
  );
}

/** A link to another page of the portal inside the prose. */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} inherit>
      {children}
    </Anchor>
  );
}

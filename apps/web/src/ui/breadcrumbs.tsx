// The breadcrumb trail of spec §2: always starts at the home page; the last crumb is the current page.
import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { routes } from '@portal/domain';
import { Link } from 'react-router';

export type Crumb = { label: string; to?: string };

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const trail: Crumb[] = [{ label: 'Strona główna', to: routes.home() }, ...items];
  return (
    <nav aria-label="Ścieżka nawigacji">
      {/* A long ad title wraps instead of widening a phone's page (Mantine keeps each crumb on one line). */}
      <MantineBreadcrumbs
        separator="›"
        mb="md"
        style={{ flexWrap: 'wrap' }}
        styles={{ breadcrumb: { whiteSpace: 'normal', lineHeight: 1.4 } }}
      >
        {trail.map((crumb, index) =>
          crumb.to && index < trail.length - 1 ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}

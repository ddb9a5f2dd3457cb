// The breadcrumb trail of spec §2: always starts at the home page; the last crumb is the current page. Plain
// elements in the look of Mantine's Breadcrumbs: every list and ad page rendered on the server has a trail.
import { routes } from '@portal/domain';
import { Fragment } from 'react';
import classes from './breadcrumbs.module.css';
import { RouteLink } from './route-link.tsx';

export type Crumb = { label: string; to?: string };

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const trail: Crumb[] = [{ label: 'Strona główna', to: routes.home() }, ...items];
  return (
    <nav aria-label="Ścieżka nawigacji" className={classes.trail}>
      {trail.map((crumb, index) => (
        <Fragment key={crumb.label}>
          {index > 0 && <span className={classes.separator}>›</span>}
          {crumb.to && index < trail.length - 1 ? (
            <RouteLink to={crumb.to} className={classes.crumb} discover="none">
              {crumb.label}
            </RouteLink>
          ) : (
            <span className={classes.crumb} aria-current="page">
              {crumb.label}
            </span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}

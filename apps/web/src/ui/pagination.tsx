// The list pagination of spec §2: a window of 10 page numbers with first, previous, next and last, and ellipses
// where pages are left out. Every control is a link, so search engines can crawl every page. Plain elements styled
// by the module's CSS: every list page rendered on the server has a dozen of these links (without react-router's
// data-discover attribute: the app declares its routes up front, there is nothing to discover).
import { Limits } from '@portal/domain';
import classes from './pagination.module.css';
import { RouteLink } from './route-link.tsx';

export type PaginationItem = { kind: 'page'; page: number } | { kind: 'gap'; side: 'before' | 'after' };

/** The numbers shown around `page`: a window of `size` pages kept inside 1…total, with gaps marked. */
export function paginationItems(
  page: number,
  totalPages: number,
  size: number = Limits.paginationWindow,
): PaginationItem[] {
  if (totalPages <= 1) return [];
  // The current page sits near the middle of the window, which slides no further than the ends.
  const start = Math.max(1, Math.min(page - Math.floor(size / 2) + 1, totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  const items: PaginationItem[] = [];
  if (start > 1) items.push({ kind: 'gap', side: 'before' });
  for (let number = start; number <= end; number++) items.push({ kind: 'page', page: number });
  if (end < totalPages) items.push({ kind: 'gap', side: 'after' });
  return items;
}

export function totalPagesOf(count: number): number {
  return Math.ceil(count / Limits.pageSize);
}

type Props = {
  page: number;
  totalPages: number;
  /** The address of a page of this list (routes.list, routes.search …). */
  pageHref: (page: number) => string;
};

function Control({ to, label, text }: { to: string | undefined; label: string; text: string }) {
  if (to === undefined) {
    return (
      <span className={classes.item} aria-disabled="true" title={label}>
        <span aria-hidden="true">{text}</span>
        <span className={classes.hidden}>{label}</span>
      </span>
    );
  }
  return (
    <RouteLink to={to} className={classes.item} aria-label={label} title={label} discover="none">
      <span aria-hidden="true">{text}</span>
    </RouteLink>
  );
}

/** On a phone the row keeps this many numbers around the current page, so that it fits on one line. */
const narrowWindow = 3;

export function Pagination({ page, totalPages, pageHref }: Props) {
  const items = paginationItems(page, totalPages);
  if (items.length === 0) return null;
  // One markup for every screen (the server renders it): the numbers a phone leaves out are hidden by CSS.
  const narrow = new Set(
    paginationItems(page, totalPages, narrowWindow).flatMap((item) =>
      item.kind === 'page' ? [item.page] : [],
    ),
  );
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  return (
    <nav aria-label="Strony wyników">
      <ul className={classes.list}>
        <li>
          <Control to={isFirst ? undefined : pageHref(1)} label="Pierwsza strona" text="«" />
        </li>
        <li>
          <Control to={isFirst ? undefined : pageHref(page - 1)} label="Poprzednia strona" text="‹" />
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.side} aria-hidden="true" className={classes.wideOnly}>
              <span className={classes.gap}>…</span>
            </li>
          ) : (
            <li key={item.page} className={narrow.has(item.page) ? undefined : classes.wideOnly}>
              <RouteLink
                to={pageHref(item.page)}
                className={classes.item}
                discover="none"
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Strona ${item.page}`}
              >
                {item.page}
              </RouteLink>
            </li>
          ),
        )}
        <li>
          <Control to={isLast ? undefined : pageHref(page + 1)} label="Następna strona" text="›" />
        </li>
        <li>
          <Control to={isLast ? undefined : pageHref(totalPages)} label="Ostatnia strona" text="»" />
        </li>
      </ul>
    </nav>
  );
}

import { routes } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { Pagination, paginationItems } from './pagination.tsx';

const pageHref = (page: number) => routes.list('apartment', 0, page);

function shownNumbers(page: number, total: number): string {
  return paginationItems(page, total)
    .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
    .join(' ');
}

describe('pagination window', () => {
  it('shows nothing for a single page', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows every page when there are at most 10', () => {
    expect(shownNumbers(3, 7)).toBe('1 2 3 4 5 6 7');
    expect(shownNumbers(10, 10)).toBe('1 2 3 4 5 6 7 8 9 10');
  });

  it('keeps 10 numbers around the current page with ellipses on the cut sides', () => {
    expect(shownNumbers(1, 30)).toBe('1 2 3 4 5 6 7 8 9 10 …');
    expect(shownNumbers(15, 30)).toBe('… 11 12 13 14 15 16 17 18 19 20 …');
    expect(shownNumbers(30, 30)).toBe('… 21 22 23 24 25 26 27 28 29 30');
    expect(shownNumbers(28, 30)).toBe('… 21 22 23 24 25 26 27 28 29 30');
  });
});

describe('pagination links', () => {
  it('links every page, marks the current one and disables the way back on page 1', () => {
    renderInApp(<Pagination page={1} totalPages={12} pageHref={pageHref} />);
    const nav = screen.getByRole('navigation', { name: 'Strony wyników' });
    expect(within(nav).getByRole('link', { name: 'Strona 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Strona 1' }).getAttribute('href')).toBe(
      '/mieszkania/sprzedaz/',
    );
    expect(within(nav).getByRole('link', { name: 'Strona 2' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Poprzednia strona' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Pierwsza strona' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Następna strona' }).getAttribute('href')).toBe(
      '/mieszkania/sprzedaz/oferty-2',
    );
    expect(within(nav).getByRole('link', { name: 'Ostatnia strona' }).getAttribute('href')).toBe(
      '/mieszkania/sprzedaz/oferty-12',
    );
    expect(within(nav).queryByRole('link', { name: 'Strona 11' })).toBeNull();
  });

  it('offers first and previous but not next on the last page', () => {
    renderInApp(<Pagination page={12} totalPages={12} pageHref={pageHref} />);
    expect(screen.getByRole('link', { name: 'Poprzednia strona' }).getAttribute('href')).toBe(
      '/mieszkania/sprzedaz/oferty-11',
    );
    expect(screen.getByRole('link', { name: 'Pierwsza strona' }).getAttribute('href')).toBe(
      '/mieszkania/sprzedaz/',
    );
    expect(screen.queryByRole('link', { name: 'Następna strona' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Strona 12' }).getAttribute('aria-current')).toBe('page');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeEstateCard } from '../../test/estate-card.ts';
import { renderInApp } from '../../test/render.tsx';
import { EstateList } from './estate-list.tsx';
import { useListSort } from './list-sort.ts';

const card = makeEstateCard({ creationDate: '2024-01-01' });

const common = { count: 0, page: 1, pageHref: (page: number) => `/p/${page}`, emptyText: 'Pusto!' };

function SortProbe() {
  const sort = useListSort();
  return <output aria-label="sort">{sort.sortBy + sort.sortOrder}</output>;
}

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

describe('estate list', () => {
  it('shows the empty text when a loaded list has no ads', () => {
    renderInApp(<EstateList {...common} rows={[]} loading={false} />);
    expect(screen.getByText('Pusto!')).toBeTruthy();
  });

  it('shows 20 placeholders while loading and no empty text', () => {
    renderInApp(<EstateList {...common} rows={undefined} loading />);
    expect(screen.getByLabelText('Wczytywanie ogłoszeń').children).toHaveLength(20);
    expect(screen.queryByText('Pusto!')).toBeNull();
  });

  it('shows the cards and pagination links of a long list', () => {
    renderInApp(<EstateList {...common} rows={[card]} count={50} loading={false} />);
    expect(screen.getByRole('link', { name: card.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Strona 3' }).getAttribute('href')).toBe('/p/3');
  });

  it('puts the chosen sort order into the address, from the first page, and pages in it', async () => {
    renderInApp(
      <>
        <EstateList
          {...common}
          pageHref={(page) => `/p/${page}?type=house`}
          rows={[card]}
          count={50}
          page={2}
          loading={false}
        />
        <SortProbe />
        <Address />
      </>,
      '/p/2?type=house',
    );
    expect(screen.getByRole('status', { name: 'sort' }).textContent).toBe('estateIdDESC');
    await userEvent.selectOptions(screen.getByLabelText('Sortuj'), 'Cena za m² rosnąco');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      '/p/1?type=house&sort=cena-m2-rosnaco',
    );
    // The list that fetches and the pagination follow the address.
    expect(screen.getByRole('status', { name: 'sort' }).textContent).toBe('pricePerM2ASC');
    expect(screen.getByRole('link', { name: 'Strona 3' }).getAttribute('href')).toBe(
      '/p/3?type=house&sort=cena-m2-rosnaco',
    );
    await userEvent.selectOptions(screen.getByLabelText('Sortuj'), 'Najnowsze');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/p/1?type=house');
  });

  it('opens an address with a sort in that order, and an unknown one in the default order', () => {
    const first = renderInApp(
      <EstateList {...common} rows={[card]} loading={false} />,
      '/p/1?sort=powierzchnia-malejaco',
    );
    expect((screen.getByLabelText('Sortuj') as HTMLSelectElement).value).toBe('largest');
    first.unmount();
    renderInApp(<EstateList {...common} rows={[card]} loading={false} />, '/p/1?sort=po-cenie');
    expect((screen.getByLabelText('Sortuj') as HTMLSelectElement).value).toBe('newest');
  });

  it.each([
    [1, '1 ogłoszenie'],
    [3, '3 ogłoszenia'],
    [22, '22 ogłoszenia'],
    [25, '25 ogłoszeń'],
    [1234, '1 234 ogłoszenia'],
  ])('says how many ads a loaded list holds: %i', (count, text) => {
    renderInApp(<EstateList {...common} rows={[card]} count={count} loading={false} />);
    expect(screen.getByText(text)).toBeTruthy();
  });
});

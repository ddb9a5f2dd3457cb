import type { EstateCard as EstateCardData } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { EstateList } from './estate-list.tsx';
import { useListSort } from './list-sort.ts';

const card = {
  estateId: 5,
  type: 'apartment',
  rent: 0,
  title: 'Mieszkanie 3-pokojowe',
  description: 'Jasne mieszkanie',
  price: 500000,
  area: 60,
  landArea: null,
  rooms: 3,
  city: { cityId: 1, city: 'Kraków' },
  province: { provinceId: 12 },
  photo: null,
  promoted: 0,
  creationDate: '2024-01-01',
  refreshDate: null,
  photosCount: 1,
} satisfies EstateCardData;

const common = { count: 0, page: 1, pageHref: (page: number) => `/p/${page}`, emptyText: 'Pusto!' };

function SortProbe() {
  return <output>{useListSort().sortBy + useListSort().sortOrder}</output>;
}

beforeEach(() => sessionStorage.clear());

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

  it('keeps the chosen sort order for the rest of the browser session', async () => {
    const first = renderInApp(
      <>
        <EstateList {...common} rows={[card]} loading={false} />
        <SortProbe />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('estateIdDESC');
    await userEvent.selectOptions(screen.getByLabelText('Sortuj'), 'Najtańsze');
    // The list that fetches sees the new order at once.
    expect(screen.getByRole('status').textContent).toBe('priceASC');
    first.unmount();

    renderInApp(<EstateList {...common} rows={[card]} loading={false} />);
    expect((screen.getByLabelText('Sortuj') as HTMLSelectElement).value).toBe('cheapest');
  });
});

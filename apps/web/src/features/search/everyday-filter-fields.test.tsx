import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { SearchPanel } from './search-panel.tsx';

function Address() {
  const { pathname, search } = useLocation();
  return <output>{decodeURIComponent(pathname + search)}</output>;
}

const address = () => screen.getByRole('status').textContent;

describe('the everyday filters of the search form', () => {
  it("filters a list's category from its page, leading to the search with the list's criteria", async () => {
    renderInApp(
      <>
        <SearchPanel criteria="type=apartment&rent=0" />
        <Address />
      </>,
      '/mieszkania-na-sprzedaz',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Więcej opcji' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Tylko ze zdjęciami' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Balkon' }));
    await userEvent.selectOptions(screen.getByLabelText('Rynek'), 'pierwotny');
    await userEvent.selectOptions(screen.getByLabelText('Piętro od'), 'parter');
    await userEvent.selectOptions(screen.getByLabelText('Data dodania'), 'ostatnie 7 dni');
    await userEvent.type(screen.getByLabelText('Rok budowy od'), '2010');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() =>
      expect(address()).toBe(
        '/wyszukaj-ogloszenia?type=apartment&rent=0&market=1&floorFrom=0&yearFrom=2010&addedWithin=7&withPhotos=1&balcony=1&page=1',
      ),
    );
    // Many fields filled in one by one: longer than a test's default on a busy machine.
  }, 30_000);

  it("searches houses by 'Stan wykończenia' and 'Liczba łazienek', as a minimum", async () => {
    renderInApp(
      <>
        <SearchPanel />
        <Address />
      </>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Domy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Więcej opcji' }));
    const finish = await screen.findByLabelText('Stan wykończenia');
    expect([...(finish as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Dowolne',
      'do zamieszkania',
      'do wykończenia',
      'do remontu',
    ]);
    const bathrooms = screen.getByLabelText('Liczba łazienek') as HTMLSelectElement;
    expect([...bathrooms.options].map((option) => option.text)).toEqual(['Dowolne', '1+', '2+', '3+', '4+']);
    await userEvent.selectOptions(finish, 'do wykończenia');
    await userEvent.selectOptions(bathrooms, '2+');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() =>
      expect(address()).toBe('/wyszukaj-ogloszenia?type=house&rent=0&finish=2&bathroomsFrom=2&page=1'),
    );
  });

  it('opens with the finish and bathrooms of the address', async () => {
    renderInApp(<SearchPanel />, '/wyszukaj-ogloszenia?type=apartment&rent=1&finish=3&bathroomsFrom=4');
    expect(((await screen.findByLabelText('Stan wykończenia')) as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Liczba łazienek') as HTMLSelectElement).value).toBe('4');
  });

  it("offers a rental's filters to rentals only", async () => {
    renderInApp(<SearchPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Więcej opcji' }));
    await screen.findByRole('checkbox', { name: 'Tylko ze zdjęciami' });
    expect(screen.queryByRole('checkbox', { name: 'Zwierzęta akceptowane' })).toBeNull();
    expect(screen.queryByLabelText('Dostępne od')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Rodzaj oferty'), 'Wynajem');
    expect(await screen.findByRole('checkbox', { name: 'Zwierzęta akceptowane' })).toBeTruthy();
    expect(screen.getByLabelText('Dostępne od')).toBeTruthy();
  });

  it("offers a plot's media and road, not a flat's floor", async () => {
    renderInApp(<SearchPanel />);
    await userEvent.click(screen.getByRole('tab', { name: 'Działki' }));
    await userEvent.click(screen.getByRole('button', { name: 'Więcej opcji' }));
    expect(await screen.findByRole('checkbox', { name: 'Kanalizacja' })).toBeTruthy();
    expect(screen.getByLabelText('Dojazd')).toBeTruthy();
    expect(screen.queryByLabelText('Piętro od')).toBeNull();
    expect(screen.queryByLabelText('Stan wykończenia')).toBeNull();
    expect(screen.queryByLabelText('Liczba łazienek')).toBeNull();
  });

  it('opens with the filters of the address, parter and a date included', async () => {
    renderInApp(
      <SearchPanel />,
      '/wyszukaj-ogloszenia?type=apartment&rent=1&floorTo=0&pets=1&availableFrom=2026-12-01',
    );
    expect(screen.getByRole('button', { name: 'Mniej opcji' })).toBeTruthy();
    expect(((await screen.findByLabelText('Piętro do')) as HTMLSelectElement).value).toBe('0');
    expect(
      (screen.getByRole('checkbox', { name: 'Zwierzęta akceptowane' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByLabelText('Dostępne od') as HTMLInputElement).value).toBe('2026-12-01');
  });

  it('refuses a year in letters with the Polish message', async () => {
    renderInApp(<SearchPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Więcej opcji' }));
    await userEvent.type(await screen.findByLabelText('Rok budowy do'), 'dawno');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Podana wartość nie jest liczbą!')).toBeTruthy();
  });
});

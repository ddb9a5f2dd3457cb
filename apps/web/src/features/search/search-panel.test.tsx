import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../ui/theme.ts';
import { SearchPanel } from './search-panel.tsx';

function Address() {
  const { pathname, search } = useLocation();
  return <output>{decodeURIComponent(pathname + search)}</output>;
}

function renderPanel(path: string) {
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <SearchPanel />
          <Address />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const address = () => screen.getByRole('status').textContent;

describe('search tabs and criteria', () => {
  it('searches from the home page with the criteria typed, starting at page 1', async () => {
    renderPanel('/');
    await userEvent.type(screen.getByLabelText('Cena do'), '800000');
    await userEvent.click(screen.getByRole('button', { name: 'Więcej opcji' }));
    await userEvent.selectOptions(screen.getByLabelText('Liczba pokoi'), '3+');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Winda' }));
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() =>
      expect(address()).toBe(
        '/wyszukaj-ogloszenia?type=apartment&rent=0&priceTo=800000&roomsFrom=3&elevator=1&page=1',
      ),
    );
  });

  it('searches by a decimal area with a Polish comma, the district, the seller and words', async () => {
    renderPanel('/');
    await userEvent.click(screen.getByRole('button', { name: 'Więcej opcji' }));
    await userEvent.type(screen.getByLabelText('Powierzchnia od'), '48,37');
    await userEvent.type(screen.getByLabelText('Dzielnica'), 'Śródmieście');
    await userEvent.selectOptions(screen.getByLabelText('Ogłoszeniodawca'), 'Osoba prywatna');
    await userEvent.type(screen.getByLabelText('Słowa w tytule lub opisie'), 'zolw');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() =>
      expect(address()).toBe(
        '/wyszukaj-ogloszenia?type=apartment&rent=0&district=Śródmieście&seller=private&words=zolw&areaFrom=48.37&page=1',
      ),
    );
  });

  it('shows a decimal area of the address with a comma and refuses one with two', async () => {
    // 'Więcej opcji' is open: the address sets criteria of it.
    renderPanel('/wyszukaj-ogloszenia?type=apartment&rent=0&areaFrom=48.37&roomsFrom=4');
    expect((screen.getByLabelText('Powierzchnia od') as HTMLInputElement).value).toBe('48,37');
    expect((screen.getByLabelText('Liczba pokoi') as HTMLSelectElement).value).toBe('4');
    await userEvent.type(screen.getByLabelText('Powierzchnia do'), '48,3,7');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Podana wartość nie jest liczbą!')).toBeTruthy();
  });

  it('refuses criteria that are not digits with the spec message', async () => {
    renderPanel('/');
    await userEvent.type(screen.getByLabelText('Cena od'), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Podana wartość nie jest liczbą!')).toBeTruthy();
    expect(address()).toBe('/');
  });

  it('shows the criteria of the address and keeps them, the province too, on another tab, back at page 1', async () => {
    renderPanel(
      '/wyszukaj-ogloszenia?type=apartment&rent=1&province=6&priceTo=800000&areaFrom=40&rooms=3&page=4',
    );
    expect(screen.getByRole('tab', { name: 'Mieszkania' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Cena do') as HTMLInputElement).value).toBe('800000');
    await userEvent.click(screen.getByRole('tab', { name: 'Domy' }));
    // Houses have no rooms criterion (spec §2), so only that one is dropped.
    await waitFor(() =>
      expect(address()).toBe(
        '/wyszukaj-ogloszenia?type=house&rent=1&province=6&priceTo=800000&areaFrom=40&page=1',
      ),
    );
    expect(screen.getByRole('tab', { name: 'Domy' }).getAttribute('aria-selected')).toBe('true');
  });

  it('on the home page a tab changes only the form, keeping what was typed', async () => {
    renderPanel('/');
    await userEvent.type(screen.getByLabelText('Cena od'), '1000');
    await userEvent.click(screen.getByRole('tab', { name: 'Działki' }));
    expect(address()).toBe('/');
    expect((screen.getByLabelText('Cena od') as HTMLInputElement).value).toBe('1000');
    await userEvent.click(screen.getByRole('button', { name: 'Więcej opcji' }));
    expect(screen.queryByLabelText('Liczba pokoi')).toBeNull();
    expect(screen.getByLabelText('Powierzchnia od')).toBeTruthy();
  });

  it("opens 'Więcej opcji' when the address sets one of its criteria, and keeps it closed otherwise", async () => {
    renderPanel('/wyszukaj-ogloszenia?type=apartment&rent=0&pricePerM2From=9000&page=1');
    const more = screen.getByRole('button', { name: 'Mniej opcji' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText('Cena za m² od') as HTMLInputElement).value).toBe('9000');
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() =>
      expect(address()).toBe('/wyszukaj-ogloszenia?type=apartment&rent=0&pricePerM2From=9000&page=1'),
    );
  });

  it("keeps 'Więcej opcji' closed when only the main criteria are set", () => {
    renderPanel('/wyszukaj-ogloszenia?type=apartment&rent=0&priceTo=800000&page=1');
    expect(screen.getByRole('button', { name: 'Więcej opcji' }).getAttribute('aria-expanded')).toBe('false');
  });
});

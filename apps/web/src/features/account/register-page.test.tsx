import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { RegisterTabs } from './register-page.tsx';

// The widget itself is a browser component; here the form's own rules are under test.
vi.mock('../../ui/load-altcha.ts', () => ({ loadAltcha: () => new Promise(() => {}) }));

function renderTabs() {
  return renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <RegisterTabs />
    </QueryClientProvider>,
    '/rejestracja',
  );
}

describe('registration tabs', () => {
  it('starts on the private person tab and switches to the company fields', async () => {
    renderTabs();
    expect(screen.getByRole('tab', { name: 'Osoba prywatna' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText(/Nazwisko/)).toBeTruthy();
    expect(screen.queryByLabelText(/Nazwa firmy/)).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Firma' }));
    expect(screen.getByLabelText(/Nazwa firmy/)).toBeTruthy();
    expect(screen.getByLabelText(/NIP/)).toBeTruthy();
    expect(screen.queryByLabelText(/Nazwisko/)).toBeNull();
  });

  it('links the terms to /regulamin', () => {
    renderTabs();
    expect(screen.getByRole('link', { name: 'regulamin' }).getAttribute('href')).toBe('/regulamin');
  });

  it('asks for the terms and the captcha and checks the repeated password', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderTabs();
    await userEvent.type(screen.getByLabelText(/^Hasło/), 'secret');
    await userEvent.type(screen.getByLabelText(/Powtórz hasło/), 'secreT');
    await userEvent.type(screen.getByLabelText(/Imię/), 'Jo');
    await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj' }));

    expect(await screen.findByText('Powtórz wartość poprawnie!')).toBeTruthy();
    expect(screen.getByText('Musisz zaakceptować regulamin!')).toBeTruthy();
    expect(screen.getByText('Potwierdź, że nie jesteś robotem')).toBeTruthy();
    expect(screen.getByText('Minimalna długość pola to 3 znaki!')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('checks the company set on the company tab', async () => {
    renderTabs();
    await userEvent.click(screen.getByRole('tab', { name: 'Firma' }));
    await userEvent.type(screen.getByLabelText(/NIP/), '12345');
    await userEvent.type(screen.getByLabelText(/Kod pocztowy/), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj' }));

    expect(await screen.findByText('Minimalna długość pola to 9 znaki!')).toBeTruthy();
    expect(screen.getByText('Maksymalna długość pola to 6 znaki!')).toBeTruthy();
  });
});

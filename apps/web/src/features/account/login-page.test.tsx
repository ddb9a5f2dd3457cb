import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import { LoginForm } from './login-page.tsx';

function renderLogin() {
  return renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <FlashAlerts />
      <LoginForm />
    </QueryClientProvider>,
    '/logowanie',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  dropStaleFlashes(Number.POSITIVE_INFINITY);
});

describe('login page', () => {
  it('remembers the person by default and links to password reset and registration', () => {
    renderLogin();
    expect(screen.getByRole('checkbox', { name: 'Zapamiętaj mnie' })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: 'Zapomniałem hasła' }).getAttribute('href')).toBe(
      '/zapomnialem-hasla',
    );
    expect(screen.getByRole('link', { name: /Zarejestruj się/ }).getAttribute('href')).toBe('/rejestracja');
  });

  it('shows the field messages of spec §5 without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));
    expect(await screen.findAllByText('Wartość pola jest wymagana!')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText(/E-mail/), 'jan@');
    await userEvent.type(screen.getByLabelText(/Hasło/), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));
    expect(await screen.findByText('Podaj poprawny adres e-mail!')).toBeTruthy();
    expect(screen.getByText('Minimalna długość pola to 3 znaki!')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends remember-me and shows the spec message when the server refuses', async () => {
    const fetch = vi.fn(async () => Response.json({ error: 'Unauthorized' }, { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'Jan@Example.pl');
    await userEvent.type(screen.getByLabelText(/Hasło/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Niepoprawny login i/lub hasło!');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'jan@example.pl',
      password: 'secret',
      rememberMe: true,
    });
  });
});

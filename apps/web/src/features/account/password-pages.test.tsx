import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import { ForgotPasswordForm } from './forgot-password-page.tsx';
import { Component as NewPasswordPage } from './new-password-page.tsx';

const sent = (fetch: ReturnType<typeof vi.fn>, call: number) =>
  fetch.mock.calls[call] as unknown as [string, RequestInit | undefined];

afterEach(() => {
  vi.unstubAllGlobals();
  dropStaleFlashes(Number.POSITIVE_INFINITY);
});

describe('password reset', () => {
  it('asks for the e-mail, then sends it and says the link is on its way', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'ok' }));
    vi.stubGlobal('fetch', fetch);
    renderInApp(
      <>
        <FlashAlerts />
        <ForgotPasswordForm />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(await screen.findByText('Wartość pola jest wymagana!')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/E-mail/), 'jan@example.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Aby zmienić hasło na nowe sprawdź pocztę i postępuj zgodnie z instrukcją.',
    );
    expect(JSON.parse(String(sent(fetch, 0)[1]?.body))).toEqual({ email: 'jan@example.pl' });
  });

  it("shows the link's account and sets the new password once it is repeated right", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      Response.json(init?.method === 'POST' ? { message: 'ok' } : { userId: 7, email: 'jan@example.pl' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderInApp(
      <>
        <FlashAlerts />
        <Routes>
          <Route path="/nowe-haslo/:userId/:hash" element={<NewPasswordPage />} />
          <Route path="/logowanie" element={<p>Logowanie</p>} />
        </Routes>
      </>,
      '/nowe-haslo/7/AB12CD',
    );
    expect((await screen.findByText('jan@example.pl')).parentElement?.textContent).toBe(
      'Konto: jan@example.pl',
    );
    await userEvent.type(screen.getByLabelText(/^Nowe hasło/, { selector: 'input' }), 'drugie22');
    await userEvent.type(screen.getByLabelText(/^Powtórz hasło/), 'drugie23');
    await userEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByText('Powtórz wartość poprawnie!')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText(/^Powtórz hasło/));
    await userEvent.type(screen.getByLabelText(/^Powtórz hasło/), 'drugie22');
    await userEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Hasło zostało zmienione.');
    expect(await screen.findByText('Logowanie')).toBeTruthy();
    const [url, init] = sent(fetch, 1);
    expect(url).toContain('/api/user/new-pass/7/AB12CD');
    expect(JSON.parse(String(init?.body))).toEqual({ password: 'drugie22' });
  });

  it('says that a used or expired link is spent and sends a new one from the same page', async () => {
    const spent = 'Link do zmiany hasła wygasł lub został już użyty. Możesz wysłać nowy.';
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ message: 'ok' })
        : Response.json({ error: spent }, { status: 410 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderInApp(
      <>
        <FlashAlerts />
        <Routes>
          <Route path="/nowe-haslo/:userId/:hash" element={<NewPasswordPage />} />
          <Route path="/strona-nie-istnieje" element={<p>Nie ma takiej strony</p>} />
        </Routes>
      </>,
      '/nowe-haslo/7/AB12CD',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(spent);
    await userEvent.type(screen.getByLabelText(/E-mail/), 'jan@example.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(
      await screen.findByText('Aby zmienić hasło na nowe sprawdź pocztę i postępuj zgodnie z instrukcją.'),
    ).toBeTruthy();
    expect(sent(fetch, 1)[0]).toBe('/api/user/forgot-password');
    expect(screen.queryByText('Nie ma takiej strony')).toBeNull();
  });
});

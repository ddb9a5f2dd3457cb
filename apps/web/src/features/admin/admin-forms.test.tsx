import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../test/profile.ts';
import { renderInApp } from '../../../test/render.tsx';
import { logout, startSession } from '../../api/session.ts';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import { AddIntegrationForm } from './add-integration-page.tsx';
import { RemoveAdForm } from './remove-ad-page.tsx';
import { RequireAdmin } from './require-admin.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  dropStaleFlashes(Number.POSITIVE_INFINITY);
  logout();
});

describe('RequireAdmin', () => {
  const renderGuarded = () =>
    renderInApp(
      <Routes>
        <Route element={<RequireAdmin />}>
          <Route path="/admin/statystyki" element={<p>Panel administratora</p>} />
        </Route>
      </Routes>,
      '/admin/statystyki',
    );

  it('shows the error page to a user the server does not know as an admin either', async () => {
    const stored = makeProfile();
    startSession(stored);
    vi.stubGlobal('fetch', async () => json(200, stored));
    renderGuarded();
    expect(await screen.findByText('Wystąpił błąd lub strona o podanym adresie nie istnieje!')).toBeTruthy();
    expect(screen.queryByText('Panel administratora')).toBeNull();
  });

  it('lets in a user made an admin since the login, without showing the error page first', async () => {
    const stored = makeProfile();
    startSession(stored);
    vi.stubGlobal('fetch', async () => json(200, { ...stored, admin: true }));
    renderGuarded();
    expect(screen.queryByText('Wystąpił błąd lub strona o podanym adresie nie istnieje!')).toBeNull();
    expect(await screen.findByText('Panel administratora')).toBeTruthy();
  });

  it('lets an admin in', () => {
    startSession(makeProfile({ admin: true }));
    renderGuarded();
    expect(screen.getByText('Panel administratora')).toBeTruthy();
  });
});

describe('remove ad form', () => {
  it('checks the id, asks first and reports the outcome with the spec texts', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const fetch = vi.fn(async () => json(404, { error: 'Ogłoszenie nie istnieje.' }));
    vi.stubGlobal('fetch', fetch);
    renderInApp(
      <>
        <FlashAlerts />
        <RemoveAdForm />
      </>,
    );
    const field = screen.getByLabelText(/Numer ogłoszenia/);
    const submit = screen.getByRole('button', { name: 'Usuń ogłoszenie' });
    await userEvent.type(field, '12a');
    await userEvent.click(submit);
    expect(await screen.findByText('Podana wartość nie jest liczbą!')).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await userEvent.click(submit);
    expect(confirm).toHaveBeenCalledWith('Czy na pewno chcesz usunąć ogłoszenie?');
    expect(fetch).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await userEvent.click(submit);
    expect(
      await screen.findByText('Wystąpił błąd podczas usuwania ogłoszenie! Ogłoszenie nie istnieje.'),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/site/remove-ad/12',
      expect.objectContaining({ method: 'DELETE' }),
    );

    fetch.mockResolvedValue(json(200, { message: 'Ogłoszenie zostało usunięte.' }));
    await userEvent.click(submit);
    expect(await screen.findByText('Ogłoszenie zostało usunięte.')).toBeTruthy();
  });
});

describe('add integration form', () => {
  it('shows the rules of spec §5 and sends the company id with the FTP access', async () => {
    const fetch = vi.fn(async () => json(200, { message: 'Integracja została dodana.' }));
    vi.stubGlobal('fetch', fetch);
    renderInApp(
      <>
        <FlashAlerts />
        <AddIntegrationForm />
      </>,
    );
    const submit = screen.getByRole('button', { name: 'Dodaj integrację' });
    await userEvent.type(screen.getByLabelText(/Login FTP/), 'zly-login');
    await userEvent.type(screen.getByLabelText(/Hasło FTP/), '1234');
    await userEvent.click(submit);
    expect(await screen.findByText('Podaj poprawny adres e-mail!')).toBeTruthy();
    expect(screen.getByText('Minimalna długość pola to 5 znaki!')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Identyfikator użytkownika/), '7');
    await userEvent.clear(screen.getByLabelText(/Login FTP/));
    await userEvent.type(screen.getByLabelText(/Login FTP/), 'ftp@biuro.pl');
    await userEvent.type(screen.getByLabelText(/Hasło FTP/), '5');
    await userEvent.selectOptions(screen.getByLabelText(/System/), 'imo');
    await userEvent.selectOptions(screen.getByLabelText(/Format plików/), 'Otodom');
    await userEvent.click(submit);
    expect(await screen.findByText('Integracja została dodana.')).toBeTruthy();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      userId: 7,
      ftpLogin: 'ftp@biuro.pl',
      ftpPassword: '12345',
      type: 'imo',
      format: 'otodom',
    });
  });
});

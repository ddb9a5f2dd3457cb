import type { Profile } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../test/profile.ts';
import { renderInApp } from '../../../test/render.tsx';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import { EditProfile } from './edit-profile-page.tsx';

const company: Profile = {
  ...makeProfile(),
  email: 'biuro@example.com',
  company: true,
  companyName: 'Biuro Nieruchomości',
  nip: '1234567890',
  address: 'ul. Długa 1',
  cityCode: '00-950',
};

function renderEdit(profile: Profile) {
  return renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <FlashAlerts />
      <EditProfile profile={profile} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  dropStaleFlashes(Number.POSITIVE_INFINITY);
});

describe('profile edit', () => {
  it("opens the tab of the account's kind, disables the other and the e-mail", () => {
    renderEdit(company);
    expect(screen.getByRole('tab', { name: 'Firma' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Osoba prywatna' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('E-mail')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/Nazwa firmy/)).toHaveProperty('value', 'Biuro Nieruchomości');
  });

  it('sends only the fields of the chosen set and confirms the update', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'ok' }));
    vi.stubGlobal('fetch', fetch);
    renderEdit(makeProfile());
    await userEvent.clear(screen.getByLabelText(/Telefon/));
    await userEvent.type(screen.getByLabelText(/Telefon/), '500600700');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Profil został pomyślnie zaktualizowany.');
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/user/42/profile');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Jan',
      surname: 'Kowalski',
      phone: '500600700',
      company: false,
    });
  });

  it('lets a company say it is a developer, and sends it with its set', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'ok' }));
    vi.stubGlobal('fetch', fetch);
    renderEdit(company);
    const developer = screen.getByRole('checkbox', { name: 'Jestem deweloperem' });
    expect(developer).toHaveProperty('checked', false);
    await userEvent.click(developer);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));

    expect(await screen.findByRole('alert')).toBeTruthy();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ company: true, developer: true });
  });

  it('shows a developer its kind ticked', () => {
    renderEdit({ ...company, developer: true });
    expect(screen.getByRole('checkbox', { name: 'Jestem deweloperem' })).toHaveProperty('checked', true);
  });

  it("sends a company's logo as the file itself and shows the server's answer", async () => {
    const fetch = vi.fn(async (_path: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? Response.json({ error: 'Logo musi być obrazem w formacie JPG lub PNG.' }, { status: 400 })
        : Response.json({ ...company, logo: null }),
    );
    vi.stubGlobal('fetch', fetch);
    const { container } = renderEdit({ ...company, logo: '/logo/42-0123456789abcdef.webp' });
    expect(screen.getByRole('img', { name: 'Logo: Biuro Nieruchomości' }).getAttribute('src')).toBe(
      '/logo/42-0123456789abcdef.webp',
    );
    const file = new File(['not a png'], 'logo.png', { type: 'image/png' });
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, file);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Logo musi być obrazem w formacie JPG lub PNG.',
    );
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/user/42/logo');
    expect(init.body).toBe(file);
    expect(new Headers(init.headers).get('content-type')).toBe('image/png');
  });

  it('refuses a logo over 2 MB before sending it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { container } = renderEdit(company);
    const file = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, file);
    expect((await screen.findByRole('alert')).textContent).toBe('Plik logo jest za duży: maksymalnie 2 MB.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers the phone keypad and takes no letters into the phone', async () => {
    renderEdit(makeProfile());
    const phone = screen.getByLabelText(/Telefon/);
    expect(phone.getAttribute('inputmode')).toBe('tel');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+48 (12) 6OO-1oo tel');
    expect(phone).toHaveProperty('value', '+48 (12) 6-1 ');
  });

  it('shows the field rules and the failure message of spec §8', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'bad' }, { status: 400 }));
    renderEdit(company);
    await userEvent.clear(screen.getByLabelText(/Adres/));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Wartość pola jest wymagana!')).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/Adres/), 'ul. Krótka 2');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wystąpił błąd podczas aktualizacji profilu lub nie było żadnych zmian!',
    );
  });
});

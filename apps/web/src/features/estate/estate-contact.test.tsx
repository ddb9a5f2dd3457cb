import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { useContactReveal } from './contact-reveal.ts';
import { EstateContact } from './estate-contact.tsx';

function Contact() {
  const estate = makeEstateDetail();
  return <EstateContact estate={estate} contact={useContactReveal(estate.estateId)} />;
}

function renderContact() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderInApp(
    <QueryClientProvider client={client}>
      <Contact />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('seller contact', () => {
  it('hides the phone until asked, then shows it and records exactly one phone view', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderContact();
    expect(screen.queryByText('600 100 200')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Pokaż numer telefonu' }));

    const phone = screen.getByRole('link', { name: '600 100 200' });
    expect(phone.getAttribute('href')).toBe('tel:600100200');
    expect(document.activeElement).toBe(phone);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/views');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ estateId: 31, type: 'phone' });
  });

  it('reveals the e-mail without recording a view', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderContact();
    expect(screen.queryByText('sprzedawca@example.pl')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Pokaż adres e-mail' }));

    expect(screen.getByRole('link', { name: 'sprzedawca@example.pl' }).getAttribute('href')).toBe(
      'mailto:sprzedawca@example.pl',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reveals the phone and e-mail for a printout, counting the phone once', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderContact();
    const section = screen.getByRole('region', { name: 'Kontakt' });
    expect(within(section).queryByText('600 100 200')).toBeNull();

    // The browser's print command and window.print() both announce the printout so.
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });

    expect(within(section).getByRole('link', { name: '600 100 200' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'sprzedawca@example.pl' })).toBeTruthy();
    expect(within(section).queryByText(/znajdziesz na stronie ogłoszenia/)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/views');
    expect(JSON.parse(String(init.body))).toEqual({ estateId: 31, type: 'phone' });
  });

  it('names the seller and links to their other ads, without the e-mail in the name', () => {
    renderContact();
    expect(screen.getByText('Marta').closest('p')?.textContent).toBe('Ogłoszeniodawca: Marta');
    expect(screen.getByText('Osoba prywatna')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Ogłoszenia użytkownika Marta' });
    expect(link.getAttribute('href')).toBe('/ogloszenia-uzytkownika/8');
  });

  it("shows a company's kind and logo and links its page from its name", () => {
    const estate = makeEstateDetail();
    estate.user = { ...estate.user, name: 'Nowe Osiedla', kind: 'developer', logo: '/logo/8-ab12.webp' };
    renderInApp(
      <QueryClientProvider client={new QueryClient()}>
        <EstateContact
          estate={estate}
          contact={{ isPhoneShown: false, isEmailShown: false, showPhone: vi.fn(), showEmail: vi.fn() }}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Deweloper')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo: Nowe Osiedla' }).getAttribute('src')).toBe(
      '/logo/8-ab12.webp',
    );
    expect(screen.getByRole('link', { name: 'Nowe Osiedla' }).getAttribute('href')).toBe(
      '/firmy/nowe-osiedla/8',
    );
    expect(screen.getByRole('link', { name: 'Wszystkie oferty firmy' }).getAttribute('href')).toBe(
      '/firmy/nowe-osiedla/8',
    );
  });

  it('still shows the phone when recording the view fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"x"}', { status: 500 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderContact();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż numer telefonu' }));
    expect(screen.getByRole('link', { name: '600 100 200' })).toBeTruthy();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';
import { EmailReveal } from './email-reveal.tsx';

vi.mock('../../ui/load-altcha.ts', () => ({ loadAltcha: () => new Promise(() => {}) }));

function renderContact() {
  return renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <ContactForm />
    </QueryClientProvider>,
    '/kontakt',
  );
}

describe('contact form', () => {
  it('counts down the 500 characters left for the text', async () => {
    renderContact();
    expect(screen.getByText('Pozostało znaków: 500')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Wiadomość/), 'Dzień dobry');
    expect(screen.getByText('Pozostało znaków: 489')).toBeTruthy();
  });

  it('shows the rules of spec §5, the captcha included, and offers the refresh button', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderContact();
    await userEvent.type(screen.getByLabelText(/Imię/), 'Al');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'al@');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));

    expect(await screen.findByText('Minimalna długość pola to 3 znaki!')).toBeTruthy();
    expect(screen.getByText('Podaj poprawny adres e-mail!')).toBeTruthy();
    expect(screen.getByText('Wartość pola jest wymagana!')).toBeTruthy();
    expect(screen.getByText('Potwierdź, że nie jesteś robotem')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Odśwież' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

describe('e-mail reveal', () => {
  it('shows the address only after the click', async () => {
    renderInApp(<EmailReveal />);
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż adres e-mail' }));
    expect(screen.getByRole('link', { name: 'kontakt@dachowo.pl' }).getAttribute('href')).toBe(
      'mailto:kontakt@dachowo.pl',
    );
  });
});

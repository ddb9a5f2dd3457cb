import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineFakeAltcha, findAltcha } from '../../../test/fake-altcha.ts';
import { makeProfile } from '../../../test/profile.ts';
import { renderInApp } from '../../../test/render.tsx';
import { logout, startSession } from '../../api/session.ts';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import { SaveSearchButton } from './save-search-button.tsx';

vi.mock('../../ui/load-altcha.ts', () => ({ loadAltcha: () => Promise.resolve() }));
beforeAll(defineFakeAltcha);
afterEach(() => {
  vi.unstubAllGlobals();
  logout();
  dropStaleFlashes(Number.POSITIVE_INFINITY);
});

const criteria = { type: 'apartment', rent: '0', city: '950463', priceTo: '600000', page: '2' };
const proposedName = 'Mieszkania na sprzedaż, Kraków, do 600\u00a0000\u00a0zł';

function renderButton() {
  return renderInApp(
    <>
      <FlashAlerts />
      <SaveSearchButton criteria={criteria} cityName="Kraków" />
    </>,
  );
}

const sentBody = (fetch: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));

describe('the save-search dialog', () => {
  it('saves a logged-in user’s search under a name saying its criteria, with the chosen frequency', async () => {
    startSession(makeProfile());
    const fetch = vi.fn(async () => Response.json({ message: 'Wyszukiwanie zostało zapisane.' }));
    vi.stubGlobal('fetch', fetch);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wyszukiwanie' }));
    const name = await screen.findByLabelText(/^Nazwa/);
    expect((name as HTMLInputElement).value).toBe(proposedName);
    expect(screen.queryByLabelText(/^Adres e-mail/)).toBeNull();
    await userEvent.click(screen.getByLabelText('raz dziennie'));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Wyszukiwanie zostało zapisane.');
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/saved-searches');
    expect(sentBody(fetch)).toEqual({ name: proposedName, frequency: 'daily', criteria });
  });

  it('asks a visitor for an e-mail and the captcha, and says to confirm by the link', async () => {
    const sent =
      'Wysłaliśmy e-mail z linkiem potwierdzającym. Powiadomienia zaczniemy wysyłać po kliknięciu w link.';
    const fetch = vi.fn(async () => Response.json({ message: sent }));
    vi.stubGlobal('fetch', fetch);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wyszukiwanie' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Wartość pola jest wymagana!')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^Adres e-mail/), 'gosc@example.pl');
    (await findAltcha()).report('verified', 'rozwiazanie');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect((await screen.findByRole('alert')).textContent).toBe(sent);
    expect(sentBody(fetch)).toMatchObject({
      email: 'gosc@example.pl',
      captcharesponse: 'rozwiazanie',
      criteria,
    });
  });
});

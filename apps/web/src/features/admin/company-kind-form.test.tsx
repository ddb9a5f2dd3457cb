import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render.tsx';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import { CompanyKindForm } from './company-kind-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  dropStaleFlashes(Number.POSITIVE_INFINITY);
});

describe('company kind form', () => {
  it('marks a company a developer and reports the outcome', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'ok' }));
    vi.stubGlobal('fetch', fetch);
    renderInApp(
      <>
        <FlashAlerts />
        <CompanyKindForm />
      </>,
    );
    await userEvent.type(screen.getByLabelText(/userId/), '17');
    await userEvent.click(screen.getByRole('checkbox', { name: /Deweloper/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz rodzaj firmy' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Rodzaj firmy został zapisany.');
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/site/company-kind');
    expect(JSON.parse(String(init.body))).toEqual({ userId: 17, developer: true });
  });

  it("says a private person's account is none, in the server's words", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'To nie jest konto firmowe.' }, { status: 400 }),
    );
    renderInApp(
      <>
        <FlashAlerts />
        <CompanyKindForm />
      </>,
    );
    await userEvent.type(screen.getByLabelText(/userId/), '18');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz rodzaj firmy' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wystąpił błąd podczas zapisywania rodzaju firmy! To nie jest konto firmowe.',
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { renderInApp } from '../../../test/render.tsx';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import SellerMessageDialog from './seller-message-dialog.tsx';

// The proof of work stands solved at once: the widget's own behaviour is ui/captcha.test.tsx's.
vi.mock('../../ui/captcha.tsx', () => ({
  Captcha: (props: UseControllerProps<FieldValues>) => {
    const { field } = useController(props);
    const { value, onChange } = field;
    useEffect(() => {
      if (value === '') onChange('rozwiązana');
    }, [value, onChange]);
    return null;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  dropStaleFlashes(Number.POSITIVE_INFINITY);
});

function renderDialog(onClose = () => {}) {
  return renderInApp(
    <>
      <FlashAlerts />
      <SellerMessageDialog estate={makeEstateDetail()} opened onClose={onClose} />
    </>,
  );
}

const textBox = () => screen.getByLabelText(/Wiadomość/) as HTMLTextAreaElement;

describe("the message to the ad's seller", () => {
  it('starts with a polite text and counts down the 500 characters left', async () => {
    renderDialog();
    const text = 'Dzień dobry, jestem zainteresowany(-a) tym ogłoszeniem. Proszę o kontakt.';
    expect(textBox().value).toBe(text);
    expect(screen.getByText(`Pozostało znaków: ${500 - text.length}`)).toBeTruthy();
    await userEvent.type(textBox(), ' Pozdrawiam');
    expect(screen.getByText(`Pozostało znaków: ${500 - text.length - 11}`)).toBeTruthy();
  });

  it('refuses a link and a bad e-mail before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderDialog();
    await userEvent.type(screen.getByLabelText(/Imię/), 'Marta');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'marta@');
    await userEvent.type(textBox(), ' https://spam.example');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));

    expect(await screen.findByText('Wiadomość nie może zawierać linków.')).toBeTruthy();
    expect(screen.getByText('Podaj poprawny adres e-mail!')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts to the ad's message path, shows the server's answer and closes", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Wiadomość została wysłana do ogłoszeniodawcy.' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    renderDialog(onClose);
    await userEvent.type(screen.getByLabelText(/Imię/), 'Marta');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'marta@example.pl');
    await userEvent.type(screen.getByLabelText(/Telefon/), '600 100 200');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wiadomość została wysłana do ogłoszeniodawcy.',
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/estates/31/message');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Marta',
      email: 'marta@example.pl',
      phone: '600 100 200',
      text: 'Dzień dobry, jestem zainteresowany(-a) tym ogłoszeniem. Proszę o kontakt.',
      captcharesponse: 'rozwiązana',
    });
  });

  it("shows the server's reason when the ad went offline", async () => {
    const gone = { error: 'Ogłoszenie nie jest już aktywne, nie można wysłać wiadomości.' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(gone), { status: 410 })),
    );
    renderDialog();
    await userEvent.type(screen.getByLabelText(/Imię/), 'Marta');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'marta@example.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect((await screen.findByRole('alert')).textContent).toBe(gone.error);
  });
});

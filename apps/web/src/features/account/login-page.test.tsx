import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineFakeAltcha, findAltcha } from '../../../test/fake-altcha.ts';
import { renderInApp } from '../../../test/render.tsx';
import { dropStaleFlashes, FlashAlerts } from '../../ui/flash.tsx';
import { InlineLoginForm } from './inline-login-form.tsx';
import { LoginForm } from './login-page.tsx';

vi.mock('../../ui/load-altcha.ts', () => ({ loadAltcha: () => Promise.resolve() }));
beforeAll(defineFakeAltcha);

function renderLogin() {
  return renderInApp(
    <QueryClientProvider client={new QueryClient()}>
      <FlashAlerts />
      <LoginForm />
    </QueryClientProvider>,
    '/logowanie',
  );
}

const captchaAsked = async () =>
  Response.json({ error: 'Potwierdź, że nie jesteś robotem', captchaRequired: true }, { status: 400 });
const sentBody = (fetch: ReturnType<typeof vi.fn>, call: number) =>
  JSON.parse(String((fetch.mock.calls[call] as unknown as [string, RequestInit])[1].body));

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

  it('names the button that shows the password in Polish, by what it will do', async () => {
    renderLogin();
    const password = screen.getByLabelText(/^Hasło/);
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż hasło' }));
    expect(password.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Ukryj hasło' }));
    expect(password.getAttribute('type')).toBe('password');
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

  it('shows the captcha when the server asks for it and sends its solution with the next try', async () => {
    const fetch = vi.fn(captchaAsked);
    vi.stubGlobal('fetch', fetch);
    renderLogin();
    expect(screen.queryByText('Weryfikacja')).toBeNull();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'jan@example.pl');
    await userEvent.type(screen.getByLabelText(/Hasło/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Potwierdź, że nie jesteś robotem');
    const widget = await findAltcha();
    act(() => widget.report('verified', 'rozwiazanie'));
    await userEvent.type(screen.getByLabelText(/Hasło/), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentBody(fetch, 1)).toMatchObject({ email: 'jan@example.pl', captcha: 'rozwiazanie' });
    // The solution works once: the widget starts over for the try after.
    await vi.waitFor(() => expect(widget.getState()).toBe('unverified'));
  });

  it("sends the top bar's login to the login page with the captcha shown when the server asks for it", async () => {
    vi.stubGlobal('fetch', vi.fn(captchaAsked));
    renderInApp(
      <QueryClientProvider client={new QueryClient()}>
        <FlashAlerts />
        <Routes>
          <Route path="/" element={<InlineLoginForm />} />
          <Route path="/logowanie" element={<LoginForm />} />
        </Routes>
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByPlaceholderText('E-mail'), 'jan@example.pl');
    await userEvent.type(screen.getByPlaceholderText('Hasło'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Potwierdź, że nie jesteś robotem');
    expect(await findAltcha()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zapomniałem hasła' })).toBeTruthy();
  });

  it('offers the activation e-mail again from the top bar, with the credentials it was given', async () => {
    const notActivated = 'Twoje konto nie zostało jeszcze aktywowane.';
    const fetch = vi.fn(async (url: string) =>
      url === '/api/user/login'
        ? Response.json({ error: notActivated, activationRequired: true }, { status: 403 })
        : Response.json({ message: 'Wysłaliśmy nowy link aktywacyjny.' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderInApp(
      <QueryClientProvider client={new QueryClient()}>
        <FlashAlerts />
        <Routes>
          <Route path="/" element={<InlineLoginForm />} />
          <Route path="/logowanie" element={<LoginForm />} />
        </Routes>
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByPlaceholderText('E-mail'), 'jan@example.pl');
    await userEvent.type(screen.getByPlaceholderText('Hasło'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));

    expect((await screen.findByRole('alert')).textContent).toBe(notActivated);
    const resend = await screen.findByRole('form', { name: 'Ponowna aktywacja' });
    expect(resend.textContent).toContain('jan@example.pl');
    const widget = await findAltcha();
    expect(resend.contains(widget)).toBe(true);
    // The widget's listener is attached in an effect of the render that showed it.
    await act(async () => {});
    act(() => widget.report('verified', 'rozwiazanie'));
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij ponownie e-mail aktywacyjny' }));

    expect(await screen.findByText('Wysłaliśmy nowy link aktywacyjny.')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/user/resend-activation');
    expect(sentBody(fetch, 1)).toEqual({
      email: 'jan@example.pl',
      password: 'secret',
      captcha: 'rozwiazanie',
    });
  });
});

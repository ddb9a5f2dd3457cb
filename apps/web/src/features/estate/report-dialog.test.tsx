import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { type FieldValues, type UseControllerProps, useController } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEstateDetail } from '../../../test/estate-detail.ts';
import { makeProfile } from '../../../test/profile.ts';
import { renderInApp } from '../../../test/render.tsx';
import { logout, startSession } from '../../api/session.ts';
import ReportDialog from './report-dialog.tsx';

// The proof of work stands solved at once: the widget's own behaviour is ui/captcha.test.tsx's.
vi.mock('../../ui/captcha.tsx', () => ({
  Captcha: (props: UseControllerProps<FieldValues>) => {
    const { field } = useController(props);
    const { value, onChange } = field;
    useEffect(() => {
      if (value === '') onChange('rozwiązana');
    }, [value, onChange]);
    return <span>captcha</span>;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  logout();
});

const answered = (body: object, status = 200) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
const sentBody = (fetch: ReturnType<typeof answered>) =>
  JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));

async function fillReport() {
  await userEvent.selectOptions(screen.getByLabelText(/Powód zgłoszenia/), 'Oszustwo');
  await userEvent.type(screen.getByLabelText(/^Opis/), 'Prośba o zaliczkę przed oglądaniem.');
}

describe('reporting an ad', () => {
  it('asks a visitor for every field before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderInApp(<ReportDialog estate={makeEstateDetail()} opened onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^Opis/), 'krótko');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ala@');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect(await screen.findByText('Minimalna długość pola to 10 znaki!')).toBeTruthy();
    expect(screen.getByText('Podaj poprawny adres e-mail!')).toBeTruthy();
    expect(screen.getByText('Wartość pola jest wymagana!')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts a visitor's report with the captcha and shows its number at once", async () => {
    const fetch = answered({
      message: 'Dziękujemy. Przyjęliśmy zgłoszenie nr 7; potwierdzenie wysłaliśmy na podany adres e-mail.',
      reportId: 7,
    });
    vi.stubGlobal('fetch', fetch);
    renderInApp(<ReportDialog estate={makeEstateDetail()} opened onClose={() => {}} />);
    await fillReport();
    await userEvent.type(screen.getByLabelText(/E-mail/), 'ala@example.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));

    expect((await screen.findByRole('status')).textContent).toContain('zgłoszenie nr 7');
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/estates/31/report');
    expect(sentBody(fetch)).toEqual({
      reason: 'fraud',
      description: 'Prośba o zaliczkę przed oglądaniem.',
      email: 'ala@example.pl',
      captcharesponse: 'rozwiązana',
    });
  });

  it("fills in a logged-in person's address, asks no captcha, and shows the server's refusal", async () => {
    startSession(makeProfile());
    const already = 'To ogłoszenie zostało już przez Ciebie zgłoszone. O decyzji poinformujemy Cię e-mailem.';
    vi.stubGlobal('fetch', answered({ error: already }, 409));
    renderInApp(<ReportDialog estate={makeEstateDetail()} opened onClose={() => {}} />);
    expect(screen.getByLabelText(/E-mail/)).toHaveProperty('value', 'jan@example.pl');
    expect(screen.queryByText('captcha')).toBeNull();
    await fillReport();
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij zgłoszenie' }));
    expect((await screen.findByRole('alert')).textContent).toBe(already);
  });
});

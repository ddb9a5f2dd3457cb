// The app, SMTP server and helpers the saved searches' route tests share. Each test file that calls
// useSavedSearchesApp gets its own, set up around its tests.
import { savedSearchMessages } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/captcha.ts';
import { krakow, makeUser } from '../../../test/factories.ts';
import { startSmtp } from '../../../test/smtp.ts';
import { authHeader, freshIp } from '../../../test/users.ts';
import { sendPendingMail } from '../../infra/mail/outbox-store.ts';

export const krakowFlats = { type: 'apartment', rent: '0', city: String(krakow.cityId) };

type Harness = {
  t: Awaited<ReturnType<typeof createTestApp>>;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  links: { publicUrl: string; secretKey: string };
};

export function useSavedSearchesApp() {
  const s = {} as Harness;
  beforeAll(async () => {
    s.smtp = await startSmtp();
    s.t = await createTestApp({ SMTP_URL: s.smtp.url, PUBLIC_URL: 'http://portal.example' });
    s.links = { publicUrl: s.t.config.publicUrl, secretKey: s.t.secrets.secretKey };
  });
  afterAll(async () => {
    await s.t.close();
    await s.smtp.close();
  });
  beforeEach(() => {
    s.smtp.received.length = 0;
  });

  /** Delivers the outbox; answers the messages the SMTP server received for `email`. */
  async function mailTo(email: string) {
    await sendPendingMail(s.t.db, s.t.mail);
    return s.smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email));
  }

  async function accountWithHeader() {
    const user = await makeUser(s.t.db);
    return { user, headers: await authHeader(s.t.secrets.jwtSecret, user) };
  }

  const saveAs = (headers: Record<string, string>, payload: object) =>
    s.t.app.inject({ method: 'POST', url: '/api/saved-searches', headers, payload });

  /** A visitor's save; answers the confirmation path from the e-mail. */
  async function visitorSaves(email: string, criteria: object, frequency = 'instant') {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      remoteAddress: freshIp(),
      payload: {
        name: 'Mieszkanie',
        criteria,
        frequency,
        email,
        captcharesponse: await solveCaptcha(s.t.app),
      },
    });
    expect(response.json()).toEqual({ message: savedSearchMessages.confirmSent });
    const [mail] = await mailTo(email);
    return mail?.text?.match(/\/potwierdz-wyszukiwanie\/(\d+)\/([A-Z0-9]+)/) ?? [];
  }

  async function confirmedVisitorSearch(email: string, criteria: object, frequency = 'instant') {
    const [, searchId, secret] = await visitorSaves(email, criteria, frequency);
    const confirmed = await s.t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/${searchId}/confirm/${secret}`,
    });
    expect(confirmed.json()).toEqual({ message: savedSearchMessages.confirmed });
    s.smtp.received.length = 0;
    return Number(searchId);
  }

  return Object.assign(s, { mailTo, accountWithHeader, saveAs, visitorSaves, confirmedVisitorSearch });
}

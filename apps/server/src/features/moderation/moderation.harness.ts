// The app and helpers the moderation's route tests share: a reporter, an admin deciding, and what a visitor sees.
// Each test file that calls useModerationApp gets its own app, set up around its tests.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/captcha.ts';
import { makeUser } from '../../../test/factories.ts';
import { authHeader, freshIp } from '../../../test/users.ts';
import { mailOutbox } from '../../db/schema.ts';

export type Person = { userId: number; tokenVersion: number };

export const report = {
  reason: 'fraud',
  description: 'Sprzedający prosi o przelew zaliczki przed obejrzeniem mieszkania.',
  email: 'zglaszajacy@example.pl',
};

export const appealLinkIn = (text: string) =>
  /http:\/\/dachowo\.example(\/odwolanie\/(\d+)\/([\w-]+))/.exec(text);

type Harness = {
  t: Awaited<ReturnType<typeof createTestApp>>;
  admin: Person & { email: string };
};

export function useModerationApp() {
  const s = {} as Harness;
  beforeAll(async () => {
    s.t = await createTestApp({ PUBLIC_URL: 'http://dachowo.example' });
    s.admin = await makeUser(s.t.db, { admin: true });
  });
  afterAll(async () => {
    await s.t.close();
  });

  const reportAs = async (estateId: number, body: object, who?: Person, remoteAddress = freshIp()) =>
    s.t.app.inject({
      method: 'POST',
      url: `/api/estates/${estateId}/report`,
      remoteAddress,
      payload: body,
      headers: who ? await authHeader(s.t.secrets.jwtSecret, who) : {},
    });
  const visitorReport = async (estateId: number, body: object = {}) =>
    reportAs(estateId, { ...report, ...body, captcharesponse: await solveCaptcha(s.t.app) });
  const mailsTo = (email: string) => s.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const queue = async () =>
    s.t.app.inject({
      url: '/api/site/moderation',
      headers: await authHeader(s.t.secrets.jwtSecret, s.admin),
    });
  const decide = async (estateId: number, body: object, who: Person = s.admin) =>
    s.t.app.inject({
      method: 'POST',
      url: `/api/site/moderation/${estateId}/decision`,
      payload: body,
      headers: await authHeader(s.t.secrets.jwtSecret, who),
    });
  const isPublic = async (estateId: number) =>
    (await s.t.app.inject(`/api/estates/${estateId}`)).statusCode === 200;

  return Object.assign(s, { reportAs, visitorReport, mailsTo, queue, decide, isPublic });
}

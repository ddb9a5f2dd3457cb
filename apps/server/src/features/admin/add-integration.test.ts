import { adminMessages, messages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { authHeader } from '../../../test/users.ts';
import { importRuns, integrations, users } from '../../db/schema.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ FTP_PUBLIC_HOST: 'ftp.dachowo.pl', FTP_PORT: '2100' });
  admin = await authHeader(t.secrets.jwtSecret, await makeUser(t.db, { admin: true }));
});
afterAll(() => t.close());

const makeCompany = () => makeUser(t.db, { company: true, companyName: 'Biuro Nieruchomości' });
const add = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/site/add-integration', headers: admin, payload });
const valid = { ftpPassword: 'tajne1', type: 'galactica' };

describe('POST /api/site/add-integration', () => {
  it('answers the form rules of spec §5', async () => {
    const company = await makeCompany();
    const cases: [object, string][] = [
      [{ ...valid, userId: 'abc', ftpLogin: 'a@b.pl' }, messages.digits],
      [{ ...valid, userId: company.userId, ftpLogin: '' }, messages.required],
      [{ ...valid, userId: company.userId, ftpLogin: 'nie-email' }, messages.email],
      [{ ...valid, userId: company.userId, ftpLogin: 'a@b.pl', ftpPassword: '1234' }, messages.min(5)],
      [{ ...valid, userId: company.userId, ftpLogin: 'a@b.pl', type: 'inny' }, messages.required],
    ];
    for (const [payload, error] of cases) {
      const answer = await add(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe(error);
    }
  });

  it('gives a company its access, stores the password encrypted and the company reads it on /integracja', async () => {
    const company = await makeCompany();
    const answer = await add({ ...valid, userId: String(company.userId), ftpLogin: 'Eksport@Biuro.pl' });
    expect(answer.json()).toEqual({ message: adminMessages.integrationAdded });

    const [stored] = await t.db.select().from(integrations).where(eq(integrations.userId, company.userId));
    expect(stored?.ftpLogin).toBe('eksport@biuro.pl');
    expect(stored?.ftpPasswordEncrypted).not.toContain('tajne1');
    const [owner] = await t.db.select().from(users).where(eq(users.userId, company.userId));
    expect(owner?.integrationId).toBe(stored?.integrationId);

    await t.db.insert(importRuns).values({
      integrationId: stored!.integrationId,
      fileName: 'oferty.zip',
      contentHash: 'abc',
      status: 'done',
      added: 3,
      receivedAt: new Date('2026-01-02T03:04:05Z'),
    });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/user/${company.userId}/integration/${stored!.integrationId}`,
      headers: await authHeader(t.secrets.jwtSecret, company),
    });
    expect(own.json()).toMatchObject({
      type: 'galactica',
      ftpLogin: 'eksport@biuro.pl',
      ftpPassword: 'tajne1',
      ftp: { host: 'ftp.dachowo.pl', port: 2100, passive: true },
      runs: [{ fileName: 'oferty.zip', status: 'done', added: 3, receivedAt: '2026-01-02T03:04:05.000Z' }],
    });
  });

  it('refuses a private account, an unknown user, a second integration and a login in use', async () => {
    const company = await makeCompany();
    const other = await makeCompany();
    const person = await makeUser(t.db);
    const privateAnswer = await add({ ...valid, userId: person.userId, ftpLogin: 'osoba@biuro.pl' });
    expect(privateAnswer.statusCode).toBe(400);
    expect(privateAnswer.json()).toEqual({ error: adminMessages.notCompany });
    const unknown = await add({ ...valid, userId: 999_999, ftpLogin: 'nikt@biuro.pl' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: adminMessages.userMissing });

    expect((await add({ ...valid, userId: company.userId, ftpLogin: 'jeden@biuro.pl' })).statusCode).toBe(
      200,
    );
    const second = await add({ ...valid, userId: company.userId, ftpLogin: 'dwa@biuro.pl' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: adminMessages.hasIntegration });
    const taken = await add({ ...valid, userId: other.userId, ftpLogin: 'JEDEN@biuro.pl' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: adminMessages.loginTaken });
    const [otherRow] = await t.db.select().from(users).where(eq(users.userId, other.userId));
    expect(otherRow?.integrationId).toBeNull();
  });
});

import { formatDateTime } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeUser } from '../../../test/factories.ts';
import { mailOutbox } from '../../db/schema.ts';
import { importPackagesJob } from '../../jobs/import-packages.job.ts';
import { addIntegration, hoursAgo } from './imports-admin.fixture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admins: string[];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.pl' });
  admins = [(await makeUser(t.db, { admin: true })).email, (await makeUser(t.db, { admin: true })).email];
  await makeUser(t.db);
  await addIntegration(t.db, { createdAt: hoursAgo(500), lastDeliveryAt: hoursAgo(47) });
  await addIntegration(t.db, { createdAt: hoursAgo(1) });
});
afterAll(() => t.close());

const nightly = () => importPackagesJob(t, { settleSeconds: 0, keepDays: 30 }).nightly();
const mails = () => t.db.select().from(mailOutbox).orderBy(mailOutbox.mailId);

describe('the daily e-mail about silent integrations', () => {
  it('is not sent while every integration delivers', async () => {
    expect(await nightly()).toMatchObject({ silent: 0 });
    expect(await mails()).toEqual([]);
  });

  it('lists the silent integrations to every admin and nobody else, once a day', async () => {
    const quiet = await addIntegration(t.db, {
      createdAt: hoursAgo(500),
      lastDeliveryAt: hoursAgo(49),
      companyName: 'Cisza Sp. z o.o.',
    });
    const never = await addIntegration(t.db, { createdAt: hoursAgo(49), companyName: 'Nowe Biuro' });

    expect(await nightly()).toMatchObject({ silent: 2 });
    const sent = await mails();
    expect(sent.map((mail) => mail.to).sort()).toEqual([...admins].sort());
    for (const mail of sent) {
      expect(mail.subject).toBe('Integracje bez dostaw od 48 h');
      expect(mail.text).toContain(
        `${quiet.ftpLogin} (Cisza Sp. z o.o.): ostatnia dostawa ${formatDateTime(quiet.lastDeliveryAt!)}`,
      );
      expect(mail.text).toContain(`${never.ftpLogin} (Nowe Biuro): jeszcze nic nie dostarczyła`);
      expect(mail.text).toContain('https://portal.example.pl/admin/importy');
      expect(mail.html).toContain('href="https://portal.example.pl/admin/importy"');
      expect(mail.text.match(/crm-\d+/g)).toEqual([quiet.ftpLogin, never.ftpLogin]);
    }

    // The next run the same day (another instance, a restart) sends nothing more.
    expect(await nightly()).toMatchObject({ silent: 0 });
    expect(await mails()).toHaveLength(2);
  });
});

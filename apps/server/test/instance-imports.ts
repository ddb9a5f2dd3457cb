import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import { demoPassword, demoUsers } from '../src/db/demo/seed-demo.ts';
import { buildZip } from './fixtures/crm/build-zip.ts';
import { ofertyNetXml } from './fixtures/crm/packages.ts';
import { call, logIn } from './instance-client.ts';

const ftpLogin = 'crm@biuro-demo.pl';
const ftpPassword = 'haslo-crm-123';

type Target = { url: string };

/**
 * The demo agency's FTP integration, added by the demo admin (`adminAuth`) through the API for the first test that
 * asks and found again for the others.
 */
export async function demoIntegration(target: Target, adminAuth: string) {
  const find = async () => {
    const { json } = await call(target, 'GET', '/api/site/imports', { auth: adminAuth });
    const found = (json as { integrationId: number; ftpLogin: string; company: { userId: number } }[]).find(
      (integration) => integration.ftpLogin === ftpLogin,
    );
    return found && { integrationId: found.integrationId, companyUserId: found.company.userId };
  };
  const known = await find();
  if (known) return known;
  const company = await logIn(target, demoUsers.company.email, demoPassword);
  const body = { userId: company.userId, ftpLogin, ftpPassword, type: 'galactica' };
  const added = await call(target, 'POST', '/api/site/add-integration', { body, auth: adminAuth });
  const created = await find();
  if (!created) throw new Error(`integration not added: ${JSON.stringify(added.json)}`);
  return created;
}

/** A Galactica package (Oferty.net XML in a ZIP) with `count` flats in Kraków whose ids start with `prefix`. */
export function offersPackage(prefix: string, count: number): Buffer {
  const offers = Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${i}`,
    title: `Oferta ${prefix} ${i}`,
  }));
  return buildZip([{ name: 'oferty.xml', content: ofertyNetXml({ offers }) }]);
}

/** What the agency's CRM does: logs in to an instance's FTP server and uploads the package. */
export async function deliverOverFtp(ftpPort: number, name: string, content: Buffer) {
  const client = new Client(10_000);
  try {
    await client.access({ host: '127.0.0.1', port: ftpPort, user: ftpLogin, password: ftpPassword });
    await client.uploadFrom(Readable.from([content]), name);
  } finally {
    client.close();
  }
}

/** How many ads the user's public list shows on an instance. */
export async function listedAdsOf(target: Target, userId: number): Promise<number> {
  const { json } = await call(target, 'GET', `/api/estates/user/${userId}`);
  return json.count as number;
}

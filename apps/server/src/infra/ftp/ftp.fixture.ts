import { Client } from 'basic-ftp';
import { makeUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { integrations } from '../../db/schema.ts';
import { encryptSecret } from '../secret-box.ts';

/** A company with an integration whose FTP password is stored the way the admin's form stores it. */
export async function makeIntegration(db: Db, secretKey: string, ftpLogin: string, password: string) {
  const company = await makeUser(db, { company: true, companyName: `Biuro ${ftpLogin}` });
  const [row] = await db
    .insert(integrations)
    .values({
      userId: company.userId,
      type: 'imo',
      ftpLogin,
      ftpPasswordEncrypted: encryptSecret(password, secretKey),
    })
    .returning();
  return row!;
}

/** A real FTP client logged in to the server under test; close it when done. */
export async function ftpClient(port: number, user: string, password: string, secure = false) {
  const client = new Client(10_000);
  try {
    await client.access({
      host: '127.0.0.1',
      port,
      user,
      password,
      secure,
      secureOptions: { rejectUnauthorized: false },
    });
    return client;
  } catch (error) {
    client.close();
    throw error;
  }
}

import { makeUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { importRuns, importWithdrawals, integrations } from '../../db/schema.ts';

const hour = 3_600_000;
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * hour);

let logins = 0;

/** A company with an integration created and last delivered when the test says. */
export async function addIntegration(
  db: Db,
  options: { createdAt?: Date; lastDeliveryAt?: Date | null; companyName?: string } = {},
) {
  const company = await makeUser(db, { company: true, companyName: options.companyName ?? 'Biuro Testowe' });
  const [row] = await db
    .insert(integrations)
    .values({
      userId: company.userId,
      type: 'asari',
      ftpLogin: `crm-${++logins}`,
      ftpPasswordEncrypted: 'x',
      createdAt: options.createdAt ?? new Date(),
      lastDeliveryAt: options.lastDeliveryAt ?? null,
    })
    .returning();
  return { ...row!, company };
}

/** A finished run of an integration started `startedAt`. */
export async function addRun(db: Db, integrationId: number, startedAt: Date, fileName = 'oferty.zip') {
  const [run] = await db
    .insert(importRuns)
    .values({
      integrationId,
      fileName,
      contentHash: `${fileName}-${startedAt.getTime()}-${Math.random()}`,
      status: 'done',
      added: 2,
      problems: ['oferta X-1: brak ceny'],
      receivedAt: startedAt,
      startedAt,
      finishedAt: startedAt,
    })
    .returning();
  return run!;
}

/** A mass withdrawal of these ads waiting for the admin. */
export async function holdWithdrawal(db: Db, integrationId: number, runId: number, estateIds: number[]) {
  const [held] = await db.insert(importWithdrawals).values({ integrationId, runId, estateIds }).returning();
  return held!;
}

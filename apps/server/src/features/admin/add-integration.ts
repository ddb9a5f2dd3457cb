import { type AddIntegration, adminMessages } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { integrations, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/app-error.ts';
import { encryptSecret } from '../../infra/secret-box.ts';

/**
 * Gives a company account its FTP access for the automatic import (spec §1): one per company, the login unique
 * across the portal, the password stored encrypted so that the company can read it back on /integracja.
 */
export async function addIntegration(context: Context, input: AddIntegration): Promise<number> {
  const { db, secrets } = context;
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ company: users.company })
        .from(users)
        .where(eq(users.userId, input.userId))
        .for('update');
      if (!user) throw notFound(adminMessages.userMissing);
      if (!user.company) throw badRequest(adminMessages.notCompany);
      const [own] = await tx
        .select({ id: integrations.integrationId })
        .from(integrations)
        .where(eq(integrations.userId, input.userId));
      if (own) throw conflict(adminMessages.hasIntegration);
      const [taken] = await tx
        .select({ id: integrations.integrationId })
        .from(integrations)
        .where(eq(integrations.ftpLogin, input.ftpLogin));
      if (taken) throw conflict(adminMessages.loginTaken);
      const [created] = await tx
        .insert(integrations)
        .values({
          userId: input.userId,
          type: input.type,
          format: input.format,
          ftpLogin: input.ftpLogin,
          ftpPasswordEncrypted: encryptSecret(input.ftpPassword, secrets.secretKey),
        })
        .returning({ integrationId: integrations.integrationId });
      const integrationId = created!.integrationId;
      await tx.update(users).set({ integrationId }).where(eq(users.userId, input.userId));
      return integrationId;
    });
  } catch (error) {
    // Two admins adding the same login at once: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(error)) throw conflict(adminMessages.loginTaken);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

import { type CompanyKind, companyKindMessages } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Context } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../http/app-error.ts';

/** Marks a company account a developer or an agency; any other account is refused, nothing changed. */
export async function setCompanyKind(context: Context, { userId, developer }: CompanyKind): Promise<void> {
  const changed = await context.db
    .update(users)
    .set({ developer, modifiedAt: new Date() })
    .where(and(eq(users.userId, userId), eq(users.company, true)))
    .returning({ userId: users.userId });
  if (changed.length === 0) throw badRequest(companyKindMessages.notCompany);
}

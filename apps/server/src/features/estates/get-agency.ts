import { type Agency, routes } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';

/**
 * GET /api/estates/user/{userId}/agency: the public face of a company account (an agency or a developer), with or
 * without listed ads: its name, logo, address and phone, as a business shows them. A private person's account has
 * no such page, and an account never activated is nobody's yet.
 */
export async function getAgency(db: Db, userId: number): Promise<Agency> {
  const [row] = await db
    .select({
      userId: users.userId,
      companyName: users.companyName,
      developer: users.developer,
      logo: users.logo,
      address: users.address,
      cityCode: users.cityCode,
      phone: users.phone,
    })
    .from(users)
    .where(and(eq(users.userId, userId), eq(users.company, true), eq(users.active, true)));
  if (!row) throw notFound('Nie znaleziono firmy.');
  return {
    userId: row.userId,
    name: row.companyName ?? '',
    kind: row.developer ? 'developer' : 'agency',
    logo: row.logo ? routes.logo(row.logo) : null,
    address: row.address,
    cityCode: row.cityCode,
    phone: row.phone,
  };
}

import { type Profile, routes } from '@portal/domain';
import type { users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;

/** The §3 profile: the session fields plus the personal or the company set, chosen by the account's kind. */
export function presentProfile(user: UserRow, session: { token: string; expiration: number }): Profile {
  const common = {
    token: session.token,
    expiration: session.expiration,
    userId: user.userId,
    email: user.email,
    admin: user.admin,
    integrationId: user.integrationId ?? 0,
    phone: user.phone,
  };
  if (user.company) {
    return {
      ...common,
      company: true,
      companyName: user.companyName ?? '',
      nip: user.nip ?? '',
      address: user.address ?? '',
      cityCode: user.cityCode ?? '',
      developer: user.developer,
      logo: user.logo ? routes.logo(user.logo) : null,
    };
  }
  return { ...common, company: false, name: user.name ?? '', surname: user.surname ?? '' };
}

// A logged-in private user's profile as POST /api/user/login answers it.
import type { Profile } from '@portal/domain';

export function makeProfile(
  overrides: { expiration?: number; admin?: boolean; integrationId?: number; userId?: number } = {},
): Profile {
  return {
    token: 'token-123',
    userId: 42,
    email: 'jan@example.pl',
    expiration: Math.floor(Date.now() / 1000) + 3600,
    admin: false,
    integrationId: 0,
    phone: '600100200',
    company: false,
    name: 'Jan',
    surname: 'Kowalski',
    ...overrides,
  };
}

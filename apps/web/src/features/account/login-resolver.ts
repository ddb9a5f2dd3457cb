// The login form's checks, loaded on the form's first use (ui/lazy-resolver.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema } from '@portal/domain';

export const loginResolver = zodResolver(LoginSchema);

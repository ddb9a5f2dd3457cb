// The guard of spec §2's admin routes: anyone without the admin flag sees the error page, as for an unknown address.
// The server checks the flag again on every call, so this only spares non-admins a page that cannot work.
import { Outlet } from 'react-router';
import { isAdmin, useProfile } from '../../api/session.ts';
import { ErrorView } from '../../ui/error-view.tsx';

export function RequireAdmin() {
  const profile = useProfile();
  if (!isAdmin(profile)) return <ErrorView />;
  return <Outlet />;
}

// The guard of spec §2's login-required routes: without a profile the visitor is sent to /logowanie.
import { routes } from '@portal/domain';
import { Navigate, Outlet } from 'react-router';
import { useProfile } from '../api/session.ts';

/**
 * A layout route: put every login-only route among its children. It also reacts to a logout in another tab or an
 * expired session, since the profile store notifies it.
 */
export function RequireLogin() {
  const profile = useProfile();
  if (!profile) return <Navigate to={routes.login()} replace />;
  return <Outlet />;
}

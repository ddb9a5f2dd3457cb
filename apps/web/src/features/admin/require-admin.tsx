// The guard of spec §2's admin routes: anyone without the admin flag sees the error page, as for an unknown address.
// The server checks the flag again on every call, so this only spares non-admins a page that cannot work.
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { refreshProfile } from '../../api/profile-refresh.ts';
import { isAdmin, useProfile } from '../../api/session.ts';
import { ErrorView } from '../../ui/error-view.tsx';

export function RequireAdmin() {
  const profile = useProfile();
  // The stored profile may predate the admin flag: the server's word decides before the error page is shown.
  const [isChecked, setChecked] = useState(false);
  const needsCheck = profile !== null && !isAdmin(profile) && !isChecked;
  useEffect(() => {
    if (needsCheck) void refreshProfile().finally(() => setChecked(true));
  }, [needsCheck]);
  if (isAdmin(profile)) return <Outlet />;
  if (needsCheck)
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Sprawdzanie uprawnień" />
      </Center>
    );
  return <ErrorView />;
}

// Route module of /odswiez-ogloszenie/{id} (spec §2): refreshes the ad, then returns to the list, which reloads.
import { Center, Loader } from '@mantine/core';
import { routes } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useRefreshAction } from './estate-actions.ts';

export function Component() {
  const raw = useParams().id ?? '';
  const estateId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const refresh = useRefreshAction();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // React's development double effects must not refresh twice.
    if (estateId === undefined || started.current) return;
    started.current = true;
    refresh(estateId, () => navigate(routes.manage(), { replace: true }));
  }, [estateId, refresh, navigate]);

  if (estateId === undefined) return <Navigate to={routes.manage()} replace />;
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Odświeżanie ogłoszenia" />
    </Center>
  );
}

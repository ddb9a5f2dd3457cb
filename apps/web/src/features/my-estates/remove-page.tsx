// Route module of /usun-ogloszenie/{id} (spec §2): after a confirmation deletes the ad, then returns to the list.
import { Center, Loader } from '@mantine/core';
import { routes } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useDeleteAction } from './estate-actions.ts';

export function Component() {
  const raw = useParams().id ?? '';
  const estateId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  const remove = useDeleteAction();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (estateId === undefined || started.current) return;
    started.current = true;
    const back = () => navigate(routes.manage(), { replace: true });
    // A link alone must never delete an ad: without the person's yes, nothing happens.
    if (!remove(estateId, back)) back();
  }, [estateId, remove, navigate]);

  if (estateId === undefined) return <Navigate to={routes.manage()} replace />;
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Usuwanie ogłoszenia" />
    </Center>
  );
}

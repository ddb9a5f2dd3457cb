// Route module of '/{singular type}/{title-slug}/{estateId}': loads the ad, records the visit, fixes the URL.
import { Center, Loader } from '@mantine/core';
import { type EstateDetail, notFoundTitles, routes } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { rememberViewed } from '../../ui/recently-viewed-store.ts';
import { useEstate } from './api/get-estate.ts';
import { recordView } from './api/record-view.ts';
import { EstateView } from './estate-view.tsx';

function readEstateId(raw: string | undefined): number | undefined {
  return /^[1-9]\d{0,9}$/.test(raw ?? '') ? Number(raw) : undefined;
}

/**
 * Once per opened ad: the page view (errors ignored), the browser's 'Ostatnio oglądane', the tab's title and the
 * canonical address.
 */
function useOpenedEstate(estate: EstateDetail) {
  const recorded = useRef<number>(undefined);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const canonical = routes.estate(estate.type, estate.title, estate.estateId);

  useEffect(() => {
    // React's development double effects must not count a visit twice.
    if (recorded.current === estate.estateId) return;
    recorded.current = estate.estateId;
    recordView({ estateId: estate.estateId, type: 'page' });
    rememberViewed(estate.estateId);
  }, [estate.estateId]);

  useDocumentTitle(estate.title);

  useEffect(() => {
    // An old or mistyped title slug with the right id still finds the ad; the address bar shows the real one.
    if (pathname !== canonical) navigate(`${canonical}${search}`, { replace: true });
  }, [pathname, search, canonical, navigate]);
}

function OpenedEstate({ estate }: { estate: EstateDetail }) {
  useOpenedEstate(estate);
  return <EstateView estate={estate} />;
}

function EstateById({ estateId }: { estateId: number }) {
  const { data, isPending } = useEstate(estateId);
  if (isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Wczytywanie ogłoszenia" />
      </Center>
    );
  }
  // Missing, inactive or expired (404), or a failed load: the not-found view (spec §8).
  if (!data) return <ErrorView title={notFoundTitles.ad} />;
  return <OpenedEstate key={data.estateId} estate={data} />;
}

export function Component() {
  const estateId = readEstateId(useParams().estateId);
  if (estateId === undefined) return <ErrorView />;
  return <EstateById key={estateId} estateId={estateId} />;
}

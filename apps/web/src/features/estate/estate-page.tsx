// Route module of '/{singular type}/{title-slug}/{estateId}': loads the ad, records the visit, fixes the URL.
import { Center, Loader } from '@mantine/core';
import { type EstateDetail, notFoundTitles, routes } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { rememberViewed } from '../../ui/recently-viewed-store.ts';
import { archivedAdQuery, useArchivedAd } from './api/get-archived-ad.ts';
import { estateQuery } from './api/get-estate.ts';
import { recordView } from './api/record-view.ts';
import { ArchivedAdView } from './archived-ad.tsx';
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

const loading = (
  <Center py="xl">
    <Loader role="status" aria-label="Wczytywanie ogłoszenia" />
  </Center>
);

/** An ad not online: what it was ('Ogłoszenie nieaktualne'), or the not-found view for a number never an ad. */
function ArchivedOrMissing({ estateId }: { estateId: number }) {
  const { data, isPending } = useArchivedAd(estateId);
  if (isPending) return loading;
  if (!data) return <ErrorView title={notFoundTitles.ad} />;
  return <ArchivedAdView ad={data} />;
}

function EstateById({ estateId }: { estateId: number }) {
  // A gone ad's page comes from the server with its summary instead of its detail: shown at once, asking nothing.
  const seededGone = useQueryClient().getQueryData(archivedAdQuery(estateId).queryKey);
  const { data, isPending } = useQuery({ ...estateQuery(estateId), enabled: !seededGone });
  if (seededGone) return <ArchivedAdView ad={seededGone} />;
  if (isPending) return loading;
  // Missing, inactive or expired (404): what it was, if it was; a failed load: the not-found view (spec §8).
  if (!data) return <ArchivedOrMissing estateId={estateId} />;
  return <OpenedEstate key={data.estateId} estate={data} />;
}

export function Component() {
  const estateId = readEstateId(useParams().estateId);
  if (estateId === undefined) return <ErrorView />;
  return <EstateById key={estateId} estateId={estateId} />;
}

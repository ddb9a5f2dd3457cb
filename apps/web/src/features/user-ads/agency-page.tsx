// Route module of '/firmy/{slug}/{userId}[/oferty-{n}]': a company's page (an agency's or a developer's): its name,
// kind, logo, address and phone, then its ads in the list's sort and pages. A private person's account has none.
import { Center, Loader, Stack, Title } from '@mantine/core';
import {
  type Agency,
  agencyOffersHeading,
  agencyPageTitle,
  agencyTexts,
  notFoundTitles,
  parseIdSegment,
  parsePageSegment,
  routes,
  sellerKindLabels,
} from '@portal/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { EstateList } from '../../ui/estate-list.tsx';
import { useListSort } from '../../ui/list-sort.ts';
import buttons from '../../ui/plain-button.module.css';
import classes from './agency-page.module.css';
import { useAgency } from './api/get-agency.ts';
import { useUserEstates } from './api/get-user-estates.ts';

/** The phone behind a button, as on the ad page: shown once asked for. */
function AgencyPhone({ phone }: { phone: string }) {
  const [isShown, setShown] = useState(false);
  if (isShown) return <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>;
  return (
    <button type="button" className={`${buttons.button} ${buttons.light}`} onClick={() => setShown(true)}>
      {agencyTexts.showPhone}
    </button>
  );
}

function AgencyCard({ agency }: { agency: Agency }) {
  const address = [agency.address, agency.cityCode].filter(Boolean).join(', ');
  return (
    <section className={classes.card} aria-label={agency.name}>
      {agency.logo && (
        <img
          className={classes.logo}
          src={agency.logo}
          alt={agencyTexts.logoAlt(agency.name)}
          width={160}
          height={80}
        />
      )}
      <dl className={classes.facts}>
        {address && (
          <>
            <dt>{agencyTexts.address}</dt>
            <dd>{address}</dd>
          </>
        )}
        <dt>{agencyTexts.phone}</dt>
        <dd>
          <AgencyPhone phone={agency.phone} />
        </dd>
      </dl>
    </section>
  );
}

function AgencyOffers({ agency, page }: { agency: Agency; page: number }) {
  const sort = useListSort();
  const { data, isPending } = useUserEstates({ userId: agency.userId, page, sort });
  // A page past the last one is not found (the server answers it with a 404 too).
  if (page > 1 && data?.rows.length === 0) return <ErrorView />;
  return (
    <Stack gap="md" component="section" aria-labelledby="agency-offers">
      <h2 className={classes.heading} id="agency-offers">
        {agencyOffersHeading[agency.kind]}
      </h2>
      <EstateList
        rows={data?.rows}
        count={data?.count ?? 0}
        page={page}
        loading={isPending}
        emptyText={agencyTexts.empty}
        pageHref={(target) => routes.agency(agency.userId, agency.name, target)}
      />
    </Stack>
  );
}

function AgencyPage({ userId, page }: { userId: number; page: number }) {
  const { data: agency, isPending } = useAgency(userId);
  useDocumentTitle(agency ? agencyPageTitle(agency.name, agency.kind) : undefined);
  if (isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Wczytywanie strony firmy" />
      </Center>
    );
  }
  if (!agency) return <ErrorView title={notFoundTitles.seller} />;
  return (
    <Stack gap="lg">
      <Breadcrumbs items={[{ label: agency.name }]} />
      <div>
        <Title order={1}>{agency.name}</Title>
        <p className={classes.kind}>{sellerKindLabels[agency.kind]}</p>
      </div>
      <AgencyCard agency={agency} />
      <AgencyOffers agency={agency} page={page} />
    </Stack>
  );
}

export function Component() {
  const params = useParams();
  const userId = parseIdSegment(params.userId);
  // No segment is page 1; a segment that is not 'oferty-{n}' is an unknown address.
  const page = params.page === undefined ? 1 : parsePageSegment(params.page);
  if (userId === undefined || page === undefined) return <ErrorView />;
  return <AgencyPage key={userId} userId={userId} page={page} />;
}

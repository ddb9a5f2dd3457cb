// Route module of /zarzadzaj-ogloszeniami[/oferty-{n}] (spec §2): the logged-in user's ads, active and inactive.
import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { parsePageSegment, routes } from '@portal/domain';
import { Link, useParams } from 'react-router';
import { useLoggedInProfile } from '../../api/session.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { Pagination, totalPagesOf } from '../../ui/pagination.tsx';
import { useAccountEstates } from './api/get-account-estates.ts';
import { useDeleteAction } from './estate-actions.ts';
import { ManagedEstateCardView } from './managed-estate-card.tsx';
import { myEstatesTexts as texts } from './my-estates-texts.ts';
import { OwnDecisions } from './own-decisions.tsx';
import { PublishedNotice } from './published-notice.tsx';

export function MyEstates({ userId, page }: { userId: number; page: number }) {
  const { data, isPending } = useAccountEstates(userId, page);
  const onDelete = useDeleteAction();
  useDocumentTitle(texts.title);

  let content = (
    <Center py="xl">
      <Loader role="status" aria-label="Wczytywanie ogłoszeń" />
    </Center>
  );
  if (!isPending && (!data || data.rows.length === 0)) content = <Text py="lg">{texts.empty}</Text>;
  else if (data)
    content = (
      <Stack gap="md">
        {data.rows.map((estate) => (
          <ManagedEstateCardView key={estate.estateId} estate={estate} onDelete={(id) => onDelete(id)} />
        ))}
        <Pagination page={page} totalPages={totalPagesOf(data.count)} pageHref={routes.manage} />
      </Stack>
    );

  return (
    <Stack gap="md">
      <Breadcrumbs items={[{ label: texts.title }]} />
      <Group justify="space-between">
        <Title order={1}>{texts.title}</Title>
        <Button component={Link} to={routes.addEstate()}>
          {texts.addEstate}
        </Button>
      </Group>
      <PublishedNotice />
      <OwnDecisions />
      {content}
    </Stack>
  );
}

export function Component() {
  const { userId } = useLoggedInProfile();
  const segment = useParams().page;
  const page = segment === undefined ? 1 : parsePageSegment(segment);
  if (page === undefined) return <ErrorView />;
  return <MyEstates userId={userId} page={page} />;
}

// Route module of '/ogloszenia-uzytkownika/{userId}[/oferty-{n}]' (spec §2): every active ad of one user.
import { Stack, Title } from '@mantine/core';
import { parsePageSegment, routes, userAdsTitle } from '@portal/domain';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { ErrorView } from '../../ui/error-view.tsx';
import { EstateList } from '../../ui/estate-list.tsx';
import { useListSort } from '../../ui/list-sort.ts';
import { useSeller } from './api/get-seller.ts';
import { useUserEstates } from './api/get-user-estates.ts';

export const userAdsTexts = {
  empty: 'W chwili obecnej użytkownik nie posiada dodanych ofert!',
};

function UserAds({ userId, page }: { userId: number; page: number }) {
  const sort = useListSort();
  const { data, isPending } = useUserEstates({ userId, page, sort });
  const title = userAdsTitle(useSeller(userId).data?.name);
  // A page past the last one is not found (the server answers it with a 404 too); the error view titles it.
  const isPastLast = page > 1 && data?.rows.length === 0;
  useDocumentTitle(isPastLast ? undefined : title);

  if (isPastLast) return <ErrorView />;
  return (
    <Stack gap="lg">
      <Breadcrumbs items={[{ label: title }]} />
      <Title order={1}>{title}</Title>
      <EstateList
        rows={data?.rows}
        count={data?.count ?? 0}
        page={page}
        loading={isPending}
        emptyText={userAdsTexts.empty}
        pageHref={(target) => routes.userAds(userId, target)}
      />
    </Stack>
  );
}

export function Component() {
  const params = useParams();
  const userId = /^[1-9]\d{0,9}$/.test(params.userId ?? '') ? Number(params.userId) : undefined;
  // No segment is page 1; a segment that is not 'oferty-{n}' is an unknown address.
  const page = params.page === undefined ? 1 : parsePageSegment(params.page);
  if (userId === undefined || page === undefined) return <ErrorView />;
  return <UserAds userId={userId} page={page} />;
}

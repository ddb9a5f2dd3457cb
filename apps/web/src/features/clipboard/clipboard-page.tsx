// Route module of '/schowek' ('Schowek', spec §2, §4): a visitor's ads kept in the `safe` cookie, a logged-in
// person's favourites kept on the account; un-starring removes a card.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { hidingTexts, Limits, routes } from '@portal/domain';
import { Link } from 'react-router';
import { useProfile } from '../../api/session.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useClipboard } from '../../ui/clipboard-store.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { EstateGrid } from '../../ui/estate-grid.tsx';
import { useClipboardEstates } from './api/get-clipboard-estates.ts';
import { FavouritesView } from './favourites-view.tsx';

export const clipboardTexts = {
  title: 'Schowek',
  empty: 'W chwili obecnej w schowku nie ma dodanych żadnych ofert!',
};

export function Component() {
  const profile = useProfile();
  useDocumentTitle(clipboardTexts.title);
  return (
    <Stack gap="lg">
      <Breadcrumbs items={[{ label: clipboardTexts.title }]} />
      <Title order={1}>{clipboardTexts.title}</Title>
      <Anchor component={Link} to={routes.hidden()} w="fit-content">
        {hidingTexts.title}
      </Anchor>
      {profile ? (
        <FavouritesView userId={profile.userId} empty={clipboardTexts.empty} />
      ) : (
        <VisitorClipboard />
      )}
    </Stack>
  );
}

/** A visitor's clipboard: the ads of the cookie. */
function VisitorClipboard() {
  const ids = useClipboard();
  const { data, isPending, isError } = useClipboardEstates(ids);
  // Ads un-starred on this page leave at once; ads the server no longer lists (expired) are simply absent.
  const rows = data?.rows.filter((estate) => ids.includes(estate.estateId));
  const isLoading = ids.length > 0 && isPending;
  const isEmpty = ids.length === 0 || isError || (!isLoading && rows?.length === 0);

  if (isEmpty) {
    return (
      <Text size="lg" py="xl" ta="center">
        {clipboardTexts.empty}
      </Text>
    );
  }
  return (
    <EstateGrid
      estates={rows}
      isLoading={isLoading}
      placeholders={Math.min(ids.length, Limits.clipboardMax)}
    />
  );
}

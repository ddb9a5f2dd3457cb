// Route module of '/schowek' ('Schowek', spec §2, §4): the ads kept in the `safe` cookie; un-starring removes a card.
import { Stack, Text, Title } from '@mantine/core';
import { Limits } from '@portal/domain';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useClipboard } from '../../ui/clipboard-store.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { EstateGrid } from '../../ui/estate-grid.tsx';
import { useClipboardEstates } from './api/get-clipboard-estates.ts';

export const clipboardTexts = {
  title: 'Schowek',
  empty: 'W chwili obecnej w schowku nie ma dodanych żadnych ofert!',
};

export function Component() {
  const ids = useClipboard();
  const { data, isPending, isError } = useClipboardEstates(ids);
  // Ads un-starred on this page leave at once; ads the server no longer lists (expired) are simply absent.
  const rows = data?.rows.filter((estate) => ids.includes(estate.estateId));
  const isLoading = ids.length > 0 && isPending;
  const isEmpty = ids.length === 0 || isError || (!isLoading && rows?.length === 0);

  useDocumentTitle(clipboardTexts.title);

  return (
    <Stack gap="lg">
      <Breadcrumbs items={[{ label: clipboardTexts.title }]} />
      <Title order={1}>{clipboardTexts.title}</Title>
      {isEmpty ? (
        <Text size="lg" py="xl" ta="center">
          {clipboardTexts.empty}
        </Text>
      ) : (
        <EstateGrid
          estates={rows}
          isLoading={isLoading}
          placeholders={Math.min(ids.length, Limits.clipboardMax)}
        />
      )}
    </Stack>
  );
}

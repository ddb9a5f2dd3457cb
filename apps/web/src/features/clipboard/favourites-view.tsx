// '/schowek' of a logged-in person: the favourites kept on the account, each marked when its price dropped since it
// was starred; those no longer offered stay, marked, until removed. The e-mail setting sits above them.
import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { type Favourite, favouriteTexts, formatPrice } from '@portal/domain';
import { EstateGrid } from '../../ui/estate-grid.tsx';
import { showFlash } from '../../ui/flash.tsx';
import { useFavouriteMails, useFavourites, useRemoveFavourite } from './api/favourites.ts';

export const favouritesViewTexts = {
  mails: 'Powiadamiaj mnie e-mailem o obniżkach cen i wycofaniu ulubionych ogłoszeń',
  remove: 'Usuń',
  removeLabel: (title: string) => `Usuń z ulubionych: ${title}`,
  failed: 'Nie udało się wczytać ulubionych ogłoszeń. Spróbuj ponownie za chwilę.',
};

function GoneFavourite({ favourite, onRemove }: { favourite: Favourite; onRemove: () => void }) {
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fw={700}>{favourite.title}</Text>
          <Text size="sm" c="red.9">
            {favouriteTexts.gone}
          </Text>
        </div>
        <Button
          variant="default"
          size="xs"
          onClick={onRemove}
          aria-label={favouritesViewTexts.removeLabel(favourite.title)}
        >
          {favouritesViewTexts.remove}
        </Button>
      </Group>
    </Paper>
  );
}

export function FavouritesView({ userId, empty }: { userId: number; empty: string }) {
  const { data, isPending, isError } = useFavourites(userId);
  const mails = useFavouriteMails(userId);
  const remove = useRemoveFavourite(userId);
  if (isError) return <Text role="alert">{favouritesViewTexts.failed}</Text>;
  const current = data?.rows.flatMap((row) => (row.card ? [row.card] : []));
  const gone = data?.rows.filter((row) => !row.card) ?? [];
  const drops = new Map(data?.rows.map((row) => [row.estateId, row.priceDrop]));
  const markOf = (estate: { estateId: number }) => {
    const drop = drops.get(estate.estateId);
    return drop ? favouriteTexts.priceDropped(formatPrice(drop)) : undefined;
  };
  const setMails = async (enabled: boolean) => {
    try {
      showFlash('success', (await mails.mutateAsync(enabled)).message);
    } catch (failure) {
      showFlash('error', failure instanceof Error ? failure.message : favouritesViewTexts.failed);
    }
  };
  return (
    <Stack gap="lg">
      <Switch
        label={favouritesViewTexts.mails}
        checked={data?.mails ?? false}
        disabled={isPending || mails.isPending}
        onChange={(event) => void setMails(event.currentTarget.checked)}
      />
      {data?.count === 0 ? (
        <Text size="lg" py="xl" ta="center">
          {empty}
        </Text>
      ) : (
        <EstateGrid estates={current} isLoading={isPending} placeholders={4} markOf={markOf} />
      )}
      {gone.map((favourite) => (
        <GoneFavourite
          key={favourite.estateId}
          favourite={favourite}
          onRemove={() => remove.mutate(favourite.estateId)}
        />
      ))}
    </Stack>
  );
}

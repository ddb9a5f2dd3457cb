// The star that keeps an ad in the clipboard (spec §4); a toggle button, so screen readers hear its state.
import { ActionIcon } from '@mantine/core';
import { StarIcon } from '../../ui/star-icon.tsx';
import { toggleClipboard, useClipboard } from './clipboard-store.ts';

export function ClipboardStar({ estateId }: { estateId: number }) {
  const isSaved = useClipboard().includes(estateId);
  return (
    <ActionIcon
      variant={isSaved ? 'filled' : 'default'}
      color="yellow.8"
      size="lg"
      aria-pressed={isSaved}
      aria-label={isSaved ? 'Usuń ze schowka' : 'Dodaj do schowka'}
      onClick={() => toggleClipboard(estateId)}
    >
      <StarIcon filled={isSaved} />
    </ActionIcon>
  );
}

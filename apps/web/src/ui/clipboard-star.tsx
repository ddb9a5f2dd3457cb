// The star that keeps an ad in the clipboard (spec §4); a toggle button, so screen readers hear its state.
// A plain button in the look of Mantine's ActionIcon, its star drawn by the stylesheet: every card of a list
// page rendered on the server has one.
import { announceDropped } from './clipboard-dropped.ts';
import classes from './clipboard-star.module.css';
import { toggleClipboard, useClipboard } from './clipboard-store.ts';

function toggle(estateId: number): void {
  const { dropped } = toggleClipboard(estateId);
  if (dropped !== null) void announceDropped(dropped);
}

export function ClipboardStar({ estateId }: { estateId: number }) {
  const isSaved = useClipboard().includes(estateId);
  return (
    <button
      type="button"
      className={`mantine-focus-auto mantine-active ${classes.star}`}
      aria-pressed={isSaved}
      aria-label={isSaved ? 'Usuń ze schowka' : 'Dodaj do schowka'}
      onClick={() => toggle(estateId)}
    />
  );
}

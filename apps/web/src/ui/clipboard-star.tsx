// The star that keeps an ad (spec §4); a toggle button, so screen readers hear its state. A visitor's star keeps it in
// the clipboard cookie, a logged-in person's on the account.
// A plain button in the look of Mantine's ActionIcon, its star and focus ring drawn by its own stylesheet: every
// card of a list page rendered on the server has one, and each class name is repeated in the page 24 times.
import { useProfile } from '../api/session.ts';
import { announceDropped } from './clipboard-dropped.ts';
import classes from './clipboard-star.module.css';
import { toggleClipboard } from './clipboard-store.ts';
import { useStarredIds, useToggleFavourite } from './favourites-store.ts';

function toggleCookie(estateId: number): void {
  const { dropped } = toggleClipboard(estateId);
  if (dropped !== null) void announceDropped(dropped);
}

export function ClipboardStar({ estateId }: { estateId: number }) {
  const profile = useProfile();
  const toggleFavourite = useToggleFavourite(profile?.userId ?? 0);
  const isSaved = useStarredIds().includes(estateId);
  const toggle = () => (profile ? void toggleFavourite(estateId, isSaved) : toggleCookie(estateId));
  return (
    <button
      type="button"
      className={classes.star}
      aria-pressed={isSaved}
      aria-label={isSaved ? 'Usuń ze schowka' : 'Dodaj do schowka'}
      onClick={toggle}
    />
  );
}

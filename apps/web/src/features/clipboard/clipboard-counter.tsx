// The top bar's link to the clipboard, with the number of ads kept in it (on the account when logged in).
import { routes } from '@portal/domain';
import { useStarredIds } from '../../ui/favourites-store.ts';
import { RouteLink } from '../../ui/route-link.tsx';
import { StarIcon } from '../../ui/star-icon.tsx';
import classes from './clipboard-counter.module.css';

export function ClipboardCounter() {
  const count = useStarredIds().length;
  return (
    <RouteLink to={routes.clipboard()} className={classes.counter} discover="none">
      <StarIcon filled={count > 0} size={16} />
      <span>Schowek ({count})</span>
    </RouteLink>
  );
}

// The page header of spec §2: the top bar (clipboard, session) over the logo and the navbar. Plain elements with
// the layout's CSS around Mantine's controls: the header is part of every page the server renders.
import { routes } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '../api/runtime-config.ts';
import { SessionStatus } from '../features/account/session-status.tsx';
import { ClipboardCounter } from '../features/clipboard/clipboard-counter.tsx';
import { RouteLink } from '../ui/route-link.tsx';
import { siteName } from '../ui/site.ts';
import classes from './layout.module.css';
import { MainNav } from './main-nav.tsx';

/** Whether the page is scrolled: the header re-renders when that flips, not on every scrolled pixel. */
function useScrolled(): boolean {
  const [isScrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return isScrolled;
}

export function Header() {
  const isScrolled = useScrolled();
  const name = useRuntimeConfig().siteName ?? siteName;

  return (
    <header className={classes.header} data-sticky={isScrolled || undefined}>
      <div className={classes.topBar}>
        <div className={classes.container}>
          <div className={classes.topBarRow}>
            <ClipboardCounter />
            <SessionStatus />
          </div>
        </div>
      </div>
      <div className={`${classes.container} ${classes.logoBar}`}>
        <div className={classes.logoRow}>
          <RouteLink to={routes.home()} className={classes.logo} discover="none">
            {name}
          </RouteLink>
          <MainNav />
        </div>
      </div>
    </header>
  );
}

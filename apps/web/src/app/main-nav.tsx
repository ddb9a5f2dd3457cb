// The navbar (spec §2 'Layout'): menus on wide screens, a burger with a drawer on phones. The dropdowns and the
// drawer are lazy modules (nav-menu.tsx, nav-drawer.tsx) so that the first paint needs no popover or modal code.
import { Burger, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { routes } from '@portal/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useProfile } from '../api/session.ts';
import buttons from '../ui/plain-button.module.css';
import { RouteLink } from '../ui/route-link.tsx';
import { useWideScreen } from '../ui/use-wide-screen.ts';
import classes from './layout.module.css';
import { burgerLabel, ServerNavBurger, ServerNavTrigger } from './nav-buttons.tsx';
import { isMenu, type NavEntry, navigationFor } from './navigation.ts';

const NavMenuEntry = lazy(() =>
  import('./nav-menu.tsx').then((module) => ({ default: module.NavMenuEntry })),
);
const NavDrawer = lazy(() => import('./nav-drawer.tsx').then((module) => ({ default: module.NavDrawer })));

function DesktopEntry({ entry, isWide }: { entry: NavEntry; isWide: boolean }) {
  if (!isMenu(entry)) {
    return (
      <RouteLink to={entry.to} className={classes.navItem} discover="none">
        {entry.label}
      </RouteLink>
    );
  }
  // The same trigger, inert, while the dropdown's code loads: nothing moves when it arrives.
  const trigger = import.meta.env.SSR ? (
    <ServerNavTrigger label={entry.label} />
  ) : (
    <UnstyledButton className={classes.navItem}>{entry.label} ▾</UnstyledButton>
  );
  if (!isWide) return trigger;
  return (
    <Suspense fallback={trigger}>
      <NavMenuEntry entry={entry} />
    </Suspense>
  );
}

export function MainNav() {
  const entries = navigationFor(useProfile());
  const isWide = useWideScreen();
  const [isOpen, drawer] = useDisclosure(false);
  // The drawer's code is fetched on the first press of the burger and kept mounted afterwards.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { pathname } = useLocation();

  // Following a link closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => drawer.close(), [pathname]);

  const addButton = (
    <RouteLink to={routes.addEstate()} className={`${buttons.button} ${buttons.filled}`} discover="none">
      Dodaj ogłoszenie
    </RouteLink>
  );

  return (
    <nav aria-label="Menu główne">
      <div className={`mantine-visible-from-md ${classes.desktopNav}`}>
        {entries.map((entry) => (
          <DesktopEntry key={entry.label} entry={entry} isWide={isWide} />
        ))}
        {addButton}
      </div>
      {/* The server's has the markup of the browser's, closed, written without Mantine's work. */}
      {import.meta.env.SSR ? (
        <ServerNavBurger />
      ) : (
        <Burger
          hiddenFrom="md"
          opened={isOpen}
          onClick={() => {
            setDrawerWanted(true);
            drawer.toggle();
          }}
          aria-label={burgerLabel}
          aria-expanded={isOpen}
        />
      )}
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer opened={isOpen} onClose={drawer.close} entries={entries} addButton={addButton} />
        </Suspense>
      )}
    </nav>
  );
}

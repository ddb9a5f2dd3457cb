// The phone navbar's drawer. Drawer brings the modal base, focus trap and scroll lock: main-nav.tsx loads this
// module only when the burger is first pressed, so it is never part of the initial JavaScript.
import { Drawer, NavLink, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { isMenu, type NavEntry, type NavMenu } from './navigation.ts';

/**
 * A group of links ('Admin', 'Moje konto', …) behind a toggle. NavLink renders an anchor without href by default,
 * which has no role and is skipped by Tab: as a button it is reached by Tab, opened by Enter or Space and tells
 * whether it is expanded; it keeps NavLink's look.
 */
function DrawerGroup({ label, links }: NavMenu) {
  const [opened, setOpened] = useState(false);
  return (
    <NavLink
      component="button"
      label={label}
      childrenOffset="md"
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      // The links mount when the group opens. Kept mounted, they waited in a hidden <Activity> with their effects
      // off, and on a busy phone a tap could reach a link before React Router's Link had armed its navigation:
      // the tap did nothing (1 in 20-40 tries under load).
      keepMounted={false}
    >
      {links.map((link) => (
        <NavLink key={link.to} component={Link} to={link.to} label={link.label} />
      ))}
    </NavLink>
  );
}

function DrawerEntry({ entry }: { entry: NavEntry }) {
  if (!isMenu(entry)) return <NavLink component={Link} to={entry.to} label={entry.label} />;
  return <DrawerGroup label={entry.label} links={entry.links} />;
}

type NavDrawerProps = { opened: boolean; onClose: () => void; entries: NavEntry[]; addButton: ReactNode };

export function NavDrawer({ opened, onClose, entries, addButton }: NavDrawerProps) {
  return (
    // The compound form lets the drawer's header be a plain div: a second <header> would be a second banner.
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="xs" hiddenFrom="md">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title>Menu</Drawer.Title>
          <Drawer.CloseButton aria-label="Zamknij menu" />
        </Drawer.Header>
        <Drawer.Body>
          <Stack gap={0}>
            {entries.map((entry) => (
              <DrawerEntry key={entry.label} entry={entry} />
            ))}
          </Stack>
          <Stack mt="md">{addButton}</Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

// The phone navbar's drawer. Drawer brings the modal base, focus trap and scroll lock: main-nav.tsx loads this
// module only when the burger is first pressed, so it is never part of the initial JavaScript.
import { Drawer, NavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isMenu, type NavEntry } from './navigation.ts';

function DrawerEntry({ entry }: { entry: NavEntry }) {
  if (!isMenu(entry)) return <NavLink component={Link} to={entry.to} label={entry.label} />;
  return (
    <NavLink label={entry.label} childrenOffset="md">
      {entry.links.map((link) => (
        <NavLink key={link.to} component={Link} to={link.to} label={link.label} />
      ))}
    </NavLink>
  );
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

// The navbar (spec §2 'Layout'): menus on wide screens, a burger with a drawer on phones.
import { Burger, Button, Drawer, Group, Menu, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { routes } from '@portal/domain';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useProfile } from '../features/account/session.ts';
import classes from './layout.module.css';
import { isMenu, type NavEntry, navigationFor } from './navigation.ts';

function DesktopEntry({ entry }: { entry: NavEntry }) {
  if (!isMenu(entry)) {
    return (
      <Link to={entry.to} className={classes.navItem}>
        {entry.label}
      </Link>
    );
  }
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.navItem}>{entry.label} ▾</UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {entry.links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

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

export function MainNav() {
  const entries = navigationFor(useProfile());
  const [isOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();

  // Following a link closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => drawer.close(), [pathname]);

  const addButton = (
    <Button component={Link} to={routes.addEstate()} size="sm">
      Dodaj ogłoszenie
    </Button>
  );

  return (
    <nav aria-label="Menu główne">
      <Group gap="xs" visibleFrom="md" wrap="nowrap">
        {entries.map((entry) => (
          <DesktopEntry key={entry.label} entry={entry} />
        ))}
        {addButton}
      </Group>
      <Burger
        hiddenFrom="md"
        opened={isOpen}
        onClick={drawer.toggle}
        aria-label="Otwórz menu"
        aria-expanded={isOpen}
      />
      {/* The compound form lets the drawer's header be a plain div: a second <header> would be a second banner. */}
      <Drawer.Root opened={isOpen} onClose={drawer.close} position="right" size="xs" hiddenFrom="md">
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
    </nav>
  );
}

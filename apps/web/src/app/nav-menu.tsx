// A dropdown of the wide-screen navbar. Mantine's Menu brings Popover and floating-ui (≈ 15 kB gzip): main-nav.tsx
// loads this module lazily and shows the same trigger button until it arrives.
import { Menu, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import classes from './layout.module.css';
import type { NavMenu } from './navigation.ts';

export function NavMenuEntry({ entry }: { entry: NavMenu }) {
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

// A dropdown of the wide-screen navbar. Mantine's Menu brings Popover and floating-ui, too much for the first paint: main-nav.tsx
// loads this module lazily and shows the same trigger button until it arrives.
import { Menu, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './layout.module.css';
import type { NavMenu } from './navigation.ts';

export function NavMenuEntry({ entry }: { entry: NavMenu }) {
  const [opened, setOpened] = useState(false);
  // Set when an item is chosen. The pointer's way to the item scheduled a hover open (openDelay) that would bring
  // the menu back after the click closed it; pointing at or pressing the trigger again is a new wish to open it.
  const chosen = useRef(false);
  const wantsMenu = () => {
    chosen.current = false;
  };
  const { pathname } = useLocation();

  // Any navigation (an item, the browser's back button) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpened(false), [pathname]);

  return (
    <Menu
      opened={opened}
      onChange={(next) => setOpened(next && !chosen.current)}
      closeOnItemClick
      trigger="click-hover"
      openDelay={80}
      closeDelay={150}
      position="bottom-start"
      withinPortal
    >
      <Menu.Target>
        <UnstyledButton className={classes.navItem} onClick={wantsMenu} onMouseEnter={wantsMenu}>
          {entry.label} ▾
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {entry.links.map((link) => (
          <Menu.Item
            key={link.to}
            component={Link}
            to={link.to}
            onClick={() => {
              chosen.current = true;
            }}
          >
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

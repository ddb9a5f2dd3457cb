import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import type { NavEntry } from './navigation.ts';

const entries: NavEntry[] = [
  { label: 'O nas', to: '/o-nas' },
  {
    label: 'Admin',
    links: [
      { label: 'Statystyki', to: '/admin/statystyki' },
      { label: 'Importy ofert', to: '/admin/importy' },
    ],
  },
];

// The drawer is hidden from 'md' up: the test runs at a phone's width (happy-dom's own viewport API).
type HappyWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };
beforeAll(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width: 390, height: 844 }));

const renderDrawer = () =>
  renderInApp(<NavDrawer opened onClose={() => {}} entries={entries} addButton={<span>Dodaj</span>} />);

/** Presses Tab until the element has the focus (the drawer traps it, so this ends). */
async function tabTo(element: HTMLElement) {
  for (let presses = 0; presses < 10 && document.activeElement !== element; presses += 1) {
    await userEvent.tab();
  }
  expect(document.activeElement).toBe(element);
}

describe('phone menu drawer', () => {
  it('opens a group from the keyboard: Tab to its button, Enter shows its links, Space hides them', async () => {
    renderDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const toggle = within(drawer).getByRole('button', { name: 'Admin' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(drawer).queryByRole('link', { name: 'Importy ofert' })).toBeNull();

    await tabTo(toggle);
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('link', { name: 'Importy ofert' }).getAttribute('href')).toBe(
      '/admin/importy',
    );
    expect(within(drawer).getByRole('link', { name: 'Statystyki' })).toBeTruthy();

    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { NavMenuEntry } from './nav-menu.tsx';

const entry = {
  label: 'Sprzedaż',
  links: [
    { label: 'Mieszkania', to: '/mieszkania/sprzedaz/' },
    { label: 'Domy', to: '/domy/sprzedaz/' },
  ],
};

/** Long enough for the menu's hover timers (open 80 ms, close 150 ms) and its transition to have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const trigger = () => screen.getByRole('button', { name: /Sprzedaż/ });
// happy-dom lays nothing out, so Mantine may hide the positioned dropdown: items are found whether shown or not,
// and whether the menu is open is read where assistive technology reads it, on the trigger.
const item = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
const expectClosed = () => {
  expect(trigger().getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('menuitem', { hidden: true })).toBeNull();
};

describe('desktop menu', () => {
  it('closes once an item is clicked, with the pointer still over the item', async () => {
    renderInApp(<NavMenuEntry entry={entry} />);
    await userEvent.click(trigger());
    await userEvent.click(await item('Domy'));
    await settle();
    expectClosed();

    // Pressing the trigger again opens it again.
    await userEvent.click(trigger());
    await item('Mieszkania');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });

  it('is used from the keyboard: Enter opens, the arrow keys move, Escape closes', async () => {
    renderInApp(<NavMenuEntry entry={entry} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger());
    await userEvent.keyboard('{Enter}');
    await item('Mieszkania');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(await item('Domy'));
    await userEvent.keyboard('{Escape}');
    await settle();
    expectClosed();
  });
});

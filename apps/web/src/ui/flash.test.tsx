import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { dropStaleFlashes, FlashAlerts, showFlash } from './flash.tsx';

function clearAll() {
  dropStaleFlashes(Number.POSITIVE_INFINITY);
}

afterEach(clearAll);

describe('flash alerts', () => {
  it('shows a message as an alert and removes it when closed', async () => {
    renderInApp(<FlashAlerts />);
    act(() => showFlash('error', 'Niepoprawny login i/lub hasło!'));

    expect(screen.getByRole('alert').textContent).toBe('Niepoprawny login i/lub hasło!');
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows success and error messages side by side, each closed on its own', async () => {
    renderInApp(<FlashAlerts />);
    act(() => {
      showFlash('success', 'Hasło zostało zmienione.');
      showFlash('error', 'Wystąpił błąd podczas usuwania konta!');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(2);

    const [first] = screen.getAllByRole('button', { name: 'Zamknij' });
    if (!first) throw new Error('no close button');
    await userEvent.click(first);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Wystąpił błąd podczas usuwania konta!',
    ]);
  });

  it('keeps a fresh message across the navigation it caused and drops it on a later one', () => {
    renderInApp(<FlashAlerts />);
    act(() => showFlash('success', 'Konto zostało usunięte.'));
    act(() => dropStaleFlashes(Date.now()));
    expect(screen.getByRole('alert').textContent).toBe('Konto zostało usunięte.');
    act(() => dropStaleFlashes(Date.now() + 60_000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

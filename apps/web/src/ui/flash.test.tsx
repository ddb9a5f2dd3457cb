import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { clearFlashes, dropStaleFlashes, FlashAlerts, showFlash } from './flash.tsx';

function clearAll() {
  dropStaleFlashes(Number.POSITIVE_INFINITY);
}

afterEach(clearAll);

/** Lets the task of the previous action end, as between two clicks. */
const nextAction = () => new Promise((resolve) => setTimeout(resolve));
const shownTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

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

  it('replaces the alerts of the previous action with the new outcome', async () => {
    renderInApp(<FlashAlerts />);
    act(() => showFlash('error', 'Niepoprawny login i/lub hasło!'));
    await act(nextAction);
    act(() => showFlash('success', 'Hasło zostało zmienione.'));
    expect(shownTexts()).toEqual(['Hasło zostało zmienione.']);
  });

  it('clears the alerts for an outcome that is not a message', async () => {
    renderInApp(<FlashAlerts />);
    act(() => showFlash('error', 'Niepoprawny login i/lub hasło!'));
    act(() => clearFlashes());
    expect(shownTexts()).toEqual([]);
  });

  it('brings each new outcome into view', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderInApp(<FlashAlerts />);
    act(() => showFlash('success', 'Wiadomość została wysłana.'));
    await act(nextAction);
    act(() => showFlash('error', 'Wystąpił błąd podczas wysyłania wiadomości!'));
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByRole('alert').parentElement);
    scrolled.mockRestore();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render.tsx';
import { CookieBar } from './cookie-bar.tsx';

const bar = () => screen.queryByRole('region', { name: 'Informacja o plikach cookies' });

describe('cookie bar', () => {
  it('is shown until closed and stays closed on the next visit', async () => {
    const first = renderInApp(<CookieBar />);
    expect(bar()).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Rozumiem, zamknij' }));
    expect(bar()).toBeNull();

    first.unmount();
    renderInApp(<CookieBar />);
    expect(bar()).toBeNull();
  });
});

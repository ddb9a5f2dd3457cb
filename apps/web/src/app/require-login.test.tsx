import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../test/profile.ts';
import { startSession } from '../api/session.ts';
import { theme } from '../ui/theme.ts';
import { RequireLogin } from './require-login.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/logowanie', element: <h1>Logowanie</h1> },
      { Component: RequireLogin, children: [{ path: '/zmien-haslo', element: <h1>Zmiana hasła</h1> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('RequireLogin', () => {
  it('sends a visitor without a profile to /logowanie', async () => {
    const router = renderAt('/zmien-haslo');
    expect(await screen.findByRole('heading', { name: 'Logowanie' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logowanie');
  });

  it('shows the page to a logged-in person', async () => {
    startSession(makeProfile());
    renderAt('/zmien-haslo');
    expect(await screen.findByRole('heading', { name: 'Zmiana hasła' })).toBeTruthy();
  });
});

// Renders a component the way the app does: inside the Mantine theme and a router.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../src/app/theme.ts';

export function renderInApp(ui: ReactNode, path = '/') {
  return render(
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}

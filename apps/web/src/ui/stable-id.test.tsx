import { MantineProvider, TextInput } from '@mantine/core';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { theme } from './theme.ts';

const field = (
  <MantineProvider theme={theme}>
    <TextInput label="Cena od" />
  </MantineProvider>
);

it("keeps the field's server-rendered id once the browser has taken the page over", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(field);
  document.body.append(container);
  const serverId = container.querySelector('input')?.id;

  const root = await act(async () => hydrateRoot(container, field));

  expect(serverId).toMatch(/^mantine-/);
  expect(container.querySelector('input')?.id).toBe(serverId);
  expect(container.querySelector('label')?.htmlFor).toBe(serverId);
  act(() => root.unmount());
  container.remove();
});

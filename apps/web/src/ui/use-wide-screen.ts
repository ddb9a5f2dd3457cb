// Whether the screen is wide enough for the parts Mantine shows from its `md` breakpoint (visibleFrom="md"): the
// desktop menus and the top bar's login form. A phone never renders them, so it never loads their code (popovers,
// react-hook-form, zod). False on the server and in the first render, so that hydration matches the server's HTML.
import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export function useWideScreen(): boolean {
  const { breakpoints } = useMantineTheme();
  return useMediaQuery(`(min-width: ${breakpoints.md})`, false, { getInitialValueInEffect: true });
}

// The portal's look: one brand colour (the favicon's green), dark enough for white text on buttons (WCAG AA).
import { createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e8f6f2',
  '#d2ebe4',
  '#a6d6c8',
  '#76c0ab',
  '#4fad92',
  '#38a183',
  '#2a8a70',
  '#1f7260',
  '#1c5d4f',
  '#0f4a3e',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Keyboard users must always see where they are (spec: everything keyboard-usable).
  focusRing: 'auto',
  components: {
    // A light alert's title in its own colour (orange, yellow) is too pale on its tint for WCAG AA: the text's colour.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    // Mantine's dimmed description under a field is too pale on white for WCAG AA, on every input alike.
    InputWrapper: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
  },
});

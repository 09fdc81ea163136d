import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// The Mantine theme of both entries: the signed-in app (main.tsx) and the public /pub pages (pub/main.tsx).
// Teal 9 on white and gray 7 for dimmed text keep text contrast above 4.5:1 (WCAG AA, checked by axe in e2e).
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // a system set to reduce motion gets dialogs, menus and dropdowns without transitions (reducedMotion.css the rest)
  respectReducedMotion: true,
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // placeholders stay lighter than values but above 4.5:1 on white
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-anchor': 'var(--mantine-color-teal-9)',
    // field errors (message, asterisk, the value of a field in error) in red 9: above 4.5:1 on white
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-teal-light-color': 'var(--mantine-color-teal-9)',
    '--mantine-primary-color-light-color': 'var(--mantine-color-teal-9)',
    // the light variant's background one step paler: teal 9 on it stays above 4.5:1
    '--mantine-color-teal-light': 'var(--mantine-color-teal-0)',
    '--mantine-primary-color-light': 'var(--mantine-color-teal-0)',
    // yellow alerts and badges: Mantine's yellow 9 text on yellow light is 2.7:1; a darker amber is 5.2:1
    '--mantine-color-yellow-light-color': '#9c5200',
    // hover of a filled button: with shade 9 Mantine goes one lighter (teal 8, 3.9:1 under white text); go darker instead
    '--mantine-color-teal-filled-hover': '#066649',
    '--mantine-primary-color-filled-hover': '#066649',
  },
  dark: {},
});

import '@mantine/core/styles.css';
import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from './api/api';
import { createQueryClient } from './api/queries';
import { sessionKey } from './api/session';
import { appConfig } from './app/environment';
import { createAppRouter } from './app/router';
import { storedSettings } from './app/storedSettings';
import { initI18n } from './i18n/i18n';
import { chooseLanguage } from './i18n/language';

storedSettings.sweep();
const config = appConfig();
const i18nReady = initI18n(
  chooseLanguage(undefined, storedSettings.get('language'), navigator.languages),
  config.environment,
);

const queryClient = createQueryClient();
const router = createAppRouter();

setUnauthorizedHandler(() => {
  queryClient.setQueryData(sessionKey, null);
  const here = window.location.pathname + window.location.search;
  if (!here.startsWith('/login') && !here.startsWith('/pub/'))
    void router.navigate(`/login?next=${encodeURIComponent(here)}`);
});

// Teal 9 on white and gray 7 for dimmed text keep text contrast above 4.5:1 (WCAG AA, checked by axe in e2e).
const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
const cssVariablesResolver: CSSVariablesResolver = () => ({
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
  },
  dark: {},
});

const mount = document.getElementById('app');
if (!mount) throw new Error('Element #app is missing from index.html');

// the first render waits for the language's catalogue (its own small chunk), so no screen shows raw keys
void i18nReady.finally(() =>
  createRoot(mount).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  ),
);

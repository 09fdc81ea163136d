import '@mantine/core/styles.css';
import './app/reducedMotion.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setUnauthorizedHandler } from './api/api';
import { createQueryClient } from './api/queries';
import { sessionKey } from './api/session';
import { appConfig } from './lib/environment';
import { createAppRouter } from './app/router';
import { storedSettings } from './app/storedSettings';
import { cssVariablesResolver, theme } from './app/theme';
import { initI18n } from './i18n/i18n';
import { chooseLanguage } from './i18n/language';

storedSettings.sweep();
const config = appConfig();
const i18nReady = initI18n(
  chooseLanguage(undefined, storedSettings.get('language'), navigator.languages),
  config.environment,
);

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

setUnauthorizedHandler(() => {
  queryClient.setQueryData(sessionKey, null);
  const here = window.location.pathname + window.location.search;
  if (!here.startsWith('/login') && !here.startsWith('/pub/'))
    void router.navigate(`/login?next=${encodeURIComponent(here)}`);
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

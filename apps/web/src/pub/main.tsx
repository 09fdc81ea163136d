// The public /pub pages' own entry (pub.html): no app shell, map or session, only the Mantine styles of the
// components the public sections use, and the public part of the catalogues. The signed-in app (main.tsx) keeps
// the same /pub routes for links inside the app and renders the same page components in the editor's preview.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Rating.css';
import '../app/reducedMotion.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../api/queries';
import { appConfig } from '../lib/environment';
import { storedSettings } from '../app/storedSettings';
import { cssVariablesResolver, theme } from '../app/theme';
import { chooseLanguage } from '../i18n/language';
import { initPubI18n } from './i18n';
import { createPubRouter } from './router';

initPubI18n(
  chooseLanguage(undefined, storedSettings.get('language'), navigator.languages),
  appConfig().environment,
);
const queryClient = createQueryClient();
// created before the first render: its loaders start the page's request and code at once
const router = createPubRouter(queryClient);

const mount = document.getElementById('app');
if (!mount) throw new Error('Element #app is missing from pub.html');

createRoot(mount).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);

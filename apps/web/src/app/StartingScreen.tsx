import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../ui/LoadingIndicator';

/**
 * What the router shows while the first screen's code and data load (its HydrateFallback): without one, React
 * Router leaves the page blank and warns on every page load.
 */
export function StartingScreen() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" aria-busy="true">
      <LoadingIndicator label={t('common.loading')} />
    </Center>
  );
}

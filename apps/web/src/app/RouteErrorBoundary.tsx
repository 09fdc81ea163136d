import { Alert, Button, Center, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ScreenLoadError } from './screenLoader';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const loadFailed = error instanceof ScreenLoadError;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = loadFailed ? t('errors.screenLoadTitle') : notFound ? t('errors.notFoundTitle') : t('errors.unexpectedTitle');
  const body = loadFailed ? t('errors.screenLoadBody') : notFound ? t('errors.notFoundBody') : t('errors.unexpectedBody');
  return (
    <Center p="xl" role="alert" data-testid="route-error">
      <Stack maw={520}>
        <Alert color="red" title={title} variant="light">
          <Text size="sm">{body}</Text>
          {error instanceof Error && (
            <Text size="xs" c="dimmed" mt="xs">
              {error.message}
            </Text>
          )}
        </Alert>
        <Group>
          {/* A failed chunk stays failed inside the router's cache; only a fresh page load fetches it again. */}
          <Button onClick={() => window.location.reload()}>{t('errors.retry')}</Button>
          <Button variant="subtle" component="a" href="/home/gettingstarted">
            {t('errors.toHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

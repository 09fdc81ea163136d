import { Badge, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useScreenMatch } from '../../app/RootRoute';
import { useRouteMapView } from '../../app/useRouteMapView';

/** The page of every route whose screen a later issue builds; it shows what the route already knows. */
export default function NotAvailableScreen() {
  const { t } = useTranslation();
  const match = useScreenMatch();
  const screen = match?.handle.screen ?? '';
  const params = Object.entries(match?.params ?? {}).filter(([, v]) => v !== undefined && v !== '');
  const { view } = useRouteMapView();
  return (
    <Stack p="lg" maw={720} data-screen={screen} data-built="false">
      <Title order={1}>{t(`screens.${screen}`)}</Title>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Badge variant="light" color="gray" w="fit-content">
            {t('notAvailable.badge')}
          </Badge>
          <Text>{t('notAvailable.body')}</Text>
          {params.length > 0 && (
            <Text size="sm" data-testid="route-params">
              {t('notAvailable.params')}: {params.map(([k, v]) => `${k} = ${v}`).join(', ')}
            </Text>
          )}
          {match?.handle.map && view && (
            <Text size="sm" data-testid="map-view">
              {t('notAvailable.mapView')}: <Code>{`zoom ${view.zoom}, lat ${view.lat}, lon ${view.lon}, pitch ${view.pitch}, bearing ${view.bearing}`}</Code>
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

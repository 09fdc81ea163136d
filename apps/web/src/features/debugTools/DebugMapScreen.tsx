import { Box, Button, Group, NumberInput, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storedSettings } from '../../app/storedSettings';
import { useRouteMapView } from '../../app/useRouteMapView';
import { formatNumber } from '../../lib/format';
import type { MapView } from '../../lib/mapView';
import { staffScreen } from '../../ui/AdminFrame';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { LayerPanel } from '../map/LayerPanel';
import { LAYERS_KEY, restoreLayerState, type LayerState } from '../map/layerState';
import { MapCanvas } from '../map/MapCanvas';
import { emptySketch } from '../map/sketch';
import { paperSearch } from './paperView';

const NO_PLOTS: number[] = [];
const FIELDS = [
  ['zoom', 2],
  ['lat', 6],
  ['lon', 6],
  ['pitch', 1],
  ['bearing', 1],
] as const;

/** /debug/map/:zoom?/:lat?/:lon?/:pitch?/:bearing?: the map with its full view (tilt and rotation) in the route. */
function DebugMapScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'nl' ? 'nl' : 'en';
  const { view, setView } = useRouteMapView();
  const [layers, setLayersState] = useState<LayerState>(() => restoreLayerState(storedSettings.get<Partial<LayerState>>(LAYERS_KEY)));
  const setLayers = useCallback((s: LayerState) => {
    setLayersState(s);
    storedSettings.set(LAYERS_KEY, s);
  }, []);
  const onClick = useCallback(() => {}, []);
  if (!view) return null;
  const set = (k: keyof MapView) => (v: string | number) => {
    const n = typeof v === 'number' ? v : Number(v);
    if (Number.isFinite(n)) setView({ [k]: n });
  };
  return (
    <Stack data-screen="debug.map" gap="sm">
      <ScreenTitle title={t('screens.debug.map')} intro={t('debugTools.map.intro')} />
      <Group align="stretch" wrap="nowrap" gap="sm">
        <Box pos="relative" style={{ flex: 1, minHeight: 520 }}>
          <MapCanvas
            view={view}
            onViewChange={setView}
            layers={layers}
            language={lang}
            mode="default"
            selectedPlotIds={NO_PLOTS}
            sketch={emptySketch}
            onClick={onClick}
            label={t('map.label')}
          />
        </Box>
        <Paper withBorder p="sm" w={320}>
          <ScrollArea.Autosize mah="calc(100dvh - 220px)">
            <Stack gap="sm">
              <Title order={2} size="h5">
                {t('debugTools.map.view')}
              </Title>
              <Table data-testid="map-view-values" withRowBorders={false}>
                <Table.Tbody>
                  {FIELDS.map(([k, digits]) => (
                    <Table.Tr key={k}>
                      <Table.Th scope="row">{t(`debugTools.map.fields.${k}`)}</Table.Th>
                      <Table.Td data-testid={`view-${k}`} ta="right">
                        {formatNumber(view[k], lang, digits)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Group grow gap="xs">
                <NumberInput label={t('debugTools.map.fields.pitch')} value={view.pitch} min={0} max={70} step={5} onChange={set('pitch')} data-testid="set-pitch" />
                <NumberInput label={t('debugTools.map.fields.bearing')} value={view.bearing} min={-180} max={180} step={15} onChange={set('bearing')} data-testid="set-bearing" />
              </Group>
              <Button component={Link} to={`/debug/paper?${paperSearch(view)}`} variant="light" size="xs">
                {t('debugTools.map.toPaper')}
              </Button>
              <Text size="xs" c="dimmed">
                {t('debugTools.map.routeHint')}
              </Text>
              <Title order={2} size="h5">
                {t('map.tabs.layers')}
              </Title>
              <LayerPanel state={layers} onChange={setLayers} />
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
      </Group>
    </Stack>
  );
}

export default staffScreen('debug.map', DebugMapScreen);

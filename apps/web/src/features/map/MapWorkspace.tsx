import { Alert, Box, Button, Group, Paper, ScrollArea, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/api';
import { useRouteMapView } from '../../app/useRouteMapView';
import { useUserCfg } from '../../app/useUserCfg';
import type { UserCfg } from '../../app/userCfg';
import { formatArea, formatLength } from '../../lib/format';
import { locationPath } from '../../lib/links';
import { useLocationTable, useLocationVocabulary } from '../locations/useLocationTable';
import { AddressSearch } from './AddressSearch';
import { locationPinFeatures, pinColorExpression } from './locationPins';
import { LayerPanel } from './LayerPanel';
import { OFFLINE_BASE } from './layerState';
import { MapCanvas, type LocationPins, type MapClick } from './MapCanvas';
import { PlotPanel } from './PlotPanel';
import type { MapFocus } from './useLocationFocus';
import { useOpenOnData, type MapFrame } from './useOpenOnData';
import { zoomForBbox } from './zoomForBbox';
import { addPoint, emptySketch, finishSketch, sketchAreaSquareMeters, sketches, sketchLengthMeters, sketchPolygon, type MapMode } from './sketch';
import { useSketch } from './useSketch';
import { useLayerChoice } from './useLayerChoice';

const MODES: MapMode[] = ['default', 'select_plot', 'draw_plot', 'measure'];

/**
 * The map screens' shared workspace: the map, the interaction modes of spec section 4 and a side panel with
 * layers, address search, the plot panel and (on the detail route) the location.
 */
export function MapWorkspace({
  screen,
  locationPanel,
  extrusion = false,
  focus,
}: {
  screen: string;
  locationPanel?: ReactNode;
  extrusion?: boolean;
  /** what the screen is about (the location of the detail route): a first visit opens on it */
  focus?: MapFocus;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const language = i18n.language === 'nl' ? 'nl' : 'en';
  const { view, setView, isDefault, inRoute } = useRouteMapView();
  // the 3D buildings screen shows the extruded BAG buildings whatever the user chose elsewhere
  const [layers, setLayers] = useLayerChoice(extrusion ? (s) => ({ ...s, visible: { ...s.visible, buildings_3d: true, buildings: false } }) : undefined);
  const { cfg } = useUserCfg();
  const pins = useLocationPins(cfg.pincolor, cfg.clusterlocations);
  const [mode, setMode] = useState<MapMode>('default');
  const [selection, setSelection] = useState<number[]>([]);
  const clearSelection = useCallback(() => setSelection([]), []);
  const [sketch, setSketch] = useSketch(mode, clearSelection);
  const [tab, setTab] = useState<string | null>(locationPanel ? 'location' : 'layers');
  const [baseMapFailed, setBaseMapFailed] = useState(false);
  const narrow = useMediaQuery('(max-width: 1279px)') ?? false;

  const onClick = useCallback(
    (c: MapClick) => {
      if (sketches(mode)) {
        setSketch((s) => addPoint(s, c.lngLat));
        return;
      }
      if (mode === 'default' && c.location && !c.plot) {
        navigate(locationPath({ id: c.location.id, lat: c.lngLat[1], lon: c.lngLat[0] }));
        return;
      }
      if (!c.plot) {
        if (mode === 'default') setSelection([]);
        return;
      }
      const id = c.plot.id;
      setSelection((sel) => (mode === 'select_plot' ? (sel.includes(id) ? sel.filter((x) => x !== id) : [...sel, id]) : [id]));
      setTab('plot');
    },
    [mode, navigate, setSketch],
  );

  const changeMode = (m: MapMode) => {
    setMode(m);
    setSketch(emptySketch);
    if (m !== 'select_plot' && selection.length > 1) setSelection(selection.slice(-1));
  };

  const createDrawn = useMutation({
    mutationFn: async () => {
      const polygon = sketchPolygon(sketch)!;
      const [lon, lat] = centroid(sketch.points);
      const plotsize = Math.round(sketchAreaSquareMeters(sketch));
      const loc = await api.create('locations', { name: t('map.draw.defaultName'), lat, lon, plotsize });
      await api.create('plots', { locationId: loc.id, type: 'drawn', geometry: polygon });
      return loc;
    },
    onSuccess: (loc) => {
      void qc.invalidateQueries({ queryKey: ['entity', 'locations'] });
      navigate(locationPath(loc));
    },
  });

  // a site is fitted into the part of the map beside the side panel (360 px at 10 px from the left) and below the modes
  const box = useRef<HTMLDivElement>(null);
  const frame = useCallback<MapFrame>(() => {
    const r = box.current?.getBoundingClientRect();
    const width = r?.width || window.innerWidth;
    const height = r?.height || window.innerHeight;
    return { width, height, padding: { top: 70, right: 60, bottom: 40, left: width > 800 ? 400 : 40 } };
  }, []);
  // the 3D screen opens tilted unless the route asks otherwise
  useOpenOnData({ isDefault, inRoute }, setView, { minZoom: 14, ...(extrusion ? { pitch: 55 } : {}), focus, frame });

  const tilted = useRef(false);
  useEffect(() => {
    if (!extrusion || tilted.current || !view) return;
    tilted.current = true;
    if (view.pitch === 0) setView({ pitch: 55 });
  }, [extrusion, view, setView]);

  if (!view) return null;
  return (
    <Box ref={box} pos="relative" data-screen={screen} style={{ height: 'calc(100dvh - 56px - 2 * var(--mantine-spacing-md))', minHeight: 420 }}>
      <MapCanvas
        view={view}
        onViewChange={setView}
        layers={layers}
        language={language}
        pins={pins}
        mode={mode}
        selectedPlotIds={selection}
        sketch={sketch}
        onClick={onClick}
        onDoubleClick={() => setSketch(finishSketch)}
        onBaseMapError={() => setBaseMapFailed(true)}
        label={t('map.label')}
      />
      <Paper withBorder shadow="sm" pos="absolute" top={10} left={10} w={360} style={{ maxHeight: 'calc(100% - 20px)', display: 'flex', flexDirection: 'column', zIndex: 2 }}>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List grow>
            {locationPanel && <Tabs.Tab value="location">{t('map.tabs.location')}</Tabs.Tab>}
            <Tabs.Tab value="layers">{t('map.tabs.layers')}</Tabs.Tab>
            <Tabs.Tab value="find_address">{t('map.tabs.findAddress')}</Tabs.Tab>
            <Tabs.Tab value="plot">{t('map.tabs.plot')}</Tabs.Tab>
          </Tabs.List>
          {/* the panel's width holds: long words wrap and tables narrow instead of pushing the content out of view */}
          <ScrollArea.Autosize mah="calc(100dvh - 200px)" p="sm" scrollbars="y" styles={{ content: { minWidth: 0 } }}>
            {locationPanel && <Tabs.Panel value="location">{locationPanel}</Tabs.Panel>}
            <Tabs.Panel value="layers">
              <LayerPanel state={layers} onChange={setLayers} />
            </Tabs.Panel>
            <Tabs.Panel value="find_address">
              <AddressSearch onFound={(p) => setView({ lat: p.point.lat, lon: p.point.lon, zoom: p.bbox ? zoomForBbox(p.bbox) : Math.max(view.zoom, 17) })} />
            </Tabs.Panel>
            <Tabs.Panel value="plot">
              <PlotPanel plotIds={selection} onClear={() => setSelection([])} />
            </Tabs.Panel>
          </ScrollArea.Autosize>
        </Tabs>
      </Paper>
      <Paper withBorder shadow="sm" pos="absolute" top={10} right={56} style={{ zIndex: 2 }} p={4}>
        <SegmentedControl
          size="xs"
          // beside the side panel on a narrower screen the modes stand in a column, clear of the panel
          orientation={narrow ? 'vertical' : 'horizontal'}
          value={mode}
          onChange={(v) => changeMode(v as MapMode)}
          data={MODES.map((m) => ({ value: m, label: t(`map.modes.${m}`) }))}
          aria-label={t('map.modes.label')}
        />
      </Paper>
      {sketches(mode) && (
        <Paper withBorder shadow="sm" pos="absolute" bottom={36} left="50%" p="xs" style={{ transform: 'translateX(-50%)', zIndex: 2 }} data-testid="sketch-readout">
          <Stack gap={4} align="center">
            {sketch.points.length === 0 ? (
              <Text size="sm">{t(mode === 'measure' ? 'map.measure.hint' : 'map.draw.hint')}</Text>
            ) : (
              <Text size="sm">
                {t('map.measure.length')}: <b>{formatLength(sketchLengthMeters(sketch, mode === 'draw_plot'), language)}</b>
                {sketch.points.length >= 3 && (
                  <>
                    {' · '}
                    {t('map.measure.area')}: <b>{formatArea(sketchAreaSquareMeters(sketch), language)}</b>
                  </>
                )}
              </Text>
            )}
            {mode === 'draw_plot' && sketch.done && sketch.points.length >= 3 && (
              <Group gap="xs">
                <Button size="xs" onClick={() => createDrawn.mutate()} loading={createDrawn.isPending}>
                  {t('map.draw.createLocation')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setSketch(emptySketch)}>
                  {t('map.draw.discard')}
                </Button>
              </Group>
            )}
            {createDrawn.isError && (
              <Text size="sm" c="red" role="alert">
                {t('map.plot.createFailed')}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      {baseMapFailed && layers.base !== 'none' && layers.base !== OFFLINE_BASE && (
        <Alert pos="absolute" bottom={36} right={10} maw={320} color="yellow" withCloseButton onClose={() => setBaseMapFailed(false)} style={{ zIndex: 2 }}>
          <Text size="sm">{t('map.baseMapOffline')}</Text>
          <Button size="compact-xs" mt={6} variant="light" onClick={() => setLayers({ ...layers, base: OFFLINE_BASE })}>
            {t('map.useOfflineBaseMap')}
          </Button>
        </Alert>
      )}
    </Box>
  );
}

/** The company's locations as pins in the user's pin colour (user cfg pincolor), clustered when they chose so. */
function useLocationPins(by: UserCfg['pincolor'], cluster: boolean): LocationPins | null {
  const table = useLocationTable();
  const vocabulary = useLocationVocabulary();
  const data = useMemo(() => (table.data ? locationPinFeatures(table.data.items) : null), [table.data]);
  const color = useMemo(() => pinColorExpression(by, vocabulary), [by, vocabulary]);
  return useMemo(() => (data ? { data, cluster, color } : null), [data, cluster, color]);
}

function centroid(points: [number, number][]): [number, number] {
  const n = points.length || 1;
  return [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n];
}

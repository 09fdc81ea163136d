import { Box, Paper, ScrollArea, SegmentedControl, Tabs } from '@mantine/core';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserCfg } from '../../../app/useUserCfg';
import type { UserCfg } from '../../../app/userCfg';
import { locationPath } from '../../../lib/links';
import { useLocationTable, useLocationVocabulary } from '../useLocationTable';
import { AddressSearch } from '../../map/AddressSearch';
import { locationPinFeatures, pinColorExpression } from './locationPins';
import { LayerPanel } from '../../map/LayerPanel';
import type { LayerState } from '../../map/layerState';
import type { LocationPins } from '../../map/MapCanvas';
import { MapShell } from '../../map/MapShell';
import type { MapMode } from '../../map/modes/mapMode';
import { PlotPanel } from '../../map/PlotPanel';
import { emptySketch } from '../../map/sketch';
import { SketchReadout } from '../../map/SketchReadout';
import type { MapFocus } from '../../map/useLocationFocus';
import { useMapWorkspace } from '../../map/useMapWorkspace';
import type { MapFrame } from '../../map/useOpenOnData';
import { zoomForBbox } from '../../map/zoomForBbox';

const MODES: MapMode[] = ['default', 'select_plot', 'draw_plot', 'measure'];
/** the 3D buildings screen shows the extruded BAG buildings whatever the user chose elsewhere */
const show3d = (s: LayerState): LayerState => ({ ...s, visible: { ...s.visible, buildings_3d: true, buildings: false } });

/**
 * The map screens' shared workspace: the map on the one workspace shell (useMapWorkspace), the interaction modes
 * of spec section 4 and a side panel with layers, address search, the plot panel and (on the detail route) the
 * location.
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cfg } = useUserCfg();
  const pins = useLocationPins(cfg.pincolor, cfg.clusterlocations);
  const [tab, setTab] = useState<string | null>(locationPanel ? 'location' : 'layers');
  const narrow = useMediaQuery('(max-width: 1279px)') ?? false;

  // a site is fitted into the part of the map beside the side panel (360 px at 10 px from the left) and below the modes
  const box = useRef<HTMLDivElement>(null);
  const frame = useCallback<MapFrame>(() => {
    const r = box.current?.getBoundingClientRect();
    const width = r?.width || window.innerWidth;
    const height = r?.height || window.innerHeight;
    return { width, height, padding: { top: 70, right: 60, bottom: 40, left: width > 800 ? 400 : 40 } };
  }, []);
  const ws = useMapWorkspace({
    // the 3D screen opens tilted unless the route asks otherwise
    open: { minZoom: 14, ...(extrusion ? { pitch: 55 } : {}), focus, frame },
    adjustLayers: extrusion ? show3d : undefined,
    modes: {
      initial: 'default',
      // in the default mode a click on a location's pin (not on a plot) opens the location
      takeClick: (c, mode) => {
        if (mode !== 'default' || !c.location || c.plot) return false;
        navigate(locationPath({ id: c.location.id, lat: c.lngLat[1], lon: c.lngLat[0] }));
        return true;
      },
      // a clicked plot shows in the plot panel; Escape also lets the selection go
      onEvent: (event, { setSelection }) => {
        if (event === 'select') setTab('plot');
        else if (event === 'cancel') setSelection([]);
      },
    },
  });
  const { view, mode } = ws;

  if (!view) return null;
  return (
    <Box ref={box} pos="relative" data-screen={screen} style={{ height: 'calc(100dvh - 56px - 2 * var(--mantine-spacing-md))', minHeight: 420 }}>
      <MapShell workspace={ws} pins={pins} label={t('map.label')} />
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
              <LayerPanel state={ws.layers} onChange={ws.setLayers} unavailable={ws.unavailableLayers} />
            </Tabs.Panel>
            <Tabs.Panel value="find_address">
              <AddressSearch onFound={(p) => ws.setView({ lat: p.point.lat, lon: p.point.lon, zoom: p.bbox ? zoomForBbox(p.bbox) : Math.max(view.zoom, 17) })} />
            </Tabs.Panel>
            <Tabs.Panel value="plot">
              <PlotPanel plotIds={mode.selection} onClear={() => mode.setSelection([])} />
            </Tabs.Panel>
          </ScrollArea.Autosize>
        </Tabs>
      </Paper>
      <Paper withBorder shadow="sm" pos="absolute" top={10} right={56} style={{ zIndex: 2 }} p={4}>
        <SegmentedControl
          size="xs"
          // beside the side panel on a narrower screen the modes stand in a column, clear of the panel
          orientation={narrow ? 'vertical' : 'horizontal'}
          value={mode.mode}
          onChange={(v) => mode.setMode(v as MapMode)}
          data={MODES.map((m) => ({ value: m, label: t(`map.modes.${m}`) }))}
          aria-label={t('map.modes.label')}
        />
      </Paper>
      {mode.def.draws !== 'none' && <SketchReadout mode={mode.mode} sketch={mode.sketch} onDiscard={() => mode.setSketch(emptySketch)} />}
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

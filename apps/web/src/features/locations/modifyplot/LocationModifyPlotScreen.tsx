import { Alert, Anchor, Box, Group, Paper, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ApiRecord } from '@plotwise/contracts';
import { useEntityDetail } from '../../../api/queries';
import { storedSettings } from '../../../app/storedSettings';
import { DEFAULT_MAP_VIEW, type MapView } from '../../../lib/mapView';
import { useDeleteConfirm } from '../../../ui/useDeleteConfirm';
import { SaveStatus } from '../../shared/SaveStatus';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { LAYERS_KEY, restoreLayerState } from '../../map/layerState';
import { MapCanvas, type MapClick } from '../../map/MapCanvas';
import { addPoint, emptySketch, sketches, type MapMode } from '../../map/sketch';
import { useSketch } from '../../map/useSketch';
import { SitePanel } from './SitePanel';
import { geometryCollection, measurementCollection, parcelShapes, siteCentre, siteFacts } from './siteShapes';
import { SketchActions } from './SketchActions';
import { useSiteEdits } from './useSiteEdits';

const MODES: MapMode[] = ['select_plot', 'draw_plot', 'split_plot', 'draw_buildable', 'measure'];

/**
 * /locations/detail/:location_id/modifyplot: the site's parcels on the map. Click cadastral parcels to add them,
 * draw a free area, split a parcel along a line, draw the buildable area the concept generator keeps to, and
 * measure; area, perimeter and plot number follow live.
 */
export default function LocationModifyPlotScreen() {
  const { t, i18n } = useTranslation();
  const locationId = Number(useParams().location_id);
  const location = useEntityDetail('locations', locationId, 2);
  const edits = useSiteEdits(locationId);
  const [mode, setModeState] = useState<MapMode>('select_plot');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const clear = useCallback(() => setSelectedId(null), []);
  const [sketch, setSketch] = useSketch(mode, clear);
  const [movedView, setView] = useState<MapView | null>(null);
  const [layers] = useState(() => {
    const s = restoreLayerState(storedSettings.get(LAYERS_KEY));
    // the parcels to click and the drawn layers are what this screen is about
    return { ...s, visible: { ...s.visible, plots: true, buildable_area: true, measurements: true } };
  });

  const loc = location.data;
  const plots = useMemo(() => loc?.plots ?? [], [loc]);
  const facts = useMemo(() => siteFacts(plots), [plots]);
  const buildableGeometry = loc?.cfg?.buildable_area?.geometry ?? null;
  const shapes = useMemo(() => parcelShapes(plots, selectedId), [plots, selectedId]);
  const userData = useMemo(
    () => ({ buildable_area: geometryCollection(buildableGeometry), measurements: measurementCollection(edits.measurements.filter((m) => m.locationId === locationId)) }),
    [buildableGeometry, edits.measurements, locationId],
  );
  const removal = useDeleteConfirm<number>((id) => facts.parcels.find((p) => p.id === id)?.plotnr ?? t('modifyPlot.type.drawn'), (id) => {
    edits.removeParcel.mutate(id);
    if (id === selectedId) setSelectedId(null);
  });
  // the map opens on the site (its parcels, else its address, else the whole country) until the user moves it
  const view = movedView ?? (loc ? openingView(loc) : null);

  const setMode = (m: MapMode) => {
    setModeState(m);
    setSketch(emptySketch);
  };

  const onClick = (c: MapClick) => {
    if (sketches(mode)) return setSketch((s) => addPoint(s, c.lngLat));
    if (c.shape) return setSelectedId(c.shape.id === selectedId ? null : c.shape.id);
    if (c.plot) edits.addParcels.mutate([c.plot.id]);
  };

  const finish = () => {
    const done = { onSuccess: () => setMode('select_plot') };
    if (mode === 'draw_plot') edits.addDrawn.mutate(sketch, done);
    else if (mode === 'draw_buildable') edits.saveBuildable.mutate(sketch, done);
    else if (mode === 'split_plot' && selectedId !== null) edits.split.mutate({ plotId: selectedId, sketch }, { onSuccess: () => (setSelectedId(null), setMode('select_plot')) });
    else if (mode === 'measure') void edits.keepMeasurement(sketch)?.then(() => setSketch(emptySketch));
  };

  if (location.isError)
    return (
      <Alert color="red" title={t('modifyPlot.loadFailed')}>
        {String(location.error.message)}
      </Alert>
    );
  if (!loc || !view) return <Text c="dimmed">{t('common.loading')}</Text>;
  return (
    <Stack gap="sm" data-screen="locations.modifyPlot">
      <Group justify="space-between" align="flex-end">
        <ScreenTitle title={t('modifyPlot.title', { name: loc.name })} intro={t('modifyPlot.intro')} />
        <Group gap="md">
          <SaveStatus state={edits.state} error={edits.error} />
          <Anchor component={Link} to={`/locations/detail/${locationId}/modify`} size="sm">
            {t('modifyPlot.back')}
          </Anchor>
        </Group>
      </Group>
      <Box pos="relative" style={{ height: 'calc(100dvh - 170px)', minHeight: 420 }}>
        <MapCanvas
          view={view}
          onViewChange={setView}
          layers={layers}
          language={i18n.language === 'nl' ? 'nl' : 'en'}
          mode={mode}
          selectedPlotIds={[]}
          sketch={sketch}
          onClick={onClick}
          onDoubleClick={() => setSketch((s) => ({ ...s, done: s.points.length >= 2 }))}
          label={t('modifyPlot.mapLabel')}
          userData={userData}
          shapes={shapes}
        />
        <Paper withBorder shadow="sm" pos="absolute" top={10} left={10} w={320} p="sm" style={{ zIndex: 2, maxHeight: 'calc(100% - 20px)', display: 'flex' }}>
          <ScrollArea.Autosize mah="calc(100dvh - 220px)" w="100%">
            <SitePanel
              facts={facts}
              buildableGeometry={buildableGeometry}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onRemove={removal.ask}
              onMode={setMode}
              edits={edits}
              location={loc}
            />
          </ScrollArea.Autosize>
        </Paper>
        <Paper withBorder shadow="sm" pos="absolute" top={10} right={56} style={{ zIndex: 2 }} p={4}>
          <SegmentedControl size="xs" value={mode} onChange={(v) => setMode(v as MapMode)} data={MODES.map((m) => ({ value: m, label: t(`modifyPlot.modes.${m}`), disabled: m === 'split_plot' && selectedId === null }))} aria-label={t('map.modes.label')} />
        </Paper>
        <SketchActions mode={mode} sketch={sketch} setSketch={setSketch} onFinish={finish} busy={edits.state === 'pending'} />
      </Box>
      {removal.dialog}
    </Stack>
  );
}

function openingView(location: ApiRecord<'locations'>): MapView {
  const c = siteCentre(location);
  return c ? { ...DEFAULT_MAP_VIEW, lat: c.lat, lon: c.lon, zoom: 18 } : DEFAULT_MAP_VIEW;
}

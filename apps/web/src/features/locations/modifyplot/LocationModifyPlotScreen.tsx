import { Alert, Anchor, Box, Group, Paper, ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useEntityDetail, useEntityList } from '../../../api/queries';
import { storedSettings } from '../../../app/storedSettings';
import { DEFAULT_MAP_VIEW, type MapView } from '../../../lib/mapView';
import { useDeleteConfirm } from '../../../ui/useDeleteConfirm';
import { SaveStatus } from '../../shared/SaveStatus';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { LAYERS_KEY, restoreLayerState } from '../../map/layerState';
import { MapCanvas } from '../../map/MapCanvas';
import { fitSite, SITE_MAX_ZOOM, type MapFrameSize } from '../../map/siteView';
import { editPolygon, startEdit, type EditTarget, type ShapeEdit } from '../../map/editShape';
import type { MapMode } from '../../map/modes/mapMode';
import { selectMode } from '../../map/modes/select';
import { parcelToSplit } from '../../map/modes/splitPlot';
import { emptySketch, sketchPolygon } from '../../map/sketch';
import { useMapMode } from '../../map/useMapMode';
import { useShapeEdit } from '../../map/useShapeEdit';
import { EditActions } from './EditActions';
import { fieldShapeCollection, geometryFields } from './fieldShapes';
import { SitePanel } from './SitePanel';
import { geometryCollection, measurementCollection, parcelShapes, siteExtent, siteFacts } from './siteShapes';
import { SketchActions } from './SketchActions';
import { useSiteEdits } from './useSiteEdits';

const MODES: MapMode[] = ['select_plot', 'draw_plot', 'edit_shape', 'split_plot', 'draw_buildable', 'measure'];
/** the site's parcels are selected one at a time; a click on the selected one lets it go */
const SITE_MODES = { select_plot: selectMode('select_plot', { multiple: false, toggle: true }) };
const NO_PLOTS: number[] = [];

/**
 * /locations/detail/:location_id/modifyplot: the site's parcels on the map. Click cadastral parcels to add them,
 * draw a free area, edit the corners of a drawn one, split a parcel along a line, draw and edit the buildable
 * area the concept generator keeps to and the geometry custom fields, and measure; area, perimeter and plot
 * number follow live. `?field=<custom field id>` (the link of the location editor) opens that field to draw or edit.
 */
export default function LocationModifyPlotScreen() {
  const { t, i18n } = useTranslation();
  const locationId = Number(useParams().location_id);
  const location = useEntityDetail('locations', locationId, 2);
  const edits = useSiteEdits(locationId);
  const modes = useMapMode({
    initial: 'select_plot',
    modes: SITE_MODES,
    // what a click selects is a parcel of the site
    targetOf: (c) => c.shape?.id ?? null,
    // a click on a cadastral parcel beside the site adds it
    takeClick: (c, mode) => {
      if (mode !== 'select_plot' || c.shape || !c.plot) return false;
      edits.addParcels.mutate([c.plot.id]);
      return true;
    },
    // Escape also lets the selected parcel go
    onEvent: (event, { setSelection }) => event === 'cancel' && setSelection([]),
  });
  const { mode, sketch, setSketch } = modes;
  const selectedId = modes.selection[0] ?? null;
  const setSelectedId = (id: number | null) => modes.setSelection(id === null ? [] : [id]);
  const [movedView, setView] = useState<MapView | null>(null);
  const [drawFieldId, setDrawFieldId] = useState<number | null>(null);
  const customFields = useEntityList('customfields', { order: 'order', limit: 500 });
  const shapeEdit = useShapeEdit(
    (e) => saveEdit(e),
    () => setMode('select_plot'),
  );
  const edit = shapeEdit.edit;
  const [layers] = useState(() => {
    const s = restoreLayerState(storedSettings.get(LAYERS_KEY));
    // the parcels to click and the drawn layers are what this screen is about
    return { ...s, visible: { ...s.visible, plots: true, buildable_area: true, measurements: true } };
  });

  const loc = location.data;
  const plots = useMemo(() => loc?.plots ?? [], [loc]);
  const facts = useMemo(() => siteFacts(plots), [plots]);
  const buildableGeometry = loc?.cfg?.buildable_area?.geometry ?? null;
  const editedPlotId = edit?.target.kind === 'parcel' ? edit.target.plotId : null;
  const editsBuildable = edit?.target.kind === 'buildable';
  const editedFieldId = edit?.target.kind === 'field' ? edit.target.fieldId : null;
  // the area being edited is drawn by its handles only
  const shapes = useMemo(() => parcelShapes(plots.filter((p) => p.id !== editedPlotId), selectedId), [plots, selectedId, editedPlotId]);
  const userData = useMemo(
    () => ({
      buildable_area: geometryCollection(editsBuildable ? null : buildableGeometry),
      measurements: measurementCollection(edits.measurements.filter((m) => m.locationId === locationId)),
    }),
    [buildableGeometry, edits.measurements, locationId, editsBuildable],
  );
  const fields = useMemo(() => geometryFields(customFields.data?.items ?? [], loc?.customvalues ?? []), [customFields.data, loc]);
  const fieldShapes = useMemo(() => fieldShapeCollection(fields, editedFieldId), [fields, editedFieldId]);
  const selectedPlot = plots.find((p) => p.id === selectedId);
  const selectedIsDrawn = !!selectedPlot && (selectedPlot.type ?? 'drawn') === 'drawn';
  const removal = useDeleteConfirm<number>((id) => facts.parcels.find((p) => p.id === id)?.plotnr ?? t('modifyPlot.type.drawn'), (id) => {
    edits.removeParcel.mutate(id);
    if (id === selectedId) setSelectedId(null);
  });
  const buildableRemoval = useDeleteConfirm<null>(
    () => t('modifyPlot.buildable'),
    () => edits.saveBuildable.mutate(null),
  );
  const fieldRemoval = useDeleteConfirm<number>(
    (id) => fields.find((f) => f.id === id)?.name ?? '',
    (fieldId) => edits.saveField.mutate({ fieldId, geometry: null }),
  );
  // the map opens once on the whole site (its parcels and drawn shapes fitted beside the panel, else its point, else
  // the whole country) when the location and its fields are known, and stays where the user leaves it: adding a
  // parcel by clicking does not move the map under the pointer
  const mapBox = useRef<HTMLDivElement>(null);
  const [openedView, setOpenedView] = useState<MapView | null>(null);
  const extentKnown = !!loc && !customFields.isPending;
  useLayoutEffect(() => {
    if (openedView || !extentKnown || !loc || !mapBox.current) return;
    const shapes = [buildableGeometry, ...fields.map((f) => f.geometry)];
    setOpenedView(openingView(siteExtent(loc, shapes), mapFrame(mapBox.current)));
  }, [openedView, extentKnown, loc, buildableGeometry, fields]);
  const view = movedView ?? openedView;

  const setMode = (m: MapMode) => {
    // the edit mode from the mode buttons edits the selected drawn parcel
    if (m === 'edit_shape') {
      if (selectedIsDrawn) beginEdit({ kind: 'parcel', plotId: selectedId! });
      return;
    }
    modes.setMode(m);
    shapeEdit.setEdit(null);
    if (m !== 'draw_field') setDrawFieldId(null);
  };

  const geometryOf = (target: EditTarget): unknown =>
    target.kind === 'parcel' ? plots.find((p) => p.id === target.plotId)?.geometry : target.kind === 'buildable' ? buildableGeometry : fields.find((f) => f.id === target.fieldId)?.geometry;
  const beginEdit = (target: EditTarget) => {
    const started = startEdit(target, geometryOf(target));
    if (!started) return;
    setDrawFieldId(null);
    shapeEdit.setEdit(started);
    modes.setMode('edit_shape');
  };
  const drawField = (fieldId: number) => {
    setMode('draw_field');
    setDrawFieldId(fieldId);
  };

  function saveEdit(e: ShapeEdit) {
    const geometry = editPolygon(e.points);
    if (!geometry) return;
    const done = { onSuccess: () => setMode('select_plot') };
    if (e.target.kind === 'parcel') edits.reshapeParcel.mutate({ plotId: e.target.plotId, geometry }, done);
    else if (e.target.kind === 'buildable') edits.saveBuildable.mutate(geometry, done);
    else edits.saveField.mutate({ fieldId: e.target.fieldId, geometry }, done);
  }

  // the location editor's link: ?field=<id> opens that geometry field, to edit when drawn, else to draw
  // (once, as soon as the location and the fields are known: state set while rendering, as React advises for this)
  const [params] = useSearchParams();
  const fieldParam = Number(params.get('field'));
  const [fieldOpened, setFieldOpened] = useState(false);
  if (!fieldOpened && fieldParam && loc && customFields.isSuccess) {
    setFieldOpened(true);
    const f = fields.find((x) => x.id === fieldParam);
    if (f?.editable) {
      if (f.geometry) beginEdit({ kind: 'field', fieldId: f.id });
      else drawField(f.id);
    }
  }

  const editName = (target: EditTarget) =>
    target.kind === 'parcel'
      ? (facts.parcels.find((p) => p.id === target.plotId)?.plotnr ?? t('modifyPlot.type.drawn'))
      : target.kind === 'buildable'
        ? t('modifyPlot.buildable')
        : (fields.find((f) => f.id === target.fieldId)?.name ?? '');

  // what the finish button of each drawing mode does with the sketch
  const finish = () => {
    const done = { onSuccess: () => setMode('select_plot') };
    const plotId = parcelToSplit(modes.state);
    const finishers: Partial<Record<MapMode, () => void>> = {
      draw_plot: () => edits.addDrawn.mutate(sketch, done),
      draw_buildable: () => edits.saveBuildable.mutate(sketch, done),
      split_plot: () => plotId !== null && edits.split.mutate({ plotId, sketch }, { onSuccess: () => (setSelectedId(null), setMode('select_plot')) }),
      measure: () => void edits.keepMeasurement(sketch)?.then(() => setSketch(emptySketch)),
      draw_field: () => drawFieldId !== null && edits.saveField.mutate({ fieldId: drawFieldId, geometry: sketchPolygon(sketch) }, done),
    };
    finishers[mode]?.();
  };

  if (location.isError)
    return (
      <Alert color="red" title={t('modifyPlot.loadFailed')}>
        {String(location.error.message)}
      </Alert>
    );
  if (!loc) return <Text c="dimmed">{t('common.loading')}</Text>;
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
      <Box ref={mapBox} pos="relative" style={{ height: 'calc(100dvh - 170px)', minHeight: 420 }}>
        {view ? (
          <MapCanvas
            view={view}
            onViewChange={setView}
            layers={layers}
            language={i18n.language === 'nl' ? 'nl' : 'en'}
            mode={mode}
            selectedPlotIds={NO_PLOTS}
            sketch={sketch}
            onClick={modes.onClick}
            onDoubleClick={modes.onDoubleClick}
            label={t('modifyPlot.mapLabel')}
            userData={userData}
            shapes={shapes}
            shapeEdit={shapeEdit.binding}
            fieldShapes={fieldShapes}
          />
        ) : (
          <Text c="dimmed" p="md">
            {t('common.loading')}
          </Text>
        )}
        <Paper withBorder shadow="sm" pos="absolute" top={10} left={10} w={320} p="sm" style={{ zIndex: 2, maxHeight: 'calc(100% - 20px)', display: 'flex' }}>
          <ScrollArea.Autosize mah="calc(100dvh - 220px)" w="100%">
            <SitePanel
              facts={facts}
              buildableGeometry={buildableGeometry}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onRemove={removal.ask}
              onMode={setMode}
              onEdit={beginEdit}
              onRemoveBuildable={() => buildableRemoval.ask(null)}
              fields={fields}
              onDrawField={drawField}
              onRemoveField={fieldRemoval.ask}
              edits={edits}
              location={loc}
            />
          </ScrollArea.Autosize>
        </Paper>
        <Paper withBorder shadow="sm" pos="absolute" top={10} right={56} style={{ zIndex: 2 }} p={4}>
          <SegmentedControl size="xs" value={mode} onChange={(v) => setMode(v as MapMode)} data={MODES.map((m) => ({ value: m, label: t(`modifyPlot.modes.${m}`), disabled: (m === 'split_plot' && selectedId === null) || (m === 'edit_shape' && mode !== 'edit_shape' && !selectedIsDrawn) }))} aria-label={t('map.modes.label')} />
        </Paper>
        {edit ? (
          <EditActions edit={edit} name={editName(edit.target)} setEdit={shapeEdit.setEdit} onSave={() => saveEdit(edit)} onCancel={() => setMode('select_plot')} busy={edits.state === 'pending'} />
        ) : (
          <SketchActions mode={mode} sketch={sketch} setSketch={setSketch} onFinish={finish} busy={edits.state === 'pending'} fieldName={fields.find((f) => f.id === drawFieldId)?.name} />
        )}
      </Box>
      {removal.dialog}
      {buildableRemoval.dialog}
      {fieldRemoval.dialog}
    </Stack>
  );
}

/** The map's size and the space its panels cover: the site panel on the left (when wide), the modes on top. */
function mapFrame(box: HTMLElement): MapFrameSize {
  const { width, height } = box.getBoundingClientRect();
  return { width, height, padding: { top: 60, right: 60, bottom: 40, left: width > 800 ? 350 : 40 } };
}

function openingView(extent: ReturnType<typeof siteExtent>, frame: MapFrameSize): MapView {
  if (!extent) return DEFAULT_MAP_VIEW;
  // the same fit as the location's map (siteView.ts); a site known by its point alone opens close enough to click parcels
  if ('bbox' in extent) return { ...DEFAULT_MAP_VIEW, ...fitSite(extent.bbox, frame) };
  return { ...DEFAULT_MAP_VIEW, lat: extent.lat, lon: extent.lon, zoom: SITE_MAX_ZOOM };
}

import { Alert, Box, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useEntityDetail, useEntityList } from '../../../api/queries';
import type { MapView } from '../../../lib/mapView';
import type { ShapeEdit } from '../../map/editShape';
import type { MapMode } from '../../map/modes/mapMode';
import { useShapeEdit } from '../../map/useShapeEdit';
import { EditActions } from './EditActions';
import { finishSketch } from './finishSketch';
import { geometryFields } from './fieldShapes';
import { ModifyPlotHeader } from './ModifyPlotHeader';
import { editTargetName, SiteMap, SiteModeControl } from './SiteMap';
import { siteEditing } from './siteEditing';
import { SitePanel } from './SitePanel';
import { siteFacts } from './siteShapes';
import { SketchActions } from './SketchActions';
import { useFieldLink } from './useFieldLink';
import { useOpeningView } from './useOpeningView';
import { useSiteEdits } from './useSiteEdits';
import { useSiteMapMode } from './useSiteMapMode';
import { useParcelAdd } from './useParcelAdd';
import { initialLayers, useSiteLayers } from './useSiteLayers';
import { useSiteRemovals } from './useSiteRemovals';

/**
 * /locations/detail/:location_id/modifyplot: the site's parcels on the map. Click cadastral parcels to add them (asked first),
 * draw a free area, edit the corners of a drawn one, split a parcel along a line, draw and edit the buildable
 * area the concept generator keeps to and the geometry custom fields, and measure; area, perimeter and plot
 * number follow live. `?field=<custom field id>` (the link of the location editor) opens that field to draw or edit.
 */
export default function LocationModifyPlotScreen() {
  const { t } = useTranslation();
  const locationId = Number(useParams().location_id);
  const location = useEntityDetail('locations', locationId, 2);
  const edits = useSiteEdits(locationId);
  const parcelAdd = useParcelAdd(edits);
  const { modes, selectedId, setSelectedId } = useSiteMapMode(parcelAdd.ask);
  const { mode, sketch, setSketch } = modes;
  const [movedView, setView] = useState<MapView | null>(null);
  const [drawFieldId, setDrawFieldId] = useState<number | null>(null);
  const customFields = useEntityList('customfields', { order: 'order', limit: 500 });
  const shapeEdit = useShapeEdit(
    (e) => saveEdit(e),
    () => setMode('select_plot'),
  );
  const edit = shapeEdit.edit;
  const [layers] = useState(initialLayers);

  const loc = location.data;
  const plots = useMemo(() => loc?.plots ?? [], [loc]);
  const facts = useMemo(() => siteFacts(plots), [plots]);
  const buildableGeometry = loc?.cfg?.buildable_area?.geometry ?? null;
  const fields = useMemo(() => geometryFields(customFields.data?.items ?? [], loc?.customvalues ?? []), [customFields.data, loc]);
  const { shapes, userData, fieldShapes } = useSiteLayers({
    plots,
    selectedId,
    edit,
    buildableGeometry,
    measurements: edits.measurements,
    locationId,
    fields,
  });
  const selectedPlot = plots.find((p) => p.id === selectedId);
  const selectedIsDrawn = !!selectedPlot && (selectedPlot.type ?? 'drawn') === 'drawn';
  const { removal, buildableRemoval, fieldRemoval } = useSiteRemovals({ facts, fields, edits, selectedId, setSelectedId });
  const { mapBox, openedView } = useOpeningView({
    loc,
    extentKnown: !!loc && !customFields.isPending,
    buildableGeometry,
    fields,
  });
  const view = movedView ?? openedView;

  const editing = siteEditing({
    modes,
    shapeEdit,
    setDrawFieldId,
    edits,
    selectedId,
    selectedIsDrawn,
    plots,
    buildableGeometry,
    fields,
  });
  const { beginEdit, drawField } = editing;
  // declared as functions (hoisted): the shape edit above calls them, Enter saving and Escape cancelling
  function setMode(m: MapMode) {
    editing.setMode(m);
  }
  function saveEdit(e: ShapeEdit) {
    editing.saveEdit(e);
  }

  useFieldLink({ ready: !!loc && customFields.isSuccess, fields, beginEdit, drawField });

  if (location.isError)
    return (
      <Alert color="red" title={t('modifyPlot.loadFailed')}>
        {String(location.error.message)}
      </Alert>
    );
  if (!loc) return <Text c="dimmed">{t('common.loading')}</Text>;
  return (
    <Stack gap="sm" data-screen="locations.modifyPlot">
      <ModifyPlotHeader name={loc.name} locationId={locationId} edits={edits} />
      <Box ref={mapBox} pos="relative" style={{ height: 'calc(100dvh - 170px)', minHeight: 420 }}>
        <SiteMap view={view} modes={modes} onViewChange={setView} layers={layers} userData={userData} shapes={shapes} shapeEdit={shapeEdit.binding} fieldShapes={fieldShapes} />
        <Paper withBorder shadow="sm" pos="absolute" top={10} left={10} w={320} p="sm" style={{ zIndex: 2, maxHeight: 'calc(100% - 20px)', display: 'flex' }}>
          <ScrollArea.Autosize mah="calc(100dvh - 220px)" w="100%" offsetScrollbars>
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
        <SiteModeControl mode={mode} selectedId={selectedId} selectedIsDrawn={selectedIsDrawn} onMode={setMode} />
        {edit ? (
          <EditActions edit={edit} name={editTargetName(edit.target, facts, fields, t)} setEdit={shapeEdit.setEdit} onSave={() => saveEdit(edit)} onCancel={() => setMode('select_plot')} busy={edits.state === 'pending'} />
        ) : (
          <SketchActions mode={mode} sketch={sketch} setSketch={setSketch} onFinish={() => finishSketch({ mode, sketch, state: modes.state, drawFieldId, edits, setMode, setSelectedId, setSketch })} busy={edits.state === 'pending'} fieldName={fields.find((f) => f.id === drawFieldId)?.name} />
        )}
      </Box>
      {parcelAdd.dialog(facts.areaSquareMeters)}
      {removal.dialog}
      {buildableRemoval.dialog}
      {fieldRemoval.dialog}
    </Stack>
  );
}

import { Paper, SegmentedControl, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MapView } from '../../../lib/mapView';
import { MapCanvas, type MapCanvasProps } from '../../map/MapCanvas';
import type { EditTarget } from '../../map/editShape';
import type { MapMode } from '../../map/modes/mapMode';
import type { useMapMode } from '../../map/useMapMode';
import type { geometryFields } from './fieldShapes';
import type { siteFacts } from './siteShapes';

const NO_PLOTS: number[] = [];
const MODES: MapMode[] = ['select_plot', 'draw_plot', 'edit_shape', 'split_plot', 'draw_buildable', 'measure'];

/** The site's map (the site's own parcels are shapes, not selected cadastral plots), or "loading" until its view is known. */
export function SiteMap({
  view,
  modes,
  ...map
}: Pick<MapCanvasProps, 'onViewChange' | 'layers' | 'userData' | 'shapes' | 'shapeEdit' | 'fieldShapes'> & {
  view: MapView | null;
  modes: ReturnType<typeof useMapMode>;
}) {
  const { t, i18n } = useTranslation();
  if (!view)
    return (
      <Text c="dimmed" p="md">
        {t('common.loading')}
      </Text>
    );
  return (
    <MapCanvas
      view={view}
      onViewChange={map.onViewChange}
      layers={map.layers}
      language={i18n.language === 'nl' ? 'nl' : 'en'}
      mode={modes.mode}
      selectedPlotIds={NO_PLOTS}
      sketch={modes.sketch}
      onClick={modes.onClick}
      onDoubleClick={modes.onDoubleClick}
      label={t('modifyPlot.mapLabel')}
      userData={map.userData}
      shapes={map.shapes}
      shapeEdit={map.shapeEdit}
      fieldShapes={map.fieldShapes}
    />
  );
}

/**
 * The map's mode buttons, top right: split needs a selected parcel, and editing corners a selected drawn one
 * (unless an edit runs already).
 */
export function SiteModeControl({
  mode,
  selectedId,
  selectedIsDrawn,
  onMode,
}: {
  mode: MapMode;
  selectedId: number | null;
  selectedIsDrawn: boolean;
  onMode: (mode: MapMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder shadow="sm" pos="absolute" top={10} right={56} style={{ zIndex: 2 }} p={4}>
      <SegmentedControl size="xs" value={mode} onChange={(v) => onMode(v as MapMode)} data={MODES.map((m) => ({ value: m, label: t(`modifyPlot.modes.${m}`), disabled: (m === 'split_plot' && selectedId === null) || (m === 'edit_shape' && mode !== 'edit_shape' && !selectedIsDrawn) }))} aria-label={t('map.modes.label')} />
    </Paper>
  );
}

/** What an edit is called on the map: the parcel's number (or "drawn"), "buildable area", or the field's name. */
export const editTargetName = (
  target: EditTarget,
  facts: ReturnType<typeof siteFacts>,
  fields: ReturnType<typeof geometryFields>,
  t: TFunction,
) =>
  target.kind === 'parcel'
    ? (facts.parcels.find((p) => p.id === target.plotId)?.plotnr ?? t('modifyPlot.type.drawn'))
    : target.kind === 'buildable'
      ? t('modifyPlot.buildable')
      : (fields.find((f) => f.id === target.fieldId)?.name ?? '');

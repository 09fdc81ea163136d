import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatArea, formatLength } from '../../../lib/format';
import { isValidRing } from '../../map/editShape';
import { MAP_MODES } from '../../map/modes';
import { MIN_POLYGON_POINTS } from '../../map/modes/drawPolygon';
import type { MapMode } from '../../map/modes/mapMode';
import { measurement } from '../../map/modes/measure';
import { emptySketch, type Sketch } from '../../map/sketch';

/** What finishing a sketch does in each drawing mode of the site screen. */
const finishLabel: Partial<Record<MapMode, string>> = {
  draw_plot: 'modifyPlot.addDrawn',
  draw_buildable: 'modifyPlot.saveBuildable',
  split_plot: 'modifyPlot.splitNow',
  measure: 'modifyPlot.keepMeasurement',
  draw_field: 'modifyPlot.saveField',
};

/** The live length and area of the sketch, the hint of the mode, and its finish and discard buttons. */
export function SketchActions({
  mode,
  sketch,
  setSketch,
  onFinish,
  busy,
  fieldName,
}: {
  mode: MapMode;
  sketch: Sketch;
  setSketch: (s: Sketch) => void;
  onFinish: () => void;
  busy: boolean;
  /** the geometry custom field being drawn (mode draw_field) */
  fieldName?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = finishLabel[mode];
  if (!label) return null;
  const area = MAP_MODES[mode].draws === 'area';
  const ready = sketch.done && sketch.points.length >= (area ? MIN_POLYGON_POINTS : 2);
  // an area whose outline crosses itself is refused here, before any save
  const crossing = ready && area && !isValidRing(sketch.points);
  const figures = measurement(sketch, area);
  return (
    <Paper withBorder shadow="sm" pos="absolute" bottom={36} left="50%" p="xs" style={{ transform: 'translateX(-50%)', zIndex: 2, maxWidth: 520 }} data-testid="sketch-readout">
      <Stack gap={4} align="center">
        {sketch.points.length === 0 ? (
          <Text size="sm">{t(`modifyPlot.hint.${mode}`, { name: fieldName ?? '' })}</Text>
        ) : (
          <Text size="sm">
            {t('map.measure.length')}: <b>{formatLength(figures.lengthMeters, lang)}</b>
            {area && figures.areaSquareMeters !== null && (
              <>
                {' · '}
                {t('map.measure.area')}: <b data-testid="sketch-area">{formatArea(figures.areaSquareMeters, lang, { hectares: false })}</b>
              </>
            )}
          </Text>
        )}
        {crossing && (
          <Text size="sm" c="red.8" role="alert" data-testid="sketch-invalid">
            {t('modifyPlot.edit.crossing')}
          </Text>
        )}
        {ready && (
          <Group gap="xs">
            <Button size="xs" onClick={onFinish} loading={busy} disabled={crossing}>
              {t(label)}
            </Button>
            <Button size="xs" variant="default" onClick={() => setSketch(emptySketch)}>
              {t('map.draw.discard')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/api';
import { formatArea, formatLength } from '../../lib/format';
import { locationPath } from '../../lib/links';
import { isClosedArea } from './modes/drawPolygon';
import type { MapMode } from './modes/mapMode';
import { measurement } from './modes/measure';
import { sketchAreaSquareMeters, sketchPolygon, type MapLngLat, type Sketch } from './sketch';

/**
 * The readout of the map screens' drawing modes: the hint, the live length and area, and for a closed drawn plot
 * "create location from drawing" (a location with the drawn plot, opened at once) or discard.
 */
export function SketchReadout({ mode, sketch, onDiscard }: { mode: MapMode; sketch: Sketch; onDiscard: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'nl' ? 'nl' : 'en';
  const navigate = useNavigate();
  const qc = useQueryClient();
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
  const figures = measurement(sketch, mode === 'draw_plot');
  return (
    <Paper withBorder shadow="sm" pos="absolute" bottom={36} left="50%" p="xs" style={{ transform: 'translateX(-50%)', zIndex: 2 }} data-testid="sketch-readout">
      <Stack gap={4} align="center">
        {sketch.points.length === 0 ? (
          <Text size="sm">{t(mode === 'measure' ? 'map.measure.hint' : 'map.draw.hint')}</Text>
        ) : (
          <Text size="sm">
            {t('map.measure.length')}: <b>{formatLength(figures.lengthMeters, language)}</b>
            {figures.areaSquareMeters !== null && (
              <>
                {' · '}
                {t('map.measure.area')}: <b>{formatArea(figures.areaSquareMeters, language)}</b>
              </>
            )}
          </Text>
        )}
        {mode === 'draw_plot' && isClosedArea(sketch) && (
          <Group gap="xs">
            <Button size="xs" onClick={() => createDrawn.mutate()} loading={createDrawn.isPending}>
              {t('map.draw.createLocation')}
            </Button>
            <Button size="xs" variant="default" onClick={onDiscard}>
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
  );
}

function centroid(points: MapLngLat[]): MapLngLat {
  const n = points.length || 1;
  return [points.reduce((s, p) => s + p[0], 0) / n, points.reduce((s, p) => s + p[1], 0) / n];
}

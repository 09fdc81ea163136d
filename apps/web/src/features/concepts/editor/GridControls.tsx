import { Group, NumberInput, Switch } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RenderSettings } from './RenderSettingsPanel';

/** Grid size and snapping beside the palette (render settings of the location). */
export const GridControls = memo(function GridControls({
  gridSize,
  snapping,
  onChange,
}: {
  gridSize: number;
  snapping: boolean;
  onChange(patch: RenderSettings): void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end">
      <NumberInput
        label={t('conceptEditor.render.grid_size')}
        w={110}
        min={0.5}
        max={50}
        step={0.5}
        clampBehavior="strict"
        value={gridSize}
        onChange={(v) => typeof v === 'number' && onChange({ grid_size: v })}
      />
      <Switch
        label={t('conceptEditor.render.snap_to_grid')}
        checked={snapping}
        onChange={(ev) => onChange({ snap_to_grid: ev.currentTarget.checked })}
      />
    </Group>
  );
});

import { Checkbox, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { cameraModes, renderModes } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { renderView, type RenderSettings, type RenderView } from '../shared/renderView';

export type { RenderSettings };

// each show flag with what it shows, so an unset flag reads as its spec default (renderView's)
const flags = [
  ['show_surrounding_buildings', (v: RenderView) => v.surroundingBuildings],
  ['show_plot_buildings', (v: RenderView) => v.plotBuildings],
  ['show_trees', (v: RenderView) => v.trees],
  ['show_plot', (v: RenderView) => v.plot.visible],
  ['show_buildable_area', (v: RenderView) => v.buildableArea.visible],
  ['show_grid', (v: RenderView) => v.grid.visible],
  ['snap_to_grid', (v: RenderView) => v.snapMeters > 0],
  ['show_tools', (v: RenderView) => v.tools],
] as const satisfies readonly (readonly [keyof RenderSettings, (v: RenderView) => boolean])[];

/** Month, time, render and camera mode, the show flags, opacities and grid size of the location's concepts. */
export function RenderSettingsPanel({
  value,
  onChange,
}: {
  value: RenderSettings;
  onChange(patch: RenderSettings): void;
}) {
  const { t } = useTranslation();
  const num = (v: string | number) => (typeof v === 'number' ? v : null);
  const shown = renderView(value);
  return (
    <Stack gap="xs" data-testid="render-settings">
      <SimpleGrid cols={2}>
        <NumberInput
          label={t('conceptEditor.render.month')}
          min={1}
          max={12}
          clampBehavior="strict"
          value={shown.moment.month}
          onChange={(v) => num(v) !== null && onChange({ month: num(v)! })}
        />
        <NumberInput
          label={t('conceptEditor.render.time')}
          min={0}
          max={24}
          step={0.25}
          decimalScale={2}
          clampBehavior="strict"
          value={value.time ?? shown.moment.minutes / 60}
          onChange={(v) => num(v) !== null && onChange({ time: num(v)! })}
        />
        <Select
          label={t('conceptEditor.render.rendermode')}
          data-testid="render-rendermode"
          data={renderModes.map((m) => ({ value: m, label: t(`conceptEditor.render.rendermodes.${m}`) }))}
          value={value.rendermode ?? 'analysis_shadow'}
          allowDeselect={false}
          onChange={(v) => v && onChange({ rendermode: v as (typeof renderModes)[number] })}
        />
        <Select
          label={t('conceptEditor.render.cameramode')}
          data-testid="render-cameramode"
          data={cameraModes.map((m) => ({ value: m, label: t(`conceptEditor.render.cameramodes.${m}`) }))}
          value={value.cameramode ?? 'perspective'}
          allowDeselect={false}
          onChange={(v) => v && onChange({ cameramode: v as (typeof cameraModes)[number] })}
        />
        <NumberInput
          label={t('conceptEditor.render.plot_opacity')}
          min={0}
          max={1}
          step={0.05}
          decimalScale={2}
          clampBehavior="strict"
          value={shown.plot.opacity}
          onChange={(v) => num(v) !== null && onChange({ plot_opacity: num(v)! })}
        />
        <NumberInput
          label={t('conceptEditor.render.buildable_area_opacity')}
          min={0}
          max={1}
          step={0.05}
          decimalScale={2}
          clampBehavior="strict"
          value={shown.buildableArea.opacity}
          onChange={(v) => num(v) !== null && onChange({ buildable_area_opacity: num(v)! })}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing={4}>
        {flags.map(([f, on]) => (
          <Checkbox
            key={f}
            size="xs"
            data-testid={`render-${f}`}
            label={t(`conceptEditor.render.${f}`)}
            checked={on(shown)}
            onChange={(e) => onChange({ [f]: e.currentTarget.checked })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

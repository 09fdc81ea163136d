import { Checkbox, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { cameraModes, renderModes, type ApiRecord } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';

/** The render settings of spec section 3 as the editor keeps them (saved in the location's cfg). */
export type RenderSettings = Partial<
  Omit<ApiRecord<'render_settings'>, 'id' | 'companyId' | 'locationCfgId'>
>;

const flags = [
  'show_surrounding_buildings',
  'show_plot_buildings',
  'show_trees',
  'show_plot',
  'show_buildable_area',
  'show_grid',
  'snap_to_grid',
  'show_tools',
] as const;

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
  return (
    <Stack gap="xs" data-testid="render-settings">
      <SimpleGrid cols={2}>
        <NumberInput
          label={t('conceptEditor.render.month')}
          min={1}
          max={12}
          clampBehavior="strict"
          value={value.month ?? 4}
          onChange={(v) => num(v) !== null && onChange({ month: num(v)! })}
        />
        <NumberInput
          label={t('conceptEditor.render.time')}
          min={0}
          max={24}
          step={0.25}
          decimalScale={2}
          clampBehavior="strict"
          value={value.time ?? 10}
          onChange={(v) => num(v) !== null && onChange({ time: num(v)! })}
        />
        <Select
          label={t('conceptEditor.render.rendermode')}
          data={renderModes.map((m) => ({ value: m, label: t(`conceptEditor.render.rendermodes.${m}`) }))}
          value={value.rendermode ?? 'analysis_shadow'}
          allowDeselect={false}
          onChange={(v) => v && onChange({ rendermode: v as (typeof renderModes)[number] })}
        />
        <Select
          label={t('conceptEditor.render.cameramode')}
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
          value={value.plot_opacity ?? 1}
          onChange={(v) => num(v) !== null && onChange({ plot_opacity: num(v)! })}
        />
        <NumberInput
          label={t('conceptEditor.render.buildable_area_opacity')}
          min={0}
          max={1}
          step={0.05}
          decimalScale={2}
          clampBehavior="strict"
          value={value.buildable_area_opacity ?? 0}
          onChange={(v) => num(v) !== null && onChange({ buildable_area_opacity: num(v)! })}
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing={4}>
        {flags.map((f) => (
          <Checkbox
            key={f}
            size="xs"
            label={t(`conceptEditor.render.${f}`)}
            checked={value[f] ?? false}
            onChange={(e) => onChange({ [f]: e.currentTarget.checked })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

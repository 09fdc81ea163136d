import { ActionIcon, Button, Checkbox, Divider, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { defaultsOf, preset_towers, preset_units, presets as presetEntity, type ApiWrite } from '@plotwise/contracts';
import { ORDER_STEP } from '../../lib/order';
import { formSchema } from '../../ui/form/formSchema';
import { zodValidate } from '../../ui/form/zodValidate';
import { UnsavedChangesGuard } from '../../app/UnsavedChangesGuard';
import { SaveStatus } from '../../ui/SaveStatus';
import { GENERATION_PARAMETERS, PARAMETER_PATHS, PARAMETERS_SCHEMA, trimmedParameters, withParameterTexts } from './generationParameters';
import { serverFieldErrors } from '../../ui/form/serverFieldErrors';
import { SettingsFrame, useCanAdmin } from './SettingsFrame';
import { useCompanySave } from './useCompanySave';
import { unitSizeProblem } from '../unitTypes/unitSizeProblem';

type PresetUnit = ApiWrite<'preset_units'>;
type PresetTower = ApiWrite<'preset_towers'>;
/** A preset as this screen edits it: its units and towers always present. */
type Preset = ApiWrite<'presets'> & { units: PresetUnit[]; towers: PresetTower[] };
/** A preset's problem at one of its fields, by the field's path within the preset ("name", "units.0.size"). */
type ErrorOf = (path: string) => ReactNode;

const PRESET_KINDS = ['1', '2', '3', '4', '5', '6', '7'];

const withoutOwner = <T extends Record<string, unknown>>({ companyCfgId: _c, companyPresetId: _p, ...rest }: T) => rest;
const newPreset = (order: number): Preset => ({ ...withoutOwner(defaultsOf(presetEntity)), order, units: [], towers: [] });
const newUnit = (order: number): PresetUnit => ({ ...withoutOwner(defaultsOf(preset_units)), order });
const newTower = (order: number): PresetTower => ({ ...withoutOwner(defaultsOf(preset_towers)), order });

// what the server checks of the parameters and presets (contracts), checked at the fields before sending; a preset needs a name
const PRESET_SCHEMA = formSchema(
  presetEntity.fields,
  ['name', 'presetId', 'maxBuildingWidth', 'maxBuildingLength', 'maxBuildingHeight', 'minGridSize', 'gridIncrements', 'corridorWidth', 'full_length_corridors'],
  ['name'],
).extend({
  units: z.array(formSchema(preset_units.fields, ['name', 'size', 'size_max', 'ratio'])),
  towers: z.array(formSchema(preset_towers.fields, ['name', 'towertype', 'blocktype', 'functiontype', 'gridsize'])),
});
const FORM_SCHEMA = z.object({ parameters: PARAMETERS_SCHEMA, presets: z.array(PRESET_SCHEMA) });

function Num({ label, value, onChange, disabled, step, error }: { label: string; value: number | null | undefined; onChange: (v: number) => void; disabled: boolean; step?: number; error?: ReactNode }) {
  return <NumberInput size="xs" label={label} value={value ?? ''} step={step ?? 1} min={0} decimalScale={2} disabled={disabled} error={error} onChange={(v) => onChange(Number(v) || 0)} />;
}

function PresetEditor({ preset, onChange, onRemove, disabled, index, errorOf }: { preset: Preset; onChange: (p: Preset) => void; onRemove: () => void; disabled: boolean; index: number; errorOf: ErrorOf }) {
  const { t, i18n } = useTranslation();
  const set = <K extends keyof Preset>(k: K, v: Preset[K]) => onChange({ ...preset, [k]: v });
  const setUnit = (i: number, u: PresetUnit) => set('units', preset.units.map((x, j) => (j === i ? u : x)));
  const setTower = (i: number, tw: PresetTower) => set('towers', preset.towers.map((x, j) => (j === i ? tw : x)));
  return (
    <Paper withBorder p="md" data-testid="preset">
      <Stack gap="xs">
        <Group align="flex-end" gap="xs">
          <TextInput size="xs" label={t('settings.parameters.presetName')} value={preset.name ?? ''} disabled={disabled} onChange={(e) => set('name', e.currentTarget.value)} error={errorOf('name')} style={{ flex: 1 }} required />
          <Select
            size="xs"
            w={220}
            label={t('settings.parameters.presetKind')}
            value={String(preset.presetId ?? 1)}
            allowDeselect={false}
            disabled={disabled}
            data={PRESET_KINDS.map((k) => ({ value: k, label: t(`settings.parameters.kinds.${k}`) }))}
            onChange={(v) => set('presetId', Number(v ?? 1))}
            error={errorOf('presetId')}
          />
          <ActionIcon variant="subtle" color="red" mb={2} disabled={disabled} onClick={onRemove} aria-label={t('common.deleteNamed', { name: preset.name || `#${index + 1}` })}>
            ✕
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          <Num label={t('settings.parameters.maxBuildingWidth')} value={preset.maxBuildingWidth} disabled={disabled} error={errorOf('maxBuildingWidth')} onChange={(v) => set('maxBuildingWidth', v)} />
          <Num label={t('settings.parameters.maxBuildingLength')} value={preset.maxBuildingLength} disabled={disabled} error={errorOf('maxBuildingLength')} onChange={(v) => set('maxBuildingLength', v)} />
          <Num label={t('settings.parameters.maxBuildingHeight')} value={preset.maxBuildingHeight} disabled={disabled} error={errorOf('maxBuildingHeight')} onChange={(v) => set('maxBuildingHeight', v)} />
          <Num label={t('settings.parameters.minGridSize')} value={preset.minGridSize} disabled={disabled} error={errorOf('minGridSize')} step={0.3} onChange={(v) => set('minGridSize', v)} />
          <Num label={t('settings.parameters.gridIncrements')} value={preset.gridIncrements} disabled={disabled} error={errorOf('gridIncrements')} step={0.1} onChange={(v) => set('gridIncrements', v)} />
          <Num label={t('settings.parameters.corridorWidth')} value={preset.corridorWidth} disabled={disabled} error={errorOf('corridorWidth')} step={0.1} onChange={(v) => set('corridorWidth', v)} />
        </SimpleGrid>
        <Checkbox size="xs" label={t('settings.parameters.fullLengthCorridors')} checked={!!preset.full_length_corridors} disabled={disabled} error={errorOf('full_length_corridors')} onChange={(e) => set('full_length_corridors', e.currentTarget.checked)} />
        <Text size="sm" fw={600}>
          {t('settings.parameters.units')}
        </Text>
        <Table>
          <Table.Tbody>
            {preset.units.map((u, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <TextInput size="xs" aria-label={t('settings.parameters.unitName')} value={u.name ?? ''} disabled={disabled} error={errorOf(`units.${i}.name`)} onChange={(e) => setUnit(i, { ...u, name: e.currentTarget.value })} />
                </Table.Td>
                <Table.Td>
                  <Num label={t('settings.units.size')} value={u.size} disabled={disabled} error={errorOf(`units.${i}.size`) ?? unitSizeProblem('size', u.size, u.size_max, t, i18n.language)} onChange={(v) => setUnit(i, { ...u, size: v })} />
                </Table.Td>
                <Table.Td>
                  <Num label={t('settings.units.sizeMax')} value={u.size_max} disabled={disabled} error={errorOf(`units.${i}.size_max`) ?? unitSizeProblem('size_max', u.size, u.size_max, t, i18n.language)} onChange={(v) => setUnit(i, { ...u, size_max: v })} />
                </Table.Td>
                <Table.Td>
                  <Num label={t('settings.parameters.ratio')} value={u.ratio} disabled={disabled} error={errorOf(`units.${i}.ratio`)} step={0.1} onChange={(v) => setUnit(i, { ...u, ratio: v })} />
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" disabled={disabled} onClick={() => set('units', preset.units.filter((_, j) => j !== i))} aria-label={t('common.deleteNamed', { name: u.name || `#${i + 1}` })}>
                    ✕
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Button size="xs" variant="light" w="fit-content" disabled={disabled} onClick={() => set('units', [...preset.units, newUnit((preset.units.length + 1) * ORDER_STEP)])}>
          {t('settings.parameters.addUnit')}
        </Button>
        <Text size="sm" fw={600}>
          {t('settings.parameters.towers')}
        </Text>
        <Table>
          <Table.Tbody>
            {preset.towers.map((tw, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <TextInput size="xs" aria-label={t('settings.parameters.towerName')} value={tw.name ?? ''} disabled={disabled} error={errorOf(`towers.${i}.name`)} onChange={(e) => setTower(i, { ...tw, name: e.currentTarget.value })} />
                </Table.Td>
                <Table.Td>
                  <TextInput size="xs" label={t('settings.parameters.towertype')} value={String(tw.towertype ?? '')} disabled={disabled} error={errorOf(`towers.${i}.towertype`)} onChange={(e) => setTower(i, { ...tw, towertype: e.currentTarget.value })} />
                </Table.Td>
                <Table.Td>
                  <TextInput size="xs" label={t('settings.parameters.blocktype')} value={String(tw.blocktype ?? '')} disabled={disabled} error={errorOf(`towers.${i}.blocktype`)} onChange={(e) => setTower(i, { ...tw, blocktype: e.currentTarget.value })} />
                </Table.Td>
                <Table.Td>
                  <TextInput size="xs" label={t('settings.parameters.functiontype')} value={String(tw.functiontype ?? 'apartments')} disabled={disabled} error={errorOf(`towers.${i}.functiontype`)} onChange={(e) => setTower(i, { ...tw, functiontype: e.currentTarget.value })} />
                </Table.Td>
                <Table.Td>
                  <Num label={t('settings.parameters.gridsize')} value={tw.gridsize} disabled={disabled} error={errorOf(`towers.${i}.gridsize`)} onChange={(v) => setTower(i, { ...tw, gridsize: v })} />
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" disabled={disabled} onClick={() => set('towers', preset.towers.filter((_, j) => j !== i))} aria-label={t('common.deleteNamed', { name: tw.name || `#${i + 1}` })}>
                    ✕
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          disabled={disabled}
          onClick={() => set('towers', [...preset.towers, newTower((preset.towers.length + 1) * ORDER_STEP)])}
        >
          {t('settings.parameters.addTower')}
        </Button>
      </Stack>
    </Paper>
  );
}

type Cfg = NonNullable<ReturnType<typeof useSession>['data']>['company']['cfg'];
const paramsOf = (c: Cfg | undefined): Record<string, string> => {
  const stored: Record<string, unknown> = c?.parameters ?? {};
  return Object.fromEntries(Object.entries(GENERATION_PARAMETERS).map(([k, d]) => [k, typeof stored[k] === 'string' ? stored[k] : d]));
};
const presetsOf = (c: Cfg | undefined): Preset[] =>
  [...(c?.presets ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((p) => ({ ...p, units: p.units ?? [], towers: p.towers ?? [] }));

interface ParametersForm {
  parameters: Record<string, string>;
  presets: Preset[];
}

/** The parameters and presets; it starts over (a new key) when the saved company changes. */
function ParametersForm({ initial, disabled, save }: { initial: ParametersForm; disabled: boolean; save: ReturnType<typeof useCompanySave> }) {
  const { t } = useTranslation();
  const checkContract = zodValidate<ParametersForm>(FORM_SCHEMA, t);
  // the parameters are checked while typing, the presets when saving (a new preset has no name yet)
  const form = useForm<ParametersForm>({ initialValues: initial, validate: (v) => withParameterTexts(checkContract(v), t), validateInputOnChange: PARAMETER_PATHS });
  const presets = form.values.presets;
  const setPresets = (next: Preset[]) => {
    form.setFieldValue('presets', next);
    // once a save showed a preset's problems, they follow the edits
    if (Object.keys(form.errors).some((path) => path.startsWith('presets.'))) form.validate();
  };
  const submit = (v: ParametersForm) =>
    save.mutate(
      { cfg: { parameters: trimmedParameters(v.parameters), presets: v.presets.map((p, i) => ({ ...p, order: (i + 1) * ORDER_STEP })) } },
      {
        // what was sent is what is saved, even where the saved company reads the same as before
        onSuccess: () => form.resetDirty(),
        onError: (e) => form.setErrors((errors) => ({ ...errors, ...serverFieldErrors(e, (path) => (path.startsWith('cfg.') ? path.slice(4) : null)) })),
      },
    );
  return (
    <Paper withBorder p="lg" component="form" onSubmit={form.onSubmit(submit)} noValidate aria-label={t('screens.settings.parameters')}>
      {/* changed and not saved yet: leaving the screen asks first */}
      <UnsavedChangesGuard dirty={form.isDirty() && !save.isPending} />
      <Stack>
        <Title order={2} size="h4">
          {t('settings.parameters.generation')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {Object.keys(GENERATION_PARAMETERS).map((k) => (
            <TextInput key={k} size="sm" name={k} label={t(`settings.parameters.fields.${k}`)} {...form.getInputProps(`parameters.${k}`)} disabled={disabled} inputMode="decimal" />
          ))}
        </SimpleGrid>
        <Divider />
        <Title order={2} size="h4">
          {t('settings.parameters.presets')}
        </Title>
        {presets.length === 0 && <Text c="dimmed">{t('settings.parameters.noPresets')}</Text>}
        {presets.map((p, i) => (
          <PresetEditor
            key={p.id ?? `new-${i}`}
            index={i}
            preset={p}
            disabled={disabled}
            errorOf={(path) => form.errors[`presets.${i}.${path}`]}
            onChange={(next) => setPresets(presets.map((x, j) => (j === i ? next : x)))}
            onRemove={() => setPresets(presets.filter((_, j) => j !== i))}
          />
        ))}
        <Button variant="light" w="fit-content" disabled={disabled} onClick={() => setPresets([...presets, newPreset((presets.length + 1) * ORDER_STEP)])}>
          {t('settings.parameters.addPreset')}
        </Button>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={disabled}>
            {t('common.save')}
          </Button>
          <SaveStatus state={save.status} error={save.error} />
        </Group>
      </Stack>
    </Paper>
  );
}

export default function ParametersScreen() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const canAdmin = useCanAdmin();
  const save = useCompanySave();
  const cfg = session?.company.cfg;
  const initial: ParametersForm = { parameters: paramsOf(cfg), presets: presetsOf(cfg) };
  return (
    <SettingsFrame screen="settings.parameters" intro={t('settings.parameters.intro')} adminOnly>
      <ParametersForm key={JSON.stringify(initial)} initial={initial} disabled={!canAdmin} save={save} />
    </SettingsFrame>
  );
}

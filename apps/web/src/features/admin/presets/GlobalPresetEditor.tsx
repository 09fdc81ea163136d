import { ActionIcon, Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { defaultsOf, preset_towers, preset_units, type GlobalPreset, type GlobalPresetTower, type GlobalPresetUnit } from '@plotwise/contracts';
import { blockTypes, functionTypes } from '@plotwise/core/generator/index';
import { ORDER_STEP } from '../../../lib/order';
import { unitSizeProblem } from '../../unitTypes/unitSizeProblem';

const PRESET_KINDS = ['1', '2', '3', '4', '5', '6', '7'];
const TOWER_SHAPES = ['u', 'o', 'h'];
const FLIPS = ['none', 'x', 'y', 'xy'];

const withoutOwner = <T extends Record<string, unknown>>({ companyCfgId: _c, companyPresetId: _p, ...rest }: T) => rest;
/** A new unit or tower with the entity defaults of spec section 3. */
export const newPresetUnit = (order: number, name: string): GlobalPresetUnit => ({ ...(withoutOwner(defaultsOf(preset_units)) as GlobalPresetUnit), name, order });
const newTower = (order: number): GlobalPresetTower => ({ ...(withoutOwner(defaultsOf(preset_towers)) as GlobalPresetTower), order });

function Num({ label, value, onChange, step, error }: { label: string; value: number | null | undefined; onChange: (v: number) => void; step?: number; error?: string | null }) {
  return <NumberInput size="xs" label={label} value={value ?? ''} step={step ?? 1} min={0} decimalScale={2} error={error} onChange={(v) => onChange(Number(v) || 0)} />;
}

function Choice({ label, value, values, onChange }: { label: string; value: string | null; values: readonly string[]; onChange: (v: string | null) => void }) {
  return <Select size="xs" label={label} value={value} data={[...values]} clearable onChange={onChange} />;
}

/** One global preset: its sizes, its units and towers (the fields of a company's preset). */
export function GlobalPresetEditor({ preset, index, onChange, onRemove }: { preset: GlobalPreset; index: number; onChange: (p: GlobalPreset) => void; onRemove: () => void }) {
  const { t, i18n } = useTranslation();
  const set = <K extends keyof GlobalPreset>(k: K, v: GlobalPreset[K]) => onChange({ ...preset, [k]: v });
  const setUnit = (i: number, u: GlobalPresetUnit) => set('units', preset.units.map((x, j) => (j === i ? u : x)));
  const setTower = (i: number, tw: GlobalPresetTower) => set('towers', preset.towers.map((x, j) => (j === i ? tw : x)));
  const label = preset.name || `#${index + 1}`;
  return (
    <Paper withBorder p="md" data-testid="global-preset" component="section" aria-label={label}>
      <Stack gap="xs">
        <Group align="flex-end" gap="xs">
          <TextInput size="xs" label={t('settings.parameters.presetName')} value={preset.name ?? ''} onChange={(e) => set('name', e.currentTarget.value)} style={{ flex: 1 }} required />
          <Select
            size="xs"
            w={220}
            label={t('settings.parameters.presetKind')}
            value={String(preset.presetId ?? 1)}
            allowDeselect={false}
            data={PRESET_KINDS.map((k) => ({ value: k, label: t(`settings.parameters.kinds.${k}`) }))}
            onChange={(v) => set('presetId', Number(v ?? 1) as GlobalPreset['presetId'])}
          />
          <ActionIcon variant="subtle" color="red" mb={2} onClick={onRemove} aria-label={t('common.deleteNamed', { name: label })}>
            ✕
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          <Num label={t('settings.parameters.maxBuildingWidth')} value={preset.maxBuildingWidth} onChange={(v) => set('maxBuildingWidth', v)} />
          <Num label={t('settings.parameters.maxBuildingLength')} value={preset.maxBuildingLength} onChange={(v) => set('maxBuildingLength', v)} />
          <Num label={t('settings.parameters.maxBuildingHeight')} value={preset.maxBuildingHeight} onChange={(v) => set('maxBuildingHeight', v)} />
          <Num label={t('settings.parameters.minGridSize')} value={preset.minGridSize} step={0.3} onChange={(v) => set('minGridSize', v)} />
          <Num label={t('settings.parameters.gridIncrements')} value={preset.gridIncrements} step={0.1} onChange={(v) => set('gridIncrements', v)} />
          <Num label={t('settings.parameters.corridorWidth')} value={preset.corridorWidth} step={0.1} onChange={(v) => set('corridorWidth', v)} />
        </SimpleGrid>
        <Checkbox size="xs" label={t('settings.parameters.fullLengthCorridors')} checked={!!preset.full_length_corridors} onChange={(e) => set('full_length_corridors', e.currentTarget.checked)} />
        <Text size="sm" fw={600}>
          {t('settings.parameters.units')}
        </Text>
        <Table>
          <Table.Tbody>
            {preset.units.map((u, i) => (
              <Table.Tr key={i} data-testid="global-preset-unit">
                <Table.Td>
                  <TextInput size="xs" label={t('settings.parameters.unitName')} value={u.name ?? ''} onChange={(e) => setUnit(i, { ...u, name: e.currentTarget.value })} />
                </Table.Td>
                <Table.Td>
                  <Num label={t('settings.units.size')} value={u.size} error={unitSizeProblem('size', u.size, u.size_max, t, i18n.language)} onChange={(v) => setUnit(i, { ...u, size: v })} />
                </Table.Td>
                <Table.Td>
                  <Num label={t('settings.units.sizeMax')} value={u.size_max} error={unitSizeProblem('size_max', u.size, u.size_max, t, i18n.language)} onChange={(v) => setUnit(i, { ...u, size_max: v })} />
                </Table.Td>
                <Table.Td>
                  <Num label={t('settings.parameters.ratio')} value={u.ratio} step={0.1} onChange={(v) => setUnit(i, { ...u, ratio: v })} />
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" onClick={() => set('units', preset.units.filter((_, j) => j !== i))} aria-label={t('common.deleteNamed', { name: u.name || `#${i + 1}` })}>
                    ✕
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Button size="xs" variant="light" w="fit-content" onClick={() => set('units', [...preset.units, newPresetUnit((preset.units.length + 1) * ORDER_STEP, `${t('settings.parameters.unitName')} ${preset.units.length + 1}`)])}>
          {t('settings.parameters.addUnit')}
        </Button>
        <Text size="sm" fw={600}>
          {t('settings.parameters.towers')}
        </Text>
        <Table>
          <Table.Tbody>
            {preset.towers.map((tw, i) => (
              <Table.Tr key={i} data-testid="global-preset-tower">
                <Table.Td>
                  <TextInput size="xs" label={t('settings.parameters.towerName')} value={tw.name ?? ''} onChange={(e) => setTower(i, { ...tw, name: e.currentTarget.value })} />
                </Table.Td>
                <Table.Td>
                  <Choice label={t('settings.parameters.towertype')} value={tw.towertype} values={TOWER_SHAPES} onChange={(v) => setTower(i, { ...tw, towertype: v })} />
                </Table.Td>
                <Table.Td>
                  <Choice label={t('settings.parameters.blocktype')} value={tw.blocktype} values={blockTypes} onChange={(v) => setTower(i, { ...tw, blocktype: v })} />
                </Table.Td>
                <Table.Td>
                  <Choice label={t('adminPresets.flipDirection')} value={tw.flip_direction} values={FLIPS} onChange={(v) => setTower(i, { ...tw, flip_direction: v })} />
                </Table.Td>
                <Table.Td>
                  <Choice label={t('settings.parameters.functiontype')} value={tw.functiontype} values={functionTypes} onChange={(v) => setTower(i, { ...tw, functiontype: v })} />
                </Table.Td>
                <Table.Td>
                  <Num label={t('settings.parameters.gridsize')} value={tw.gridsize} onChange={(v) => setTower(i, { ...tw, gridsize: v })} />
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" onClick={() => set('towers', preset.towers.filter((_, j) => j !== i))} aria-label={t('common.deleteNamed', { name: tw.name || `#${i + 1}` })}>
                    ✕
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Button size="xs" variant="light" w="fit-content" onClick={() => set('towers', [...preset.towers, newTower((preset.towers.length + 1) * ORDER_STEP)])}>
          {t('settings.parameters.addTower')}
        </Button>
      </Stack>
    </Paper>
  );
}

import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { priceBases } from '@plotwise/contracts/enums/financeEnums';
import type { ApiRecord, ApiWrite, Unit } from '@plotwise/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommitTextInput } from '../../ui/CommitTextInput';
import { UnitCfgFields } from './UnitCfgFields';
import { unitSizeProblem } from './unitSizeProblem';

// with its cfg (depth 1)
type UnitRow = ApiRecord<'units'>;

/** Why `value` may not be the unit's `field`: a size above its maximum, or a maximum below its size; null when it may. */
function sizeProblem(unit: UnitRow, field: 'size' | 'size_max' | 'price', value: number, t: TFunction, lang: string): string | null {
  if (field === 'size') return unitSizeProblem('size', value, unit.size_max, t, lang);
  if (field === 'size_max') return unitSizeProblem('size_max', unit.size, value, t, lang);
  return null;
}

/**
 * One of a unit's figures (size, maximum size, price), saved when the field loses focus with a changed number; a size
 * above the maximum (or a maximum below the size) is said at the field and not saved.
 */
function UnitNumberInput({
  unit,
  field: k,
  label,
  disabled,
  onUpdate,
}: {
  unit: UnitRow;
  field: 'size' | 'size_max' | 'price';
  label: string;
  disabled: boolean;
  onUpdate: (body: ApiWrite<'units'>) => void;
}) {
  const { t, i18n } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <NumberInput
      size="xs"
      w={110}
      label={label}
      defaultValue={unit[k] ?? undefined}
      min={0}
      disabled={disabled}
      error={problem}
      onBlur={(e) => {
        const v = Number(e.currentTarget.value.replace(/[^\d.-]/g, ''));
        if (!Number.isFinite(v)) return;
        const why = sizeProblem(unit, k, v, t, i18n.language);
        setProblem(why);
        if (!why && v !== unit[k]) onUpdate({ [k]: v });
      }}
    />
  );
}

/**
 * A unit type in the sortable list: name, sizes, price and its basis, delete, the source of a starting template
 * type's price, and the generator's limits (UnitCfgFields) under the row when opened. Each field saves on its own.
 */
export function UnitRowEditor({
  unit,
  disabled,
  saving,
  cfgOpen,
  onUpdate,
  onDelete,
  onToggleCfg,
}: {
  unit: UnitRow;
  disabled: boolean;
  saving: boolean;
  cfgOpen: boolean;
  onUpdate: (body: ApiWrite<'units'>) => void;
  onDelete: () => void;
  onToggleCfg: () => void;
}) {
  const { t } = useTranslation();
  const num = { unit, disabled, onUpdate };
  return (
    <Stack gap="xs">
      <Group wrap="wrap" gap="xs" align="flex-end" data-testid="unit-row">
        <CommitTextInput
          size="xs"
          label={t('settings.units.name')}
          value={unit.name ?? ''}
          disabled={disabled}
          onCommit={(v) => onUpdate({ name: v })}
          style={{ flex: 1, minWidth: 140 }}
        />
        <UnitNumberInput {...num} field="size" label={t('settings.units.size')} />
        <UnitNumberInput {...num} field="size_max" label={t('settings.units.sizeMax')} />
        <UnitNumberInput {...num} field="price" label={t('settings.units.price')} />
        <Select
          size="xs"
          w={190}
          label={t('settings.units.priceBasis')}
          value={unit.income_mode ?? 'rent_unit_month'}
          allowDeselect={false}
          disabled={disabled}
          data={priceBases.map((p) => ({ value: p, label: t(`settings.units.priceBases.${p}`) }))}
          onChange={(v) => v && onUpdate({ income_mode: v as Unit['income_mode'] })}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          mb={2}
          disabled={disabled}
          onClick={onDelete}
          aria-label={t('common.deleteNamed', { name: unit.name ?? '' })}
        >
          ✕
        </ActionIcon>
        <Button
          size="compact-xs"
          variant="subtle"
          mb={4}
          onClick={onToggleCfg}
          aria-expanded={cfgOpen}
          data-testid="unit-cfg-toggle"
        >
          {t('settings.unitCfg.toggle')}
        </Button>
      </Group>
      {/* a starting template type names where its price comes from, as a template cost line does */}
      {unit.source && (
        <Text size="xs" c="dimmed" data-testid={`unit-source-${unit.id}`}>
          {t('settings.units.sourceOf', { source: unit.source })}
        </Text>
      )}
      {cfgOpen && <UnitCfgFields cfg={unit.cfg} disabled={disabled} saving={saving} onSave={(cfg) => onUpdate({ cfg })} />}
    </Stack>
  );
}

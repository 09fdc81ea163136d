import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useDerivedState } from '../../ui/useDerivedState';
import {
  unitCfgBody,
  unitCfgFallback,
  unitCfgProblems,
  unitCfgValues,
  type UnitCfgField,
} from './unitCfgRules';

const FIELDS: { field: UnitCfgField; step: number }[] = [
  { field: 'mindepth', step: 0.1 },
  { field: 'maxdepth', step: 0.1 },
  { field: 'minlength', step: 0.1 },
  { field: 'maxlength', step: 0.1 },
  { field: 'two_window_maxdepth', step: 0.1 },
  { field: 'two_window_minlength', step: 0.1 },
  { field: 'parking_ratio', step: 0.1 },
  { field: 'balcony_maxdepth', step: 0.1 },
  { field: 'balcony_maxlength', step: 0.1 },
];

/**
 * The generator's limits of one unit type (spec section 3, unit cfg): depths and lengths, the two-window rule,
 * parking ratio and balcony. An empty field keeps the design rule (shown as placeholder). Values are checked
 * at the field and saved together; every generation of the company's concepts uses them.
 */
export function UnitCfgFields({
  cfg,
  disabled,
  onSave,
  saving,
}: {
  cfg: Record<string, unknown> | null | undefined;
  disabled: boolean;
  onSave: (body: ReturnType<typeof unitCfgBody>) => void;
  saving: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useDerivedState(cfg, unitCfgValues);
  const [tried, setTried] = useState(false);
  const problems = unitCfgProblems(values);
  const dirty = JSON.stringify(values) !== JSON.stringify(unitCfgValues(cfg));
  const errorOf = (f: UnitCfgField) => {
    const p = problems.find((x) => x.field === f);
    return p && (tried || p.key === 'negative')
      ? t(
          `settings.unitCfg.problems.${p.key}`,
          Object.fromEntries(
            Object.entries(p.values ?? {}).map(([k, v]) => [k, formatNumber(v, i18n.language)]),
          ),
        )
      : undefined;
  };
  const set = (f: UnitCfgField, raw: string | number) => {
    const v = raw === '' ? null : Number(raw);
    setValues({ ...values, [f]: v === null || Number.isFinite(v) ? v : values[f] });
  };
  return (
    <Stack gap="xs" data-testid="unit-cfg">
      <Text size="xs" c="dimmed">
        {t('settings.unitCfg.intro')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="xs">
        {FIELDS.map(({ field, step }) => {
          const rule = unitCfgFallback[field];
          return (
            <NumberInput
              key={field}
              size="xs"
              label={t(`settings.unitCfg.fields.${field}`)}
              value={values[field] ?? ''}
              placeholder={rule === null ? t('settings.unitCfg.none') : formatNumber(rule, i18n.language)}
              step={step}
              min={0}
              decimalScale={2}
              disabled={disabled}
              error={errorOf(field)}
              onChange={(v) => set(field, v)}
              data-testid={`unit-cfg-${field}`}
            />
          );
        })}
      </SimpleGrid>
      <Group gap="xs">
        <Button
          size="xs"
          disabled={disabled || !dirty}
          loading={saving}
          onClick={() => {
            setTried(true);
            if (!problems.length) onSave(unitCfgBody(values));
          }}
          data-testid="unit-cfg-save"
        >
          {t('settings.unitCfg.save')}
        </Button>
        {dirty && (
          <Button
            size="xs"
            variant="subtle"
            disabled={disabled}
            onClick={() => setValues(unitCfgValues(cfg))}
          >
            {t('settings.unitCfg.reset')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

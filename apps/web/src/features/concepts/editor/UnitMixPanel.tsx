import { NumberInput, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArea } from '../../../lib/format';
import type { MixUnit } from './unitMix';

/**
 * The concept's unit-mix targets: a ratio per unit of the location, applied to every dwelling building
 * (flats, towers, street housing) as its unit references. 0 leaves a unit out.
 */
export function UnitMixPanel({
  units,
  mix,
  achieved,
  enabled,
  onChange,
  noUnitsAction,
}: {
  /** what fixes a location without unit types (shown with the notice) */
  noUnitsAction?: ReactNode;
  /** the company's unit-mix feature */
  enabled: boolean;
  units: readonly (MixUnit & { size: number; size_max: number })[];
  mix: Record<number, number>;
  /** generated units per unit id */
  achieved: Record<string, number>;
  onChange(mix: Record<number, number>): void;
}) {
  const { t, i18n } = useTranslation();
  if (!enabled) return <Text c="dimmed">{t('conceptEditor.mix.disabled')}</Text>;
  if (units.length === 0)
    return (
      <Stack gap="xs">
        <Text c="dimmed">{t('conceptEditor.mix.noUnits')}</Text>
        {noUnitsAction}
      </Stack>
    );
  const total = Object.values(mix).reduce((s, v) => s + v, 0) || 1;
  const built = Object.values(achieved).reduce((s, v) => s + v, 0) || 1;
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('conceptEditor.mix.intro')}
      </Text>
      <Table fz="sm" data-testid="unit-mix">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('conceptEditor.mix.unit')}</Table.Th>
            <Table.Th>{t('conceptEditor.mix.ratio')}</Table.Th>
            <Table.Th ta="right">{t('conceptEditor.mix.target')}</Table.Th>
            <Table.Th ta="right">{t('conceptEditor.mix.achieved')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {units.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>
                {u.name} ({formatArea(u.size, i18n.language, { hectares: false })}–
                {formatArea(u.size_max, i18n.language, { hectares: false })})
              </Table.Td>
              <Table.Td>
                <NumberInput
                  size="xs"
                  w={80}
                  min={0}
                  max={100}
                  clampBehavior="strict"
                  aria-label={t('conceptEditor.mix.ratioOf', { name: u.name })}
                  data-testid="mix-ratio"
                  value={mix[u.id] ?? 0}
                  onChange={(v) => typeof v === 'number' && onChange({ ...mix, [u.id]: v })}
                />
              </Table.Td>
              <Table.Td ta="right">{Math.round(((mix[u.id] ?? 0) / total) * 100)} %</Table.Td>
              <Table.Td ta="right" data-testid="mix-achieved">
                {achieved[String(u.id)] ?? 0} ({Math.round(((achieved[String(u.id)] ?? 0) / built) * 100)} %)
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

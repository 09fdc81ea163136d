import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { unitSizeProblem } from '../../unitTypes/unitSizeProblem';
import { Num, type BuildingForm } from './fields';

/** The location's unit types the building lays out, each with its ratio and optional own size range. */
export function UnitsSection({
  form,
  units,
  enabled,
}: {
  form: BuildingForm;
  units: readonly { id: number; name: string }[];
  enabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (!enabled) return <Text c="dimmed">{t('conceptEditor.mix.disabled')}</Text>;
  const f = (k: string) => t(`buildingEditor.f.${k}`);
  const refs = form.values.cfg.units;
  const free = units.filter((u) => !refs.some((r) => String(r.unitId) === String(u.id)));
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {refs.length === 0 ? t('buildingEditor.noUnitRefs') : t('buildingEditor.unitRefsIntro')}
      </Text>
      {refs.map((r, i) => (
        <Paper key={String(r.unitId)} withBorder p="xs">
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {units.find((u) => String(u.id) === String(r.unitId))?.name ??
                t('buildingEditor.unknownUnit', { id: String(r.unitId) })}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('buildingEditor.removeUnit')}
              onClick={() => form.removeListItem('cfg.units', i)}
            >
              ×
            </ActionIcon>
          </Group>
          <SimpleGrid cols={3} spacing="xs">
            <Num form={form} path={`cfg.units.${i}.repeat_ratio`} label={f('repeat_ratio')} step={0.1} />
            <Num form={form} path={`cfg.units.${i}.size`} label={f('unit_size')} nullable error={unitSizeProblem('size', r.size, r.size_max, t, i18n.language)} />
            <Num form={form} path={`cfg.units.${i}.size_max`} label={f('unit_size_max')} nullable error={unitSizeProblem('size_max', r.size, r.size_max, t, i18n.language)} />
          </SimpleGrid>
        </Paper>
      ))}
      {free.length > 0 && (
        <Group gap="xs" align="flex-end">
          <Select
            label={t('buildingEditor.addUnit')}
            data={free.map((u) => ({ value: String(u.id), label: u.name }))}
            value={null}
            onChange={(v) =>
              v &&
              form.insertListItem('cfg.units', {
                mode: 'reference',
                repeat_ratio: 1,
                order: refs.length,
                name: '',
                size: null,
                size_max: null,
                unitId: Number(v),
              })
            }
          />
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              free.forEach((u, k) =>
                form.insertListItem('cfg.units', {
                  mode: 'reference',
                  repeat_ratio: 1,
                  order: refs.length + k,
                  name: '',
                  size: null,
                  size_max: null,
                  unitId: u.id,
                }),
              )
            }
          >
            {t('buildingEditor.addAllUnits')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { blockTypes, functionTypes, type TowerCfg } from '@plotwise/core/generator/index';
import { useTranslation } from 'react-i18next';
import { Choice, Num, Txt, type BuildingForm } from './fields';

const newTower = (n: number): TowerCfg => ({
  name: `T${n}`,
  order: n,
  base_ref: null,
  instance_ref: null,
  config: {
    repeat_count: null,
    mindepth: null,
    minlength: null,
    angle_degrees: null,
    maxheight: null,
    blocktype: 'tower',
    towertype: { shape: 'u', core: 'wide_staircase_elevator', apartments_per_floor: 4 },
    flip_direction: null,
    functiontype: 'apartment',
    unit_id: null,
  },
});

/** Towers standing on the building (its podium) or on another tower, each with its own footprint and type. */
export function TowersSection({ form }: { form: BuildingForm }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`buildingEditor.f.${k}`);
  const towers = form.values.cfg.towers;
  const names = towers.map((x) => x.name).filter(Boolean);
  return (
    <Stack gap="xs">
      {towers.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('buildingEditor.noTowers')}
        </Text>
      )}
      {towers.map((tower, i) => (
        <Paper key={i} withBorder p="xs">
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {tower.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('buildingEditor.removeTower', { name: tower.name })}
              onClick={() => form.removeListItem('cfg.towers', i)}
            >
              ×
            </ActionIcon>
          </Group>
          <SimpleGrid cols={4} spacing="xs">
            <Txt form={form} path={`cfg.towers.${i}.name`} label={f('tower_name')} />
            <Choice
              form={form}
              path={`cfg.towers.${i}.base_ref`}
              label={f('base_ref')}
              options={names.filter((n) => n !== tower.name)}
              prefix="buildingEditor.towerNames"
              nullable
            />
            <Choice
              form={form}
              path={`cfg.towers.${i}.instance_ref`}
              label={f('instance_ref')}
              options={names.filter((n) => n !== tower.name)}
              prefix="buildingEditor.towerNames"
              nullable
            />
            <Num
              form={form}
              path={`cfg.towers.${i}.config.repeat_count`}
              label={f('repeat_count')}
              nullable
            />
            <Num form={form} path={`cfg.towers.${i}.config.minlength`} label={f('minlength')} nullable />
            <Num form={form} path={`cfg.towers.${i}.config.mindepth`} label={f('mindepth')} nullable />
            <Num
              form={form}
              path={`cfg.towers.${i}.config.angle_degrees`}
              label={f('angle_degrees')}
              nullable
              suffix="°"
            />
            <Num form={form} path={`cfg.towers.${i}.config.maxheight`} label={f('maxheight')} nullable />
            <Choice
              form={form}
              path={`cfg.towers.${i}.config.blocktype`}
              label={f('blocktype')}
              options={blockTypes}
              prefix="conceptEditor.blocktypes"
              nullable
            />
            <Choice
              form={form}
              path={`cfg.towers.${i}.config.functiontype`}
              label={f('function')}
              options={functionTypes}
              prefix="buildingEditor.functions"
              nullable
            />
            <Choice
              form={form}
              path={`cfg.towers.${i}.config.flip_direction`}
              label={f('flip_direction')}
              options={['none', 'x', 'y', 'xy']}
              prefix="buildingEditor.flips"
              nullable
            />
            <Choice
              form={form}
              path={`cfg.towers.${i}.config.towertype.shape`}
              label={f('tower_shape')}
              options={['u', 'o', 'h']}
              prefix="buildingEditor.towerShapes"
            />
            <Choice
              form={form}
              path={`cfg.towers.${i}.config.towertype.core`}
              label={f('tower_core')}
              options={['staircase', 'staircase_elevator', 'wide_staircase_elevator']}
              prefix="buildingEditor.towerCores"
            />
            <Num
              form={form}
              path={`cfg.towers.${i}.config.towertype.apartments_per_floor`}
              label={f('apartments_per_floor')}
            />
          </SimpleGrid>
        </Paper>
      ))}
      <Button
        size="xs"
        variant="default"
        onClick={() => form.insertListItem('cfg.towers', newTower(towers.length + 1))}
      >
        {t('buildingEditor.addTower')}
      </Button>
    </Stack>
  );
}

import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { priceBases } from '@plotwise/core/generator/priceBases';
import { defaultFloorCfg } from '@plotwise/core/generator/index';
import { useTranslation } from 'react-i18next';
import { Choice, Num, Txt, type BuildingForm } from './fields';

/** The floors from the ground up: each with repeat count, height, roof, entrance size, offsets and pricing. */
export function FloorsSection({ form }: { form: BuildingForm }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`buildingEditor.f.${k}`);
  const floors = form.values.cfg.floors;
  return (
    <Stack gap="xs" data-testid="floors-section">
      {floors.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('buildingEditor.floorsFromHeight')}
        </Text>
      )}
      {floors.map((_, i) => (
        <Paper key={i} withBorder p="xs" data-testid="floor-entry">
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {t('buildingEditor.floorN', { n: i + 1 })}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('buildingEditor.removeFloor', { n: i + 1 })}
              onClick={() => form.removeListItem('cfg.floors', i)}
            >
              ×
            </ActionIcon>
          </Group>
          <SimpleGrid cols={4} spacing="xs">
            <Txt form={form} path={`cfg.floors.${i}.name`} label={f('floor_name')} />
            <Num form={form} path={`cfg.floors.${i}.repeat_count`} label={f('repeat_count')} />
            <Num
              form={form}
              path={`cfg.floors.${i}.height`}
              label={f('floor_height_own')}
              nullable
              step={0.1}
            />
            <Choice
              form={form}
              path={`cfg.floors.${i}.roof_type`}
              label={f('roof_type')}
              options={['flat', 'pointed']}
              prefix="buildingEditor.roofs"
            />
            <Num form={form} path={`cfg.floors.${i}.entrance_size`} label={f('entrance_size')} />
            <Num form={form} path={`cfg.floors.${i}.offset_x`} label={f('offset_x')} />
            <Num form={form} path={`cfg.floors.${i}.offset_y`} label={f('offset_y')} />
            <Choice
              form={form}
              path={`cfg.floors.${i}.price_mode`}
              label={f('price_mode')}
              options={priceBases}
              prefix="buildingEditor.priceModes"
            />
          </SimpleGrid>
        </Paper>
      ))}
      <Button
        size="xs"
        variant="default"
        onClick={() => form.insertListItem('cfg.floors', defaultFloorCfg())}
        data-testid="add-floor"
      >
        {t('buildingEditor.addFloor')}
      </Button>
    </Stack>
  );
}

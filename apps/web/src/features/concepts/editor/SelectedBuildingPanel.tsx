import { Anchor, Button, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { GeneratorMessage } from '@plotwise/core/generator/index';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GeneratorMessageList } from '../shared/GeneratorMessageList';
import { isLocked, type BuildingRow, type Placement } from './editorState';
import { toDegrees, toRadians } from './placement';

interface Props {
  row: BuildingRow;
  locationId: number;
  conceptId: number;
  messages: readonly GeneratorMessage[];
  onPlace(placement: Placement): void;
  onLock(locked: boolean): void;
  onDelete(): void;
  /** generate again whatever result is stored (spec 4: "generation runs again only when dirty or forced") */
  onRegenerate(): void;
}

/** The selected building: name, size, rotation in degrees (stored in radians), lock, delete, regenerate, its messages. */
export const SelectedBuildingPanel = memo(function SelectedBuildingPanel({
  row,
  locationId,
  conceptId,
  messages,
  onPlace,
  onLock,
  onDelete,
  onRegenerate,
}: Props) {
  const { t } = useTranslation();
  const locked = isLocked(row);
  const num = (f: (v: number) => void) => (v: string | number) => typeof v === 'number' && f(v);
  return (
    <Stack gap="xs" data-testid="selected-building">
      <TextInput
        label={t('conceptEditor.building.name')}
        value={row.name ?? ''}
        onChange={(e) => onPlace({ name: e.currentTarget.value })}
      />
      <Text size="xs" c="dimmed">
        {t(`conceptEditor.blocktypes.${String(row.cfg?.blocktype ?? 'tower')}`)}
      </Text>
      <Group grow gap="xs">
        <NumberInput
          label={t('conceptEditor.building.length')}
          min={1}
          max={1000}
          clampBehavior="strict"
          disabled={locked}
          value={row.maxlength ?? 0}
          onChange={num((v) => onPlace({ maxlength: v }))}
        />
        <NumberInput
          label={t('conceptEditor.building.width')}
          min={1}
          max={1000}
          clampBehavior="strict"
          disabled={locked}
          value={row.maxwidth ?? 0}
          onChange={num((v) => onPlace({ maxwidth: v }))}
        />
      </Group>
      <Group grow gap="xs">
        <NumberInput
          label={t('conceptEditor.building.height')}
          min={0}
          max={500}
          clampBehavior="strict"
          value={row.maxheight ?? 0}
          onChange={num((v) => onPlace({ maxheight: v }))}
        />
        <NumberInput
          label={t('conceptEditor.building.rotation')}
          suffix="°"
          min={0}
          max={359}
          clampBehavior="strict"
          disabled={locked}
          data-testid="rotation-degrees"
          value={toDegrees(row.rotate_z ?? 0)}
          onChange={num((v) => onPlace({ rotate_z: toRadians(v) }))}
        />
      </Group>
      <Checkbox
        label={t('conceptEditor.building.locked')}
        checked={locked}
        onChange={(e) => onLock(e.currentTarget.checked)}
        data-testid="lock-building"
      />
      <Group gap="xs">
        <Button size="xs" color="red" variant="light" onClick={onDelete} data-testid="delete-building">
          {t('conceptEditor.building.delete')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={onRegenerate}
          title={t('conceptEditor.building.regenerateHint')}
          data-testid="regenerate-building"
        >
          {t('conceptEditor.building.regenerate')}
        </Button>
        {row.id > 0 ? (
          <Anchor
            component={Link}
            to={`/buildings/modify/${locationId}/${conceptId}/${row.id}`}
            size="sm"
            data-testid="open-building-editor"
          >
            {t('conceptEditor.building.edit')}
          </Anchor>
        ) : (
          <Text size="xs" c="dimmed">
            {t('conceptEditor.building.saveToEdit')}
          </Text>
        )}
      </Group>
      <GeneratorMessageList messages={messages} testId="building-messages" />
    </Stack>
  );
});

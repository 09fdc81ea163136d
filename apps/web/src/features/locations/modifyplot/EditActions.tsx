import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArea, formatLength } from '../../../lib/format';
import { editMeasures, insertCorner, isChanged, isValidRing, MIN_CORNERS, removeCorner, selectCorner, type ShapeEdit } from '../../map/editShape';

/**
 * The edit mode's readout on the map: what is edited, its live area and perimeter, the chosen corner with
 * buttons for what the keys do, a refusal of a crossing outline, and Save and Cancel.
 */
export function EditActions({
  edit,
  name,
  setEdit,
  onSave,
  onCancel,
  busy,
}: {
  edit: ShapeEdit;
  name: string;
  setEdit: (e: ShapeEdit) => void;
  onSave: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const m = editMeasures(edit.points);
  const valid = isValidRing(edit.points);
  const n = edit.points.length;
  // the keys of the edit mode act at once: focus leaves the button that started it (Enter there would start again)
  const box = useRef<HTMLDivElement>(null);
  const started = edit.original;
  useEffect(() => box.current?.focus(), [started]);
  return (
    <Paper
      ref={box}
      tabIndex={-1}
      role="group"
      aria-label={`${t('modifyPlot.edit.start')}: ${name}`}
      withBorder
      shadow="sm"
      pos="absolute"
      bottom={36}
      left="50%"
      p="xs"
      style={{ transform: 'translateX(-50%)', zIndex: 2, maxWidth: 600 }}
      data-testid="edit-readout"
    >
      <Stack gap={4} align="center">
        <Text size="sm">
          <b>{name}</b>
          {' · '}
          {t('map.measure.area')}: <b data-testid="edit-area">{formatArea(m.areaSquareMeters, lang, { hectares: false })}</b>
          {' · '}
          {t('modifyPlot.perimeterOne')}: <b data-testid="edit-perimeter">{formatLength(m.perimeterMeters, lang)}</b>
          {' · '}
          <span data-testid="edit-corners">{t('modifyPlot.edit.corners', { count: n })}</span>
        </Text>
        <Text size="xs" c="dimmed">
          {t('modifyPlot.edit.hint')}
        </Text>
        {!valid && (
          <Text size="sm" c="red.8" role="alert" data-testid="edit-invalid">
            {t('modifyPlot.edit.crossing')}
          </Text>
        )}
        <Group gap={4} justify="center">
          <Button size="compact-xs" variant="default" onClick={() => setEdit(selectCorner(edit, -1))}>
            {t('modifyPlot.edit.previous')}
          </Button>
          <Text size="xs" aria-live="polite" data-testid="edit-selected">
            {edit.selected === null ? t('modifyPlot.edit.noCorner') : t('modifyPlot.edit.corner', { index: edit.selected + 1, count: n })}
          </Text>
          <Button size="compact-xs" variant="default" onClick={() => setEdit(selectCorner(edit, 1))}>
            {t('modifyPlot.edit.next')}
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => setEdit(insertCorner(edit, edit.selected ?? n - 1))}>
            {t('modifyPlot.edit.addCorner')}
          </Button>
          <Button size="compact-xs" variant="default" color="red" disabled={edit.selected === null || n <= MIN_CORNERS} onClick={() => edit.selected !== null && setEdit(removeCorner(edit, edit.selected))}>
            {t('modifyPlot.edit.removeCorner')}
          </Button>
        </Group>
        <Group gap="xs">
          <Button size="xs" onClick={onSave} loading={busy} disabled={!valid || !isChanged(edit)}>
            {t('modifyPlot.edit.save')}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('modifyPlot.edit.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { locationPath } from '../../lib/links';
import { SheetGrid, emptyEdits, type GridEdits, type SheetColumn } from '../../ui/SheetGrid';
import { UnsavedChangesGuard } from '../../app/UnsavedChangesGuard';
import { ScreenTitle } from '../../ui/ScreenTitle';

type Location = ApiRecord<'locations'>;

/** The save of a grid as the frame shows it (a TanStack mutation fits). */
interface GridSave {
  mutate: () => void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * The frame both location grids share (/sheets/locations/standard_fields and custom_fields): title, keys, the
 * link to the other grid, discard and save, the refusals and the cut list said plainly, the grid with each
 * location's name as its row head, and the unsaved-changes guard.
 */
export function LocationGrid(props: {
  screen: 'standardFields' | 'customFields';
  intro: string;
  other: { to: string; label: string };
  rows: { items: Location[]; truncated: boolean } | undefined;
  columns: readonly SheetColumn<Location>[];
  edits: GridEdits;
  onEdits: (edits: GridEdits) => void;
  /** cells refused by their check, and the number of locations a save writes */
  invalid: number;
  saveCount: number;
  save: GridSave;
  loading: boolean;
  loadFailed: boolean;
  testId: string;
  /** a notice above the grid (no fields to show ...) */
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  const [overflow, setOverflow] = useState(0);
  const { edits, save, invalid } = props;
  const dirty = edits.values.size > 0;
  const title = t(`screens.sheets.${props.screen}`);
  return (
    <Stack data-screen={`sheets.${props.screen}`} gap="sm">
      <ScreenTitle title={title} intro={props.intro} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('sheetGrid.keys')}
        </Text>
        <Group gap="xs">
          <Anchor component={Link} to={props.other.to} size="sm">
            {props.other.label}
          </Anchor>
          <Button size="xs" variant="default" disabled={!dirty || save.isPending} onClick={() => props.onEdits(emptyEdits)}>
            {t('sheetGrid.discard')}
          </Button>
          <Button size="xs" disabled={!dirty || invalid > 0} loading={save.isPending} onClick={() => save.mutate()} data-testid="grid-save">
            {t('sheetGrid.save', { count: props.saveCount })}
          </Button>
        </Group>
      </Group>
      {props.notice}
      {props.rows?.truncated && <Alert color="yellow">{t('sheetGrid.truncated', { count: props.rows.items.length })}</Alert>}
      {invalid > 0 && (
        <Alert color="red" data-testid="grid-invalid">
          {t('sheetGrid.invalid', { count: invalid })}
        </Alert>
      )}
      {overflow > 0 && (
        <Alert color="yellow" withCloseButton onClose={() => setOverflow(0)}>
          {t('sheetGrid.overflow', { count: overflow })}
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" role="alert">
          {t('sheetGrid.saveFailed')} {save.error?.message}
        </Alert>
      )}
      <SheetGrid
        rows={props.rows?.items}
        rowId={(r) => r.id}
        rowHeader={{
          header: t('columns.name'),
          cell: (r) => (
            // a row's name opens the location as everywhere (the spec's link rule: on the map, or the list)
            <Anchor component={Link} to={locationPath(r)} size="sm">
              {r.name || `#${r.id}`}
            </Anchor>
          ),
        }}
        columns={props.columns}
        edits={edits}
        onEdits={props.onEdits}
        onOverflow={setOverflow}
        label={title}
        testId={props.testId}
        loading={props.loading}
        error={props.loadFailed ? t('sheetGrid.loadFailed') : undefined}
        empty={t('sheetGrid.empty')}
      />
      <UnsavedChangesGuard dirty={dirty} />
    </Stack>
  );
}

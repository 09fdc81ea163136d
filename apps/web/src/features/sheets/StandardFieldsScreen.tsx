import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { locations as locationEntity, type ApiRecord } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api';
import { entityKeys, useEntityAll } from '../../api/queries';
import { SheetGrid, emptyEdits, type GridEdits, type SheetColumn } from '../../ui/SheetGrid';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard';
import { ScreenTitle } from '../shared/ScreenTitle';
import { GRID_LOCATIONS } from './gridLocations';
import { formatInputNumber, parseLocalNumber } from './parseNumber';

type Location = ApiRecord<'locations'>;
type FieldName = keyof Location & keyof typeof locationEntity.fields;

// The standard fields a team fills in for many locations at once; status, phase and assignee have their own
// pickers on the planboard and in the editor.
const TEXT_FIELDS = ['road', 'house_number', 'postcode', 'city', 'municipality', 'neighbourhood', 'suburb', 'region', 'businesspark', 'owner', 'architect', 'builder', 'advisors', 'buyer'] as const;
const NUMBER_FIELDS = ['plotsize', 'rating'] as const;

/** The typed text of a cell as the value the field stores; `error` when the contracts' schema refuses it. */
function readCell(field: FieldName, text: string, lang: string): { value: unknown; error: string | null } {
  const numeric = (NUMBER_FIELDS as readonly string[]).includes(field);
  const trimmed = text.trim();
  const value = trimmed === '' ? null : numeric ? parseLocalNumber(trimmed, lang) : trimmed;
  if (numeric && trimmed !== '' && value === null) return { value, error: 'number' };
  const parsed = locationEntity.fields[field].zod.nullable().safeParse(value);
  return parsed.success ? { value: parsed.data, error: null } : { value, error: parsed.error.issues[0]?.message ?? 'invalid' };
}

/**
 * /sheets/locations/standard_fields: every location a row, the standard fields columns; typed, pasted from Excel
 * or filled down, checked per cell by the contracts' schemas, and saved in one bulk update (all or nothing).
 */
export default function StandardFieldsScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const qc = useQueryClient();
  const list = useEntityAll('locations', { order: 'name', depth: 0, where: GRID_LOCATIONS });
  const [edits, setEdits] = useState<GridEdits>(emptyEdits);
  const [overflow, setOverflow] = useState(0);
  const rows = list.data?.items;

  const columns = useMemo<SheetColumn<Location>[]>(
    () =>
      [...TEXT_FIELDS, ...NUMBER_FIELDS].map((field) => ({
        id: field,
        header: t(`locationModify.fields.${field === 'plotsize' ? 'plotsize' : field}`, { defaultValue: t(`columns.${field}`) }),
        numeric: (NUMBER_FIELDS as readonly string[]).includes(field),
        width: field === 'house_number' || field === 'rating' ? 90 : 140,
        stored: (row: Location) => {
          const v = row[field];
          return typeof v === 'number' ? formatInputNumber(v, lang) : ((v as string | null) ?? '');
        },
        check: (text: string) => {
          const { error } = readCell(field, text, lang);
          return error === null ? null : error === 'number' ? t('sheetGrid.notANumber') : error;
        },
      })),
    [t, lang],
  );

  const changes = useMemo(() => {
    const byRow = new Map<number, Record<string, unknown>>();
    let invalid = 0;
    for (const [key, text] of edits.values) {
      const [id, field] = key.split('|') as [string, FieldName];
      const { value, error } = readCell(field, text, lang);
      if (error) invalid += 1;
      byRow.set(Number(id), { ...byRow.get(Number(id)), [field]: value });
    }
    return { records: [...byRow].map(([id, fields]) => ({ id, ...fields })), invalid };
  }, [edits, lang]);

  const save = useMutation({
    mutationFn: () => api.bulkUpdate('locations', changes.records),
    onSuccess: async () => {
      setEdits(emptyEdits);
      await qc.invalidateQueries({ queryKey: entityKeys.all('locations') });
    },
  });
  const dirty = edits.values.size > 0;

  return (
    <Stack data-screen="sheets.standardFields" gap="sm">
      <ScreenTitle title={t('screens.sheets.standardFields')} intro={t('sheetGrid.intro')} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('sheetGrid.keys')}
        </Text>
        <Group gap="xs">
          <Anchor component={Link} to="/sheets/locations/custom_fields" size="sm">
            {t('screens.sheets.customFields')}
          </Anchor>
          <Button size="xs" variant="default" disabled={!dirty || save.isPending} onClick={() => setEdits(emptyEdits)}>
            {t('sheetGrid.discard')}
          </Button>
          <Button size="xs" disabled={!dirty || changes.invalid > 0} loading={save.isPending} onClick={() => save.mutate()} data-testid="grid-save">
            {t('sheetGrid.save', { count: changes.records.length })}
          </Button>
        </Group>
      </Group>
      {list.data?.truncated && <Alert color="yellow">{t('sheetGrid.truncated', { count: list.data.items.length })}</Alert>}
      {changes.invalid > 0 && (
        <Alert color="red" data-testid="grid-invalid">
          {t('sheetGrid.invalid', { count: changes.invalid })}
        </Alert>
      )}
      {overflow > 0 && (
        <Alert color="yellow" withCloseButton onClose={() => setOverflow(0)}>
          {t('sheetGrid.overflow', { count: overflow })}
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" role="alert">
          {t('sheetGrid.saveFailed')} {save.error.message}
        </Alert>
      )}
      <SheetGrid
        rows={rows}
        rowId={(r) => r.id}
        rowHeader={{ header: t('columns.name'), cell: (r) => <Anchor component={Link} to={`/locations/detail/${r.id}/modify`} size="sm">{r.name || `#${r.id}`}</Anchor> }}
        columns={columns}
        edits={edits}
        onEdits={setEdits}
        onOverflow={setOverflow}
        label={t('screens.sheets.standardFields')}
        testId="standard-fields-grid"
        loading={list.isPending}
        error={list.isError ? t('sheetGrid.loadFailed') : undefined}
        empty={t('sheetGrid.empty')}
      />
      <UnsavedChangesGuard dirty={dirty} />
    </Stack>
  );
}

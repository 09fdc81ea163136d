import { locations as locationEntity, type ApiRecord } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { entityKeys, useEntityAll } from '../../api/queries';
import { emptyEdits, type GridEdits, type SheetColumn } from '../../ui/SheetGrid';
import { GRID_LOCATIONS } from './gridLocations';
import { LocationGrid } from './LocationGrid';
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
  return (
    <LocationGrid
      screen="standardFields"
      intro={t('sheetGrid.intro')}
      other={{ to: '/sheets/locations/custom_fields', label: t('screens.sheets.customFields') }}
      rows={list.data}
      columns={columns}
      edits={edits}
      onEdits={setEdits}
      invalid={changes.invalid}
      saveCount={changes.records.length}
      save={save}
      loading={list.isPending}
      loadFailed={list.isError}
      testId="standard-fields-grid"
    />
  );
}

import { Alert, Anchor } from '@mantine/core';
import { customFieldTypes, locationRoutes, type ApiRecord } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api';
import { entityKeys, useEntityAll, useEntityList } from '../../api/queries';
import { emptyEdits, type GridEdits, type SheetColumn } from '../../ui/SheetGrid';
import { isEditable, shownFields } from '../locations/modify/customValues';
import { GRID_LOCATIONS } from './gridLocations';
import { LocationGrid } from './LocationGrid';
import { cellValue, type GridField } from './customFieldCells';

type Location = ApiRecord<'locations'>;

// One value per location: the kinds a grid cell can hold (multiselect, geometry and info live in the editor).
const GRID_TYPES = new Set<number>([customFieldTypes.text, customFieldTypes.number, customFieldTypes.select, customFieldTypes.checkbox]);

/**
 * /sheets/locations/custom_fields: every location a row, the company's custom fields columns (their visibility
 * honoured: hidden ones left out, read-only ones shown); saved in one transaction.
 */
export default function CustomFieldsGridScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const qc = useQueryClient();
  const list = useEntityAll('locations', { order: 'name', depth: 0, where: GRID_LOCATIONS });
  const fieldList = useEntityList('customfields', { limit: 200, order: 'order', depth: 1 });
  const valueList = useEntityAll('locationscustomvalues', { depth: 0 });
  const [edits, setEdits] = useState<GridEdits>(emptyEdits);

  const fields = useMemo<GridField[]>(
    () =>
      shownFields(fieldList.data?.items ?? [])
        .filter((f) => GRID_TYPES.has(f.type ?? 0))
        .map((f) => ({ id: f.id, name: f.name ?? '', type: f.type ?? customFieldTypes.text, editable: isEditable(f), options: (f.values ?? []).map((o) => ({ id: o.id, name: o.name ?? '' })) })),
    [fieldList.data],
  );
  const stored = useMemo(() => {
    const m = new Map<string, string>();
    for (const v of valueList.data?.items ?? []) if (v.locationId && v.customfieldId) m.set(`${v.locationId}|${v.customfieldId}`, v.value ?? '');
    return m;
  }, [valueList.data]);

  const columns = useMemo<SheetColumn<Location>[]>(
    () =>
      fields.map((f) => ({
        id: String(f.id),
        header: f.name,
        numeric: f.type === customFieldTypes.number,
        readOnly: !f.editable,
        stored: (row: Location) => stored.get(`${row.id}|${f.id}`) ?? '',
        check: (text: string) => {
          const r = cellValue(f, text, lang);
          return 'error' in r ? t(`sheetGrid.${r.error}`, { options: f.options.map((o) => o.name).join(', ') }) : null;
        },
      })),
    [fields, stored, lang, t],
  );

  const changes = useMemo(() => {
    const cells = [];
    let invalid = 0;
    for (const [key, text] of edits.values) {
      const [locationId, fieldId] = key.split('|').map(Number) as [number, number];
      const field = fields.find((f) => f.id === fieldId);
      if (!field) continue;
      const r = cellValue(field, text, lang);
      if ('error' in r) invalid += 1;
      else cells.push({ locationId, customfieldId: fieldId, ...r });
    }
    return { cells, invalid, rows: new Set([...edits.values.keys()].map((k) => k.split('|')[0])).size };
  }, [edits, fields, lang]);

  const save = useMutation({
    mutationFn: () => api.call(locationRoutes.customValues, { body: changes.cells }),
    onSuccess: async () => {
      setEdits(emptyEdits);
      await qc.invalidateQueries({ queryKey: entityKeys.all('locationscustomvalues') });
    },
  });
  return (
    <LocationGrid
      screen="customFields"
      intro={t('sheetGrid.customIntro')}
      other={{ to: '/sheets/locations/standard_fields', label: t('screens.sheets.standardFields') }}
      rows={list.data}
      columns={columns}
      edits={edits}
      onEdits={setEdits}
      invalid={changes.invalid}
      saveCount={changes.rows}
      save={save}
      loading={list.isPending || fieldList.isPending || valueList.isPending}
      loadFailed={list.isError || fieldList.isError || valueList.isError}
      testId="custom-fields-grid"
      notice={
        !fieldList.isPending && fields.length === 0 ? (
          <Alert color="gray">
            {t('sheetGrid.noFields')}{' '}
            <Anchor component={Link} to="/settings/locations/customfields">
              {t('screens.settings.customFields')}
            </Anchor>
          </Alert>
        ) : null
      }
    />
  );
}

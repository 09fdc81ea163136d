import { Anchor, Checkbox, MultiSelect, NumberInput, Select, Stack, Text } from '@mantine/core';
import { customFieldTypes, type ApiRecord } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArea } from '../../../lib/format';
import { fieldGeometry } from '../modifyplot/fieldShapes';
import { geometryMeasures } from '../modifyplot/siteShapes';
import { CommitTextInput } from '../../../ui/CommitTextInput';
import { isEditable, multiselectChanges, type StoredValue } from './customValues';

type CustomField = ApiRecord<'customfields'>;
type Option = { value: string; label: string };

/** A geometry field: drawn and edited on the location's site screen (modifyplot); here its area and the way there. */
function GeometryField({ field: f, row, locationId, disabled }: { field: CustomField; row: StoredValue | undefined; locationId: number; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const geometry = fieldGeometry(row?.value);
  const area = geometry ? geometryMeasures(geometry).areaSquareMeters : null;
  return (
    <Stack gap={2} data-testid={`custom-${f.id}`}>
      <Text size="sm" fw={500}>
        {f.name}
      </Text>
      <Text size="sm" c={geometry ? undefined : 'dimmed'} data-testid="custom-geometry-facts">
        {area !== null ? t('locationModify.custom.geometryDrawn', { area: formatArea(area, i18n.language, { hectares: false }) }) : t('locationModify.custom.geometryNone')}
      </Text>
      <Anchor component={Link} to={`/locations/detail/${locationId}/modifyplot?field=${f.id}`} size="sm" data-testid="custom-geometry-link">
        {t(disabled ? 'locationModify.custom.geometryShow' : geometry ? 'locationModify.custom.geometryEdit' : 'locationModify.custom.geometryDraw', { name: f.name })}
      </Anchor>
    </Stack>
  );
}

/**
 * The input of one custom field by its type (number, select, checkbox, multiselect, info, geometry, else text);
 * disabled when the field is view-only. A change saves at once (a number and a text when left).
 */
export function CustomFieldInput({
  field: f,
  own,
  stored,
  locationId,
  setValue,
  addOption,
  removeRow,
}: {
  field: CustomField;
  /** the field's own options (select, multiselect) */
  own: Option[];
  stored: StoredValue[];
  locationId: number;
  /** the field's one value: change the stored row, or add one */
  setValue: (fieldId: number, patch: { value: string | null; customvalueId?: number | null }) => void;
  /** a multiselect's added option, as a row of its own */
  addOption: (fieldId: number, customvalueId: number, value: string | null) => void;
  /** a multiselect's dropped option: its row by id */
  removeRow: (id: number) => void;
}) {
  const disabled = !isEditable(f);
  const row = stored.find((r) => r.customfieldId === f.id);
  const common = { label: f.name, disabled, 'data-testid': `custom-${f.id}` };
  switch (Number(f.type)) {
    case customFieldTypes.number:
      return (
        <NumberInput
          {...common}
          decimalSeparator=","
          defaultValue={row?.value ? Number(row.value) : ''}
          onBlur={(e) => {
            const v = e.currentTarget.value.replace(/\./g, '').replace(',', '.');
            if (v !== (row?.value ?? '')) setValue(f.id, { value: v === '' ? null : v });
          }}
        />
      );
    case customFieldTypes.select:
      return (
        <Select
          {...common}
          data={own}
          clearable
          value={row?.customvalueId ? String(row.customvalueId) : null}
          onChange={(v) =>
            setValue(f.id, {
              value: own.find((o) => o.value === v)?.label ?? null,
              customvalueId: v ? Number(v) : null,
            })
          }
        />
      );
    case customFieldTypes.checkbox:
      return <Checkbox {...common} mt="lg" checked={row?.value === 'true'} onChange={(e) => setValue(f.id, { value: String(e.currentTarget.checked) })} />;
    case customFieldTypes.multiselect: {
      const chosen = stored.filter((r) => r.customfieldId === f.id && r.customvalueId).map((r) => String(r.customvalueId));
      return (
        <MultiSelect
          {...common}
          data={own}
          value={chosen}
          onChange={(next) => {
            const { add, remove: drop } = multiselectChanges(stored, f.id, next.map(Number));
            for (const id of add) addOption(f.id, id, own.find((o) => o.value === String(id))?.label ?? null);
            for (const id of drop) removeRow(id);
          }}
        />
      );
    }
    case customFieldTypes.info:
      return (
        <Text size="sm" data-testid={`custom-${f.id}`}>
          <b>{f.name}</b>
        </Text>
      );
    case customFieldTypes.geometry:
      return <GeometryField field={f} row={row} locationId={locationId} disabled={disabled} />;
    default:
      return <CommitTextInput {...common} value={row?.value ?? ''} maxLength={10_000} onCommit={(v) => setValue(f.id, { value: v.trim() || null })} />;
  }
}

import {
  Anchor,
  Checkbox,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { customFieldTypes, type ApiRecord } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArea } from '../../../lib/format';
import { fieldGeometry } from '../modifyplot/fieldShapes';
import { geometryMeasures } from '../modifyplot/siteShapes';
import { entityKeys, useEntityList, useEntityMutations } from '../../../api/queries';
import { CommitTextInput } from '../../shared/CommitTextInput';
import { SaveStatus } from '../../shared/SaveStatus';
import { isEditable, multiselectChanges, shownFields, type StoredValue } from './customValues';

type CustomField = ApiRecord<'customfields'>;

/** The company's custom fields for this location, each by its type; `view` fields are read-only, `none` hidden. */
export function CustomFieldsSection({ locationId, stored }: { locationId: number; stored: StoredValue[] }) {
  const { t, i18n } = useTranslation();
  const fields = useEntityList('customfields', { order: 'order', limit: 500 });
  const options = useEntityList('customvalues', {
    where: { customfieldId: { isnull: false } },
    order: 'order',
    limit: 500,
  });
  const { create, update, remove } = useEntityMutations('locationscustomvalues', [
    entityKeys.all('locations'),
  ]);
  const shown = shownFields(fields.data?.items ?? []);
  const last = [create, update, remove].find((m) => m.status !== 'idle');
  if (fields.isSuccess && shown.length === 0) return null;

  /** One value per field: change the stored row, or add one. */
  const setValue = (fieldId: number, patch: { value: string | null; customvalueId?: number | null }) => {
    const row = stored.find((r) => r.customfieldId === fieldId);
    if (row) update.mutate({ id: row.id, body: patch });
    else create.mutate({ locationId, customfieldId: fieldId, ...patch });
  };
  const valueOf = (fieldId: number) => stored.find((r) => r.customfieldId === fieldId);

  const input = (f: CustomField) => {
    const disabled = !isEditable(f);
    const own = (options.data?.items ?? [])
      .filter((o) => o.customfieldId === f.id)
      .map((o) => ({ value: String(o.id), label: o.name ?? '' }));
    const row = valueOf(f.id);
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
        return (
          <Checkbox
            {...common}
            mt="lg"
            checked={row?.value === 'true'}
            onChange={(e) => setValue(f.id, { value: String(e.currentTarget.checked) })}
          />
        );
      case customFieldTypes.multiselect: {
        const chosen = stored
          .filter((r) => r.customfieldId === f.id && r.customvalueId)
          .map((r) => String(r.customvalueId));
        return (
          <MultiSelect
            {...common}
            data={own}
            value={chosen}
            onChange={(next) => {
              const { add, remove: drop } = multiselectChanges(stored, f.id, next.map(Number));
              for (const id of add)
                create.mutate({
                  locationId,
                  customfieldId: f.id,
                  customvalueId: id,
                  value: own.find((o) => o.value === String(id))?.label ?? null,
                });
              for (const id of drop) remove.mutate(id);
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
      case customFieldTypes.geometry: {
        // drawn and edited on the location's site screen (modifyplot); here its area and the way there
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
      default:
        return (
          <CommitTextInput
            {...common}
            value={row?.value ?? ''}
            maxLength={10_000}
            onCommit={(v) => setValue(f.id, { value: v.trim() || null })}
          />
        );
    }
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="custom-title" data-testid="custom-section">
      <Stack>
        <Title order={2} size="h4" id="custom-title">
          {t('locationModify.customTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {shown.map((f) => (
            <div key={f.id}>{input(f)}</div>
          ))}
        </SimpleGrid>
        {last && <SaveStatus state={last.status} error={last.error} />}
      </Stack>
    </Paper>
  );
}

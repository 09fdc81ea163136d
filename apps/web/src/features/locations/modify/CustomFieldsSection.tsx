import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { entityKeys, useEntityList, useEntityMutations } from '../../../api/queries';
import { SaveStatus } from '../../../ui/SaveStatus';
import { CustomFieldInput } from './CustomFieldInput';
import { shownFields, type StoredValue } from './customValues';

/** The company's custom fields for this location, each by its type; `view` fields are read-only, `none` hidden. */
export function CustomFieldsSection({ locationId, stored }: { locationId: number; stored: StoredValue[] }) {
  const { t } = useTranslation();
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
  const optionsOf = (fieldId: number) =>
    (options.data?.items ?? [])
      .filter((o) => o.customfieldId === fieldId)
      .map((o) => ({ value: String(o.id), label: o.name ?? '' }));

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="custom-title" data-testid="custom-section">
      <Stack>
        <Title order={2} size="h4" id="custom-title">
          {t('locationModify.customTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {shown.map((f) => (
            <div key={f.id}>
              <CustomFieldInput
                field={f}
                own={optionsOf(f.id)}
                stored={stored}
                locationId={locationId}
                setValue={setValue}
                addOption={(customfieldId, customvalueId, value) =>
                  create.mutate({ locationId, customfieldId, customvalueId, value })
                }
                removeRow={(id) => remove.mutate(id)}
              />
            </div>
          ))}
        </SimpleGrid>
        {last && <SaveStatus state={last.status} error={last.error} />}
      </Stack>
    </Paper>
  );
}

import { ActionIcon, Button, Collapse, Group, Paper, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { customfields } from '@plotwise/contracts';
import { customFieldTypes, customFieldVisibilities } from '@plotwise/contracts/enums/companyEnums';
import { useState } from 'react';
import { useDerivedState } from '../../ui/useDerivedState';
import { useTranslation } from 'react-i18next';
import { useEntityList, useEntityMutations } from '../../api/queries';
import type { CustomField } from '@plotwise/contracts';
import { byOrder, nextOrder, orderChanges } from '../../lib/order';
import { formSchema } from '../../ui/form/formSchema';
import { zodValidate } from '../../ui/form/zodValidate';
import { CommitTextInput } from '../../ui/CommitTextInput';
import { SaveStatus } from '../../ui/SaveStatus';
import { SortableList } from '../../ui/SortableList';
import { useDeleteConfirm } from '../../ui/useDeleteConfirm';
import { SettingsFrame, useCanAdmin } from './SettingsFrame';
import { serverFieldErrors } from '../../ui/form/serverFieldErrors';
import { ValueListEditor } from './ValueListEditor';

const TYPES = Object.entries(customFieldTypes) as [keyof typeof customFieldTypes, number][];
const WITH_VALUES = new Set<number>([customFieldTypes.select, customFieldTypes.multiselect]);

type Field = CustomField;
type Create = ReturnType<typeof useEntityMutations<'customfields'>>['create'];

interface NewField {
  name: string;
  type: string;
}
// what the server checks of a new field's name and type (contracts), checked at the fields before sending
const NEW_FIELD_SCHEMA = formSchema(customfields.fields, ['name', 'type'], ['name']);
const toBody = (v: NewField) => ({ name: v.name.trim(), type: Number(v.type) });

/** The row that adds a field at the end of the list; its type stays for the next one. */
function NewFieldForm({ create, items, typeOptions, canAdmin }: { create: Create; items: Field[]; typeOptions: { value: string; label: string }[]; canAdmin: boolean }) {
  const { t } = useTranslation();
  const checkContract = zodValidate<ReturnType<typeof toBody>>(NEW_FIELD_SCHEMA, t);
  const form = useForm<NewField>({ initialValues: { name: '', type: String(customFieldTypes.select) }, validate: (v) => checkContract(toBody(v)) });
  const add = (v: NewField) =>
    create.mutate(
      { ...toBody(v), order: nextOrder(items), visibility: 'edit' },
      {
        onSuccess: () => form.setFieldValue('name', ''),
        onError: (e) => form.setErrors((errors) => ({ ...errors, ...serverFieldErrors(e, (p) => (p === 'name' || p === 'type' ? p : null)) })),
      },
    );
  return (
    <form onSubmit={form.onSubmit(add)} noValidate>
      <Group align="flex-end" gap="xs">
        <TextInput size="sm" label={t('settings.customFields.new')} {...form.getInputProps('name')} disabled={!canAdmin} maxLength={120} />
        <Select size="sm" w={170} label={t('settings.customFields.type')} data={typeOptions} allowDeselect={false} disabled={!canAdmin} {...form.getInputProps('type')} />
        <Button type="submit" disabled={!canAdmin} loading={create.isPending}>
          {t('common.add')}
        </Button>
      </Group>
    </form>
  );
}

export default function CustomFieldsScreen() {
  const { t } = useTranslation();
  const canAdmin = useCanAdmin();
  const list = useEntityList('customfields', { order: 'order', limit: 500 });
  const { create, update, remove, order } = useEntityMutations('customfields');
  const [items, setItems] = useDerivedState(list.data, (d): Field[] => (d ? [...d.items].sort(byOrder) : []));
  const [open, setOpen] = useState<string | null>(null);
  const deletion = useDeleteConfirm((f: Field) => f.name ?? '', (f) => remove.mutate(f.id));

  const statuses = [create, update, remove, order];
  const busy = statuses.find((m) => m.isPending) ?? statuses.find((m) => m.isError) ?? statuses.find((m) => m.isSuccess);
  const typeOptions = TYPES.map(([key, code]) => ({ value: String(code), label: t(`settings.customFields.types.${key}`) }));

  return (
    <SettingsFrame screen="settings.customFields" intro={t('settings.customFields.intro')} adminOnly>
      <Paper withBorder p="lg">
        <Stack>
          {items.length === 0 && list.isSuccess && <Text c="dimmed">{t('settings.customFields.none')}</Text>}
          <SortableList
            items={items}
            label={(f) => f.name ?? ''}
            onReorder={(next) => {
              setItems(next);
              const changes = orderChanges(next);
              if (changes.length) order.mutate(changes);
            }}
            render={(field) => {
              const key = String(field.id);
              const hasValues = WITH_VALUES.has(Number(field.type));
              return (
                <Stack gap="xs" data-testid="custom-field">
                  <Group wrap="wrap" gap="xs" align="flex-end">
                    <CommitTextInput
                      size="xs"
                      label={t('settings.customFields.name')}
                      value={field.name ?? ''}
                      disabled={!canAdmin}
                      onCommit={(v) => update.mutate({ id: field.id, body: { name: v } })}
                      style={{ flex: 1, minWidth: 160 }}
                    />
                    <Select
                      size="xs"
                      w={150}
                      label={t('settings.customFields.type')}
                      value={String(field.type)}
                      data={typeOptions}
                      allowDeselect={false}
                      disabled={!canAdmin}
                      onChange={(v) => v && update.mutate({ id: field.id, body: { type: Number(v) } })}
                    />
                    <Select
                      size="xs"
                      w={150}
                      label={t('settings.customFields.visibility')}
                      value={field.visibility ?? 'edit'}
                      allowDeselect={false}
                      data={customFieldVisibilities.map((v) => ({ value: v, label: t(`settings.customFields.visibilities.${v}`) }))}
                      disabled={!canAdmin}
                      onChange={(v) => v && update.mutate({ id: field.id, body: { visibility: v } })}
                    />
                    <Switch
                      size="xs"
                      mb={6}
                      label={t('settings.customFields.publish')}
                      checked={field.publish === true}
                      disabled={!canAdmin}
                      onChange={(e) => update.mutate({ id: field.id, body: { publish: e.currentTarget.checked } })}
                    />
                    {hasValues && (
                      <Button size="xs" variant="subtle" onClick={() => setOpen(open === key ? null : key)} aria-expanded={open === key}>
                        {t('settings.customFields.values')}
                      </Button>
                    )}
                    <ActionIcon variant="subtle" color="red" mb={2} disabled={!canAdmin} onClick={() => deletion.ask(field)} aria-label={t('common.deleteNamed', { name: field.name })}>
                      ✕
                    </ActionIcon>
                  </Group>
                  {hasValues && (
                    <Collapse expanded={open === key}>
                      {open === key && (
                        <ValueListEditor
                          title={t('settings.customFields.valuesOf', { name: field.name })}
                          where={{ customfieldId: field.id }}
                          defaults={{ customfieldId: field.id, type: 'value' }}
                          disabled={!canAdmin}
                          testId={`values-field-${field.id}`}
                        />
                      )}
                    </Collapse>
                  )}
                </Stack>
              );
            }}
          />
          <NewFieldForm create={create} items={items} typeOptions={typeOptions} canAdmin={canAdmin} />
          <SaveStatus state={busy?.status ?? 'idle'} error={busy?.error} />
          {deletion.dialog}
        </Stack>
      </Paper>
    </SettingsFrame>
  );
}

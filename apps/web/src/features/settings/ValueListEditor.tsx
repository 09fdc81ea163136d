import { ActionIcon, Button, Checkbox, ColorInput, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useDerivedState } from '../../ui/useDerivedState';
import { useTranslation } from 'react-i18next';
import type { Id, Where } from '../../api/apiClient';
import { useEntityList, useEntityMutations } from '../../api/queries';
import { useDeleteConfirm } from '../../ui/useDeleteConfirm';
import type { CustomValue } from '@plotwise/contracts';
import { byOrder, nextOrder, orderChanges } from '../../lib/order';
import { CommitTextInput } from '../../ui/CommitTextInput';
import { SaveStatus } from '../../ui/SaveStatus';
import { SortableList } from '../../ui/SortableList';

/** The values of a status, a phase or a select field: names, colours, a default, and their order. */
export function ValueListEditor({
  title,
  where,
  defaults,
  withDefault,
  disabled,
  testId,
}: {
  title: string;
  where: Where;
  defaults: Partial<CustomValue> & { customfieldId?: Id };
  withDefault?: boolean;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const list = useEntityList('customvalues', { where, order: 'order', limit: 500 });
  const { create, update, remove, order } = useEntityMutations('customvalues');
  const [items, setItems] = useDerivedState(list.data, (d): CustomValue[] => (d ? [...d.items].sort(byOrder) : []));
  const [name, setName] = useState('');
  const deletion = useDeleteConfirm((v: CustomValue) => v.name ?? '', (v) => remove.mutate(v.id));

  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    create.mutate({ ...defaults, name: name.trim(), order: nextOrder(items), color: '#0b6e4f' } as Partial<CustomValue>, { onSuccess: () => setName('') });
  };
  const setDefault = (item: CustomValue, value: boolean) => {
    // One default per list: clear the old one first.
    for (const other of items) if (other.default && other.id !== item.id && value) update.mutate({ id: other.id, body: { default: false } });
    update.mutate({ id: item.id, body: { default: value } });
  };
  const statuses = [create, update, remove, order];
  const busy = statuses.find((m) => m.isPending) ?? statuses.find((m) => m.isError) ?? statuses.find((m) => m.isSuccess);

  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {items.length === 0 && list.isSuccess && (
        <Text size="sm" c="dimmed">
          {t('settings.values.none')}
        </Text>
      )}
      <SortableList
        items={items}
        label={(i) => i.name ?? ''}
        onReorder={(next) => {
          setItems(next);
          const changes = orderChanges(next);
          if (changes.length) order.mutate(changes);
        }}
        render={(item) => (
          <Group wrap="nowrap" gap="xs" align="flex-end">
            <CommitTextInput
              label={t('settings.values.name')}
              size="xs"
              value={item.name ?? ''}
              disabled={disabled}
              onCommit={(v) => update.mutate({ id: item.id, body: { name: v } })}
              style={{ flex: 1 }}
            />
            <ColorInput
              label={t('settings.values.color')}
              size="xs"
              w={130}
              format="hex"
              withEyeDropper={false}
              disabled={disabled}
              value={item.color ?? ''}
              onChangeEnd={(v) => v !== item.color && update.mutate({ id: item.id, body: { color: v } })}
            />
            {withDefault && (
              <Checkbox
                label={t('settings.values.default')}
                size="xs"
                mb={6}
                disabled={disabled}
                checked={!!item.default}
                onChange={(e) => setDefault(item, e.currentTarget.checked)}
              />
            )}
            <ActionIcon variant="subtle" color="red" mb={2} disabled={disabled} onClick={() => deletion.ask(item)} aria-label={t('common.deleteNamed', { name: item.name })}>
              ✕
            </ActionIcon>
          </Group>
        )}
      />
      <Group component="form" onSubmit={add} align="flex-end" gap="xs">
        <TextInput size="xs" label={t('settings.values.new')} value={name} disabled={disabled} onChange={(e) => setName(e.currentTarget.value)} maxLength={120} />
        <Button size="xs" type="submit" disabled={disabled || !name.trim()} loading={create.isPending}>
          {t('common.add')}
        </Button>
      </Group>
      <SaveStatus state={busy?.status ?? 'idle'} error={busy?.error} />
      {deletion.dialog}
    </Stack>
  );
}

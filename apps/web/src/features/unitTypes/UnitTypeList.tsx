import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiRecord } from '@plotwise/contracts';
import type { Id } from '../../api/apiClient';
import { useEntityList, useEntityMutations } from '../../api/queries';
import { byOrder, nextOrder, orderChanges } from '../../lib/order';
import { SaveStatus } from '../../ui/SaveStatus';
import { SortableList } from '../../ui/SortableList';
import { useDeleteConfirm } from '../../ui/useDeleteConfirm';
import { useDerivedState } from '../../ui/useDerivedState';
import { unitTypeListParams } from './companyUnitTypes';
import { UnitRowEditor } from './UnitRowEditor';

// with its cfg (depth 1)
type UnitRow = ApiRecord<'units'>;

/**
 * The unit types under a location (the company's under its template, or a location's own): reorder, edit in place,
 * delete, and add one by name.
 */
export function UnitTypeList({ locationId, disabled }: { locationId: Id; disabled: boolean }) {
  const { t } = useTranslation();
  const list = useEntityList('units', unitTypeListParams(locationId));
  const [openCfg, setOpenCfg] = useState<number | null>(null);
  const { create, update, remove, order } = useEntityMutations('units');
  const [items, setItems] = useDerivedState(list.data, (d): UnitRow[] =>
    d ? [...d.items].sort(byOrder) : [],
  );
  const [name, setName] = useState('');
  const deletion = useDeleteConfirm(
    (u: UnitRow) => u.name ?? '',
    (u) => remove.mutate(u.id),
  );
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    create.mutate(
      {
        name: name.trim(),
        locationId: Number(locationId),
        order: nextOrder(items),
        size: 50,
        size_max: 100,
        price: 0,
        income_mode: 'rent_unit_month',
      },
      {
        onSuccess: () => setName(''),
      },
    );
  };
  const statuses = [create, update, remove, order];
  const busy =
    statuses.find((m) => m.isPending) ?? statuses.find((m) => m.isError) ?? statuses.find((m) => m.isSuccess);
  return (
    <Stack>
      {items.length === 0 && list.isSuccess && <Text c="dimmed">{t('settings.units.none')}</Text>}
      <SortableList
        items={items}
        label={(u) => u.name ?? ''}
        onReorder={(next) => {
          setItems(next);
          const changes = orderChanges(next);
          if (changes.length) order.mutate(changes);
        }}
        render={(unit) => (
          <UnitRowEditor
            unit={unit}
            disabled={disabled}
            saving={update.isPending}
            cfgOpen={openCfg === unit.id}
            onUpdate={(body) => update.mutate({ id: unit.id, body })}
            onDelete={() => deletion.ask(unit)}
            onToggleCfg={() => setOpenCfg(openCfg === unit.id ? null : unit.id)}
          />
        )}
      />
      <Group component="form" onSubmit={add} align="flex-end" gap="xs">
        <TextInput
          label={t('settings.units.new')}
          value={name}
          disabled={disabled}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={120}
        />
        <Button type="submit" disabled={disabled || !name.trim()} loading={create.isPending}>
          {t('common.add')}
        </Button>
      </Group>
      <SaveStatus state={busy?.status ?? 'idle'} error={busy?.error} />
      {deletion.dialog}
    </Stack>
  );
}


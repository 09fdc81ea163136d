import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDerivedState } from '../../ui/useDerivedState';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import type { Id } from '../../api/apiClient';
import { useEntityList, useEntityMutations } from '../../api/queries';
import type { ApiRecord } from '@plotwise/contracts';
import { byOrder, nextOrder, orderChanges } from '../../lib/order';
import { SaveStatus } from '../../ui/SaveStatus';
import { SortableList } from '../../ui/SortableList';
import { useDeleteConfirm } from '../../ui/useDeleteConfirm';
import { SettingsFrame, useCanAdmin } from './SettingsFrame';
import { UnitRowEditor } from './UnitRowEditor';

/** Location type 1 is a template (spec section 3): the company's unit types hang under its template location. */
export const TEMPLATE_LOCATION_TYPE = 1;

function useTemplateLocation(canCreate: boolean) {
  const qc = useQueryClient();
  const query = useQuery({
    queryKey: ['entity', 'locations', 'template'],
    queryFn: async () =>
      (await api.list('locations', { where: { type: TEMPLATE_LOCATION_TYPE }, order: 'createdAt', limit: 1 }))
        .items[0] ?? null,
  });
  const create = useMutation({
    mutationFn: () =>
      api.create('locations', { name: 'Template', type: TEMPLATE_LOCATION_TYPE, lat: 0, lon: 0 }),
    onSuccess: (loc) => qc.setQueryData(['entity', 'locations', 'template'], loc),
  });
  return { location: query.data, ready: query.isSuccess, create: canCreate ? create : undefined };
}

// with its cfg (depth 1)
type UnitRow = ApiRecord<'units'>;

/** The unit types under the template location: reorder, edit in place, delete, and add one by name. */
function UnitList({ locationId, disabled }: { locationId: Id; disabled: boolean }) {
  const { t } = useTranslation();
  // depth 1: with each unit's cfg (the generator's limits, edited under the row)
  const list = useEntityList('units', { where: { locationId }, order: 'order', limit: 500, depth: 1 });
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

export default function UnitsScreen() {
  const { t } = useTranslation();
  const canAdmin = useCanAdmin();
  const template = useTemplateLocation(canAdmin);
  return (
    <SettingsFrame screen="settings.units" intro={t('settings.units.intro')} adminOnly>
      <Paper withBorder p="lg">
        {template.location ? (
          <UnitList locationId={template.location.id} disabled={!canAdmin} />
        ) : template.ready ? (
          <Stack>
            <Text>{t('settings.units.noTemplate')}</Text>
            {template.create && (
              <Button
                w="fit-content"
                onClick={() => template.create?.mutate()}
                loading={template.create.isPending}
              >
                {t('settings.units.createTemplate')}
              </Button>
            )}
          </Stack>
        ) : null}
      </Paper>
    </SettingsFrame>
  );
}

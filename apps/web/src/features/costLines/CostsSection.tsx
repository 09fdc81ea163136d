import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { costBuildingTypes, costGroups, costKinds, parkingPlaceKinds, type ApiRecord } from '@plotwise/contracts';
import { countsBuildingType } from '@plotwise/core/finance/costKinds';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityKeys, useEntityMutations } from '../../api/queries';
import { nextOrder } from '../../lib/order';
import { DataTable, editDeleteColumn, type DataColumn } from '../../ui/DataTable';
import { useDeleteConfirm } from '../../ui/useDeleteConfirm';
import { SaveStatus } from '../../ui/SaveStatus';
import { formatCostParameter } from './costParameter';

type Cost = ApiRecord<'costs'>;
interface Draft {
  name: string;
  category: (typeof costGroups)[number];
  type: (typeof costKinds)[number];
  parameter: number | string;
  /** 'all': every building's floor area or galleries (stored as none); only a per-m2 line (floor or open gallery) counts a building type's */
  building_type: (typeof costBuildingTypes)[number] | 'all';
  /** 'all': every parking place (stored as none); only a per-place line counts a kind of place */
  parking_kind: (typeof parkingPlaceKinds)[number] | 'all';
}
const empty: Draft = { name: '', category: 'ground', type: 'flat_fee', parameter: '', building_type: 'all', parking_kind: 'all' };


/** What a line counts beside its kind: a per-m2 line's building type, a per-place line's kind of place; else nothing. */
function countsText(t: TFunction, c: Cost): string {
  if (countsBuildingType(c.type)) return c.building_type ? t(`sheets.buildingTypes.${c.building_type}`) : t('sheets.costs.allBuildingTypes');
  if (c.type === 'per_parking_place') return c.parking_kind ? t(`sheets.parkingKinds.${c.parking_kind}`) : t('sheets.costs.allParkingKinds');
  return '';
}
const groupIndex = (c: Cost) => costGroups.indexOf(c.category ?? 'ground');

const columns = (
  t: TFunction,
  lang: string,
  edit: (c: Cost) => void,
  drop: (c: Cost) => void,
): DataColumn<Cost>[] => [
  {
    id: 'category',
    header: t('sheets.costs.group'),
    sortValue: groupIndex,
    cell: (c) => t(`sheets.groups.${c.category ?? 'ground'}`),
  },
  { id: 'name', header: t('sheets.costs.name'), sortValue: (c) => c.name, cell: (c) => c.name },
  {
    id: 'type',
    header: t('sheets.costs.kind'),
    sortValue: (c) => c.type,
    cell: (c) => t(`sheets.kinds.${c.type ?? 'flat_fee'}`),
  },
  {
    id: 'parameter',
    header: t('sheets.costs.parameter'),
    numeric: true,
    sortValue: (c) => c.parameter,
    cell: (c) => formatCostParameter(c.type, c.parameter ?? 0, lang, t),
  },
  {
    id: 'building_type',
    header: t('sheets.costs.counts'),
    // only a per-m2 line counts floor area (or open galleries) and only a per-place line parking places, so only there does this mean anything
    sortValue: (c) => countsText(t, c),
    cell: (c) => countsText(t, c),
  },
  editDeleteColumn({
    header: t('sheets.costs.actions'),
    editLabel: t('locationModify.constraints.edit'),
    deleteLabel: t('locationModify.constraints.delete'),
    onEdit: edit,
    onDelete: drop,
  }),
];

/**
 * The fields of a cost line; the building type only for a per-m2 line, the kinds that count floor area or open
 * galleries, and in its place the kind of parking place for a per-place line.
 */
function CostLineFields({ mf }: { mf: UseFormReturnType<Draft> }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 5 }}>
      <TextInput
        label={t('sheets.costs.name')}
        name="cost-name"
        required
        maxLength={500}
        {...mf.getInputProps('name')}
      />
      <Select
        label={t('sheets.costs.group')}
        name="cost-group"
        allowDeselect={false}
        data={costGroups.map((g) => ({ value: g, label: t(`sheets.groups.${g}`) }))}
        {...mf.getInputProps('category')}
      />
      <Select
        label={t('sheets.costs.kind')}
        name="cost-kind"
        allowDeselect={false}
        data={costKinds.map((k) => ({ value: k, label: t(`sheets.kinds.${k}`) }))}
        {...mf.getInputProps('type')}
      />
      <NumberInput
        label={t('sheets.costs.parameter')}
        name="cost-parameter"
        required
        decimalSeparator={i18n.language === 'nl' ? ',' : '.'}
        {...mf.getInputProps('parameter')}
      />
      {mf.values.type === 'per_parking_place' ? (
        <Select
          label={t('sheets.costs.parkingKind')}
          name="cost-parking-kind"
          description={t('sheets.costs.parkingKindHint')}
          allowDeselect={false}
          data={[
            { value: 'all', label: t('sheets.costs.allParkingKinds') },
            ...parkingPlaceKinds.map((k) => ({ value: k, label: t(`sheets.parkingKinds.${k}`) })),
          ]}
          {...mf.getInputProps('parking_kind')}
        />
      ) : (
        <Select
          label={t('sheets.costs.buildingType')}
          name="cost-building-type"
          description={t('sheets.costs.buildingTypeHint')}
          allowDeselect={false}
          disabled={!countsBuildingType(mf.values.type)}
          data={[
            { value: 'all', label: t('sheets.costs.allBuildingTypes') },
            ...costBuildingTypes.map((b) => ({ value: b, label: t(`sheets.buildingTypes.${b}`) })),
          ]}
          {...mf.getInputProps('building_type')}
        />
      )}
    </SimpleGrid>
  );
}

/**
 * The location's cost lines (spec kinds and groups) that the sheets calculate with: add, change, delete. Also the
 * company's template lines (Settings > Unit types and costs), which every new location copies; `title` names which.
 */
export function CostsSection({ locationId, costs, title }: { locationId: number; costs: Cost[]; title?: string }) {
  const { t, i18n } = useTranslation();
  const { create, update, remove } = useEntityMutations('costs', [entityKeys.all('locations')]);
  const [editing, setEditing] = useState<Cost | null>(null);
  const mf = useForm<Draft>({
    initialValues: empty,
    validate: {
      name: (v) => (v.trim() ? null : t('ui.form.required')),
      parameter: (v) => (v !== '' && Number.isFinite(Number(v)) ? null : t('ui.form.required')),
    },
  });
  const deletion = useDeleteConfirm(
    (c: Cost) => c.name ?? '',
    (c) => remove.mutate(c.id),
  );
  const last = [create, update, remove].find((m) => m.status !== 'idle');
  const shown = costs
    .filter((c) => !c.deleted && !c.archived)
    .sort((a, b) => groupIndex(a) - groupIndex(b) || (a.order ?? 0) - (b.order ?? 0));
  const done = () => {
    setEditing(null);
    mf.setValues(empty);
  };
  const submit = (d: Draft) => {
    const body = {
      name: d.name.trim(),
      category: d.category,
      type: d.type,
      parameter: Number(d.parameter),
      building_type: countsBuildingType(d.type) && d.building_type !== 'all' ? d.building_type : null,
      parking_kind: d.type === 'per_parking_place' && d.parking_kind !== 'all' ? d.parking_kind : null,
    };
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: done });
    else create.mutate({ ...body, locationId, order: nextOrder(shown) }, { onSuccess: done });
  };
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="costs-title" data-testid="costs-section">
      {deletion.dialog}
      <Stack>
        <Title order={2} size="h4" id="costs-title">
          {title ?? t('locationModify.costsTitle')}
        </Title>
        <DataTable
          columns={columns(
            t,
            i18n.language,
            (c) => {
              setEditing(c);
              mf.setValues({
                name: c.name ?? '',
                category: c.category ?? 'ground',
                type: c.type ?? 'flat_fee',
                parameter: c.parameter ?? 0,
                building_type: c.building_type ?? 'all',
                parking_kind: c.parking_kind ?? 'all',
              });
            },
            deletion.ask,
          )}
          rows={shown}
          rowId={(c) => c.id}
          label={t('locationModify.costsTitle')}
          testId="costs"
          empty={t('locationModify.costs.empty')}
        />
        <form onSubmit={mf.onSubmit(submit)} noValidate aria-label={t('locationModify.costs.add')}>
          <CostLineFields mf={mf} />
          <Group mt="sm">
            <Button type="submit" variant="default">
              {editing ? t('common.save') : t('locationModify.costs.add')}
            </Button>
            {editing && (
              <Button variant="subtle" onClick={done}>
                {t('locationModify.conflict.cancel')}
              </Button>
            )}
            {last && <SaveStatus state={last.status} error={last.error} />}
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}

import {
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { constraintOperators, constraintTypes, locationRoutes, type ApiRecord } from '@plotwise/contracts';
import type { TFunction } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { entityKeys, useEntityMutations } from '../../../api/queries';
import { formatNumber } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { useDeleteConfirm } from '../../../ui/useDeleteConfirm';
import { SaveStatus } from '../../shared/SaveStatus';
import { handEdit, originOf } from './constraintSource';

type Constraint = ApiRecord<'constraints'>;
type Kind = (typeof constraintTypes)[number];
type Operator = (typeof constraintOperators)[number];
interface Draft {
  name: string;
  type: Kind;
  operator: Operator;
  value: number | string;
}
const empty: Draft = { name: '', type: 'building_height', operator: 'smaller_than', value: '' };
const SIGN: Record<Operator, string> = { equal: '=', smaller_than: '≤', greater_than: '≥' };

function Origin({ c }: { c: Constraint }) {
  const { t } = useTranslation();
  const o = originOf(c);
  if (o.kind === 'hand')
    return (
      <Stack gap={0}>
        <Badge size="sm" color="grape" variant="light" c="dark.8">
          {t('locationModify.constraints.hand')}
        </Badge>
        {o.overrides && (
          <Text size="xs">
            {t('locationModify.constraints.overrides', {
              plan: o.overrides.plan ?? '–',
              article: o.overrides.article ?? '–',
            })}
          </Text>
        )}
      </Stack>
    );
  return (
    <Stack gap={0}>
      <Badge size="sm" color="teal" variant="light" c="dark.8">
        {t('locationModify.constraints.zoning')}
      </Badge>
      <Text size="xs">
        {o.url ? (
          <Anchor href={o.url} target="_blank" rel="noreferrer" size="xs">
            {o.plan ?? o.url}
          </Anchor>
        ) : (
          (o.plan ?? '–')
        )}
        {o.zone ? ` · ${o.zone}` : ''}
        {o.article ? ` · ${o.article}` : ''}
      </Text>
    </Stack>
  );
}

const columns = (
  t: TFunction,
  lang: string,
  edit: (c: Constraint) => void,
  drop: (c: Constraint) => void,
): DataColumn<Constraint>[] => [
  { id: 'name', header: t('locationModify.constraints.name'), sortValue: (c) => c.name, cell: (c) => c.name },
  {
    id: 'type',
    header: t('locationModify.constraints.type'),
    sortValue: (c) => c.type,
    cell: (c) => t(`locationModify.constraintTypes.${c.type}`),
  },
  {
    id: 'value',
    header: t('locationModify.constraints.value'),
    numeric: true,
    sortValue: (c) => c.value,
    cell: (c) => `${SIGN[c.operator ?? 'equal']} ${c.value !== null ? formatNumber(c.value, lang, 2) : '–'}`,
  },
  {
    id: 'source',
    header: t('locationModify.constraints.source'),
    sortValue: (c) => c.source,
    cell: (c) => <Origin c={c} />,
  },
  {
    id: 'actions',
    header: t('locationModify.constraints.actions'),
    headerHidden: true,
    ownClick: true,
    hideable: false,
    cell: (c) => (
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" variant="default" onClick={() => edit(c)}>
          {t('locationModify.constraints.edit')}
        </Button>
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => drop(c)}>
          {t('locationModify.constraints.delete')}
        </Button>
      </Group>
    ),
  },
];

/** The location's constraints: each with its source (zoning plan and article, or by hand); a hand edit overrides the zoning. */
export function ConstraintsSection({
  locationId,
  constraints,
}: {
  locationId: number;
  constraints: Constraint[];
}) {
  const { t, i18n } = useTranslation();
  const { create, update, remove } = useEntityMutations('constraints', [entityKeys.all('locations')]);
  const [editing, setEditing] = useState<Constraint | null>(null);
  const mf = useForm<Draft>({
    initialValues: empty,
    validate: {
      name: (v) => (v.trim() ? null : t('ui.form.required')),
      value: (v) => (v === '' || Number.isFinite(Number(v)) ? null : t('ui.form.format')),
    },
  });
  const deletion = useDeleteConfirm(
    (c: Constraint) => c.name ?? '',
    (c) => remove.mutate(c.id),
  );
  const qc = useQueryClient();
  // the zoning's constraints again: rows made or changed by hand stay and keep overriding (docs/api.md)
  const refresh = useMutation({
    mutationFn: () => api.call(locationRoutes.refreshConstraints, { params: { id: locationId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: entityKeys.all('locations') }),
  });
  const last = [create, update, remove, refresh].find((m) => m.status !== 'idle');
  const startEdit = (c: Constraint) => {
    setEditing(c);
    mf.setValues({
      name: c.name ?? '',
      type: c.type ?? 'general',
      operator: c.operator ?? 'equal',
      value: c.value ?? '',
    });
  };
  const done = () => {
    setEditing(null);
    mf.setValues(empty);
  };
  const submit = (d: Draft) => {
    const body = handEdit({
      name: d.name.trim(),
      type: d.type,
      operator: d.operator,
      value: d.value === '' ? null : Number(d.value),
    });
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: done });
    else create.mutate({ ...body, locationId, priority: 0 }, { onSuccess: done });
  };

  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby="constraints-title"
      data-testid="constraints-section"
    >
      {deletion.dialog}
      <Stack>
        <Title order={2} size="h4" id="constraints-title">
          {t('locationModify.constraintsTitle')}
        </Title>
        <DataTable
          columns={columns(t, i18n.language, startEdit, deletion.ask)}
          rows={constraints}
          rowId={(c) => c.id}
          label={t('locationModify.constraintsTitle')}
          testId="constraints"
          empty={t('locationModify.constraints.empty')}
        />
        <form
          onSubmit={mf.onSubmit(submit)}
          noValidate
          aria-label={
            editing ? t('locationModify.constraints.editTitle') : t('locationModify.constraints.add')
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <TextInput
              label={t('locationModify.constraints.name')}
              name="constraint-name"
              required
              maxLength={500}
              {...mf.getInputProps('name')}
            />
            <Select
              label={t('locationModify.constraints.type')}
              name="constraint-type"
              allowDeselect={false}
              data={constraintTypes.map((k) => ({
                value: k,
                label: t(`locationModify.constraintTypes.${k}`),
              }))}
              {...mf.getInputProps('type')}
            />
            <Select
              label={t('locationModify.constraints.operator')}
              name="constraint-operator"
              allowDeselect={false}
              data={constraintOperators.map((k) => ({
                value: k,
                label: `${SIGN[k]} ${t(`locationModify.operators.${k}`)}`,
              }))}
              {...mf.getInputProps('operator')}
            />
            <NumberInput
              label={t('locationModify.constraints.value')}
              name="constraint-value"
              decimalSeparator={i18n.language === 'nl' ? ',' : '.'}
              {...mf.getInputProps('value')}
            />
          </SimpleGrid>
          <Group mt="sm">
            <Button type="submit" variant="default">
              {editing ? t('locationModify.constraints.saveHand') : t('locationModify.constraints.add')}
            </Button>
            {editing && (
              <Button variant="subtle" onClick={done}>
                {t('locationModify.conflict.cancel')}
              </Button>
            )}
            <Button
              variant="subtle"
              loading={refresh.isPending}
              onClick={() => refresh.mutate()}
              data-testid="constraints-refresh"
            >
              {t('locationModify.constraints.refresh')}
            </Button>
            {refresh.data && <Text size="sm">{t('locationModify.constraints.refreshed', refresh.data)}</Text>}
            {last && <SaveStatus state={last.status} error={last.error} />}
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}

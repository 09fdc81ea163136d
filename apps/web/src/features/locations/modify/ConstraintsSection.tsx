import { Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { locationRoutes, type ApiRecord } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { entityKeys, useEntityMutations } from '../../../api/queries';
import { DataTable } from '../../../ui/DataTable';
import { useDeleteConfirm } from '../../../ui/useDeleteConfirm';
import { constraintColumns } from './constraintColumns';
import { ConstraintForm, type ConstraintDraft } from './ConstraintForm';
import { constraintEditWrite, constraintStanding, handEdit, handReplacement, type ConstraintWrite } from './constraintSource';

type Constraint = ApiRecord<'constraints'>;
const empty: ConstraintDraft = { name: '', type: 'building_height', operator: 'smaller_than', value: '' };

/**
 * The location's constraints: each with its source (zoning plan and article, or by hand); a hand edit overrides the
 * zoning, and a derived row can be replaced by a new hand row of the same quantity (both shown, the derived one marked
 * "replaced by ...", kept through a refresh of the zoning).
 */
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
  // the derived row being replaced by a new hand row (the form then adds that row)
  const [replacing, setReplacing] = useState<Constraint | null>(null);
  const standing = useMemo(() => constraintStanding(constraints), [constraints]);
  const mf = useForm<ConstraintDraft>({
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
  const fill = (c: Constraint) =>
    mf.setValues({
      name: c.name ?? '',
      type: c.type ?? 'general',
      operator: c.operator ?? 'equal',
      value: c.value ?? '',
    });
  const startEdit = (c: Constraint) => {
    setReplacing(null);
    setEditing(c);
    fill(c);
  };
  const startReplace = (c: Constraint) => {
    setEditing(null);
    setReplacing(c);
    fill(c);
  };
  const done = () => {
    setEditing(null);
    setReplacing(null);
    mf.setValues(empty);
  };
  const submit = (d: ConstraintDraft) => {
    const values = { name: d.name.trim(), operator: d.operator, value: d.value === '' ? null : Number(d.value) };
    // a derived row is never overwritten: its edit becomes (or updates) the hand row that replaces it
    const write: ConstraintWrite = editing
      ? constraintEditWrite(editing, { ...values, type: d.type }, standing)
      : { kind: 'create', body: replacing ? handReplacement(replacing, values) : handEdit({ ...values, type: d.type }) };
    if (write.kind === 'update') update.mutate({ id: write.id, body: write.body }, { onSuccess: done });
    else create.mutate({ ...write.body, locationId, priority: 0 }, { onSuccess: done });
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
          columns={constraintColumns(t, i18n.language, startEdit, deletion.ask, startReplace, standing)}
          rows={constraints}
          rowId={(c) => c.id}
          label={t('locationModify.constraintsTitle')}
          testId="constraints"
          empty={t('locationModify.constraints.empty')}
        />
        <ConstraintForm
          mf={mf}
          editing={!!editing}
          replacing={replacing?.name ?? null}
          onSubmit={submit}
          onCancel={done}
          refreshing={refresh.isPending}
          onRefresh={() => refresh.mutate()}
          refreshed={refresh.data ? t('locationModify.constraints.refreshed', refresh.data) : null}
          last={last}
        />
      </Stack>
    </Paper>
  );
}

import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ADOPT_UNIT_TYPES_MAX_LOCATIONS, type LocationTableRow } from '@plotwise/contracts';
import { api } from '../../api/api';
import { entityKeys } from '../../api/queries';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { adoptRefusalText, useAdoptUnitTypes } from '../unitTypes/companyUnitTypes';
import { bulkWrites, type BulkAction } from './bulkActions';
import type { useLocationVocabulary } from './useLocationTable';
import { assigneeOptions, labelOptions, statusOptions } from './vocabularyOptions';

type Vocabulary = ReturnType<typeof useLocationVocabulary>;

/** The value an action sets, by name: the status, the label or the user (archiving sets none). */
function valueText(a: BulkAction, vocabulary: Vocabulary, t: TFunction): string {
  if (a.kind === 'status')
    return a.value === null
      ? t('locationsTable.filters.noStatus')
      : (vocabulary.valueById.get(a.value)?.name ?? '');
  if (a.kind === 'label') return vocabulary.labels.find((l) => l.id === a.value)?.name ?? '';
  if (a.kind === 'assign')
    return a.value === null
      ? t('locationsTable.filters.nobody')
      : (vocabulary.users.find((u) => u.id === a.value)?.name ?? '');
  return '';
}

/** The question that confirms each kind of action. */
const confirmKey = {
  status: 'confirmStatus',
  label: 'confirmLabel',
  assign: 'confirmAssign',
  archive: 'confirmArchive',
  unitTypes: 'confirmUnitTypes',
} as const;

/** The actions on the selected rows (status, label, assign, archive, the company's unit types), each confirmed first. */
export function BulkBar({
  selected,
  vocabulary,
  onDone,
}: {
  selected: LocationTableRow[];
  vocabulary: Vocabulary;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [action, setAction] = useState<BulkAction | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const adopt = useAdoptUnitTypes();
  const count = selected.length;

  const apply = async () => {
    if (!action) return;
    setPending(true);
    setError(null);
    try {
      const { update, links, adoptUnitTypes = [] } = bulkWrites(selected, action);
      if (update.length) await api.bulkUpdate('locations', update);
      if (links.length) await api.createMany('locationslabels', links);
      let added = 0;
      for (let i = 0; i < adoptUnitTypes.length; i += ADOPT_UNIT_TYPES_MAX_LOCATIONS)
        for (const l of (await adopt.mutateAsync(adoptUnitTypes.slice(i, i + ADOPT_UNIT_TYPES_MAX_LOCATIONS))).locations) added += l.added;
      await qc.invalidateQueries({ queryKey: entityKeys.all('locations') });
      setAction(null);
      onDone(action.kind === 'unitTypes' ? t('locationsTable.bulk.unitTypesDone', { count, added }) : t('locationsTable.bulk.done', { count }));
    } catch (e) {
      setError(action.kind === 'unitTypes' ? adoptRefusalText(e, t) : t('locationsTable.bulk.failed'));
    } finally {
      setPending(false);
    }
  };

  const pick = (kind: 'status' | 'label' | 'assign', v: string | null) => {
    if (v === null) return;
    const id = v === 'none' ? null : Number(v);
    if (kind === 'label') setAction({ kind, value: id! });
    else setAction({ kind, value: id });
  };

  return (
    <Paper withBorder p="xs" data-testid="bulk-bar">
      <Group gap="sm" align="flex-end">
        <Text size="sm" fw={600} aria-live="polite">
          {t('locationsTable.selected', { count })}
        </Text>
        <Select
          size="xs"
          label={t('locationsTable.bulk.status')}
          placeholder={t('locationsTable.bulk.choose')}
          data={statusOptions(vocabulary, t)}
          value={null}
          onChange={(v) => pick('status', v)}
          data-testid="bulk-status"
        />
        <Select
          size="xs"
          label={t('locationsTable.bulk.label')}
          placeholder={t('locationsTable.bulk.choose')}
          data={labelOptions(vocabulary)}
          value={null}
          onChange={(v) => pick('label', v)}
          data-testid="bulk-label"
        />
        <Select
          size="xs"
          label={t('locationsTable.bulk.assign')}
          placeholder={t('locationsTable.bulk.choose')}
          data={assigneeOptions(vocabulary, t)}
          value={null}
          onChange={(v) => pick('assign', v)}
          data-testid="bulk-assign"
        />
        <Button
          size="xs"
          variant="default"
          onClick={() => setAction({ kind: 'archive' })}
          data-testid="bulk-archive"
        >
          {t('locationsTable.bulk.archive')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setAction({ kind: 'unitTypes' })}
          data-testid="bulk-unit-types"
        >
          {t('locationsTable.bulk.unitTypes')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={action !== null}
        title={t('locationsTable.bulk.confirmTitle')}
        body={
          action
            ? t(`locationsTable.bulk.${confirmKey[action.kind]}`, {
                count,
                value: valueText(action, vocabulary, t),
              })
            : ''
        }
        confirmLabel={t('locationsTable.bulk.apply')}
        danger={action?.kind === 'archive'}
        pending={pending}
        error={error}
        onConfirm={() => void apply()}
        onClose={() => {
          setAction(null);
          setError(null);
        }}
        testId="bulk-confirm"
      />
    </Paper>
  );
}

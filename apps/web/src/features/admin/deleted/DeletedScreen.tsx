import { Group, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, pagedMore } from '../../../ui/DataTable';
import { refusalText } from '../../../ui/refusalText';
import { AdminFrame, Empty, LoadFailed, staffScreen } from '../../../ui/AdminFrame';
import { useDeletedActions, useDeletedItems } from './deletedApi';
import { deletedColumns, entityName, partsText, type Pending } from './deletedColumns';

const PAGE = 50;

/** The text for a refused restore or purge: a missing parent or a clash get their own, the rest the common one. */
function deletedRefusal(t: TFunction, error: unknown) {
  if (isApiError(error) && error.code === 'restore_parent_missing') {
    const parent = (error.details as { parent?: string } | undefined)?.parent;
    return t('adminDeleted.parentMissing', { parent: parent ? entityName(t, parent) : t('adminDeleted.aParent') });
  }
  if (isApiError(error) && error.code === 'restore_conflict') return t('adminDeleted.conflict');
  return refusalText(error, t);
}

/** The dialog that confirms a restore or purge, naming the record, its company and what goes with it. */
function DeletedConfirm({
  pending,
  mutation,
  lang,
  onConfirm,
  onClose,
}: {
  pending: Pending | null;
  mutation: { isPending: boolean; error: unknown };
  lang: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={!!pending}
      title={pending ? t(`adminDeleted.${pending.action}Title`, { label: pending.item.label }) : ''}
      body={
        pending
          ? t(`adminDeleted.${pending.action}Body`, {
              label: pending.item.label,
              company: pending.item.companyName ?? '',
              contents: partsText(t, lang, pending.item.parts),
            })
          : ''
      }
      confirmLabel={pending ? t(`adminDeleted.${pending.action}`) : ''}
      danger={pending?.action === 'purge'}
      pending={mutation.isPending}
      error={mutation.error ? deletedRefusal(t, mutation.error) : undefined}
      onConfirm={onConfirm}
      onClose={onClose}
      testId="deleted-confirm"
    />
  );
}

/** Staff: what users deleted, with who and when and what the delete took with it; restore it whole, or purge it for good. */
function DeletedScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const [entity, setEntity] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE);
  const [pending, setPending] = useState<Pending | null>(null);
  const [status, setStatus] = useState('');
  const list = useDeletedItems({ limit, ...(entity ? { entity } : {}), ...(q ? { q } : {}) });
  const { restore, purge } = useDeletedActions();
  const rows = list.data?.items ?? [];

  const columns = useMemo(() => deletedColumns({ t, lang, onAsk: setPending }), [t, lang]);

  const mutation = pending?.action === 'purge' ? purge : restore;
  const confirm = async () => {
    if (!pending) return;
    const { item, action } = pending;
    if (action === 'restore') {
      const back = await restore.mutateAsync(item.id);
      setStatus(t('adminDeleted.restored', { label: item.label, count: back.rowCount }));
    } else {
      await purge.mutateAsync(item.id);
      setStatus(t('adminDeleted.purged', { label: item.label }));
    }
    setPending(null);
  };
  const close = () => {
    restore.reset();
    purge.reset();
    setPending(null);
  };

  return (
    <AdminFrame screen="admin.deleted" intro={t('adminDeleted.intro', { days: list.data?.retentionDays ?? '' })}>
      <Group align="flex-end" role="search" aria-label={t('adminDeleted.filters')}>
        <TextInput label={t('adminDeleted.search')} placeholder={t('adminDeleted.searchHint')} type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={280} />
        <Select
          label={t('adminDeleted.kind')}
          placeholder={t('adminDeleted.anyKind')}
          data={(list.data?.entities ?? []).map((e) => ({ value: e, label: entityName(t, e) }))}
          value={entity}
          onChange={setEntity}
          clearable
          w={220}
        />
      </Group>
      <Text size="sm" role="status" aria-live="polite" data-testid="deleted-status">
        {status}
      </Text>
      <DataTable
        columns={columns}
        rows={list.data?.items}
        rowId={(d) => d.id}
        label={t('adminDeleted.caption')}
        testId="deleted-table"
        striped
        minWidth={900}
        loading={list.isPending}
        refreshing={list.isFetching && !list.isPending}
        error={list.isError ? <LoadFailed error={list.error} onRetry={() => void list.refetch()} /> : undefined}
        empty={<Empty>{q || entity ? t('adminDeleted.noMatch') : t('adminDeleted.empty')}</Empty>}
        rowProps={(d) => ({ 'data-testid': 'deleted-row', 'data-entity': d.entity })}
        more={pagedMore(rows.length, list.data?.total, t('adminDeleted.shown', { shown: rows.length, total: list.data?.total ?? rows.length }), () => setLimit((l) => l + PAGE), list.isFetching)}
      />
      <DeletedConfirm pending={pending} mutation={mutation} lang={lang} onConfirm={() => void confirm().catch(() => undefined)} onClose={close} />
    </AdminFrame>
  );
}

export default staffScreen('admin.deleted', DeletedScreen);

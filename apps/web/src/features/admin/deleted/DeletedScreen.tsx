import { Anchor, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DeletedItem } from '@plotwise/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/ApiError';
import { formatDate, formatNumber } from '../../../lib/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, pagedMore, type DataColumn } from '../../../ui/DataTable';
import { refusalText } from '../../users/refusalText';
import { AdminFrame, Empty, LoadFailed, staffScreen } from '../AdminFrame';
import { useDeletedActions, useDeletedItems } from './deletedApi';

const PAGE = 50;
type Pending = { action: 'restore' | 'purge'; item: DeletedItem };

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
  const entityName = (name: string, count = 1) => t(`adminDeleted.entities.${name}`, { count, defaultValue: name });

  const columns = useMemo<DataColumn<DeletedItem>[]>(
    () => [
      {
        id: 'record',
        header: t('adminDeleted.record'),
        hideable: false,
        sortValue: (d) => d.label,
        cell: (d) => (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {d.label}
            </Text>
            <Group gap={6}>
              <Badge variant="outline" color="gray.9" size="sm">
                {entityName(d.entity)}
              </Badge>
              <Text size="xs" c="dimmed">
                #{d.recordId}
              </Text>
            </Group>
          </Stack>
        ),
      },
      {
        id: 'company',
        header: t('adminDeleted.company'),
        sortValue: (d) => d.companyName ?? '',
        cell: (d) =>
          d.companyName ? (
            <Anchor component={Link} to={`/admin/customers/${d.companyId}`} size="sm">
              {d.companyName}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('adminDeleted.companyGone', { id: d.companyId })}
            </Text>
          ),
      },
      {
        id: 'deleted',
        header: t('adminDeleted.deleted'),
        sortValue: (d) => d.deletedAt,
        cell: (d) => (
          <Stack gap={0}>
            <Text size="sm">{formatDate(d.deletedAt, lang, true)}</Text>
            <Text size="xs" c="dimmed">
              {d.deletedByName || t('adminDeleted.unknownUser')}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'contents',
        header: t('adminDeleted.contents'),
        sortValue: (d) => d.rowCount,
        cell: (d) => <Text size="sm">{d.parts.map((p) => `${formatNumber(p.rows, lang, 0)} ${entityName(p.table, p.rows)}`).join(', ')}</Text>,
      },
      { id: 'purgeAfter', header: t('adminDeleted.purgeAfter'), sortValue: (d) => d.purgeAfter, cell: (d) => formatDate(d.purgeAfter, lang) },
      {
        id: 'actions',
        header: t('adminDeleted.actions'),
        headerHidden: true,
        hideable: false,
        ownClick: true,
        cell: (d) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="compact-sm" variant="light" onClick={() => setPending({ action: 'restore', item: d })} aria-label={t('adminDeleted.restoreRecord', { label: d.label })}>
              {t('adminDeleted.restore')}
            </Button>
            <Button size="compact-sm" variant="default" color="red" onClick={() => setPending({ action: 'purge', item: d })} aria-label={t('adminDeleted.purgeRecord', { label: d.label })}>
              {t('adminDeleted.purge')}
            </Button>
          </Group>
        ),
      },
    ],
    // entityName only reads t
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang],
  );

  const mutation = pending?.action === 'purge' ? purge : restore;
  const refusal = (error: unknown) => {
    if (isApiError(error) && error.code === 'restore_parent_missing') {
      const parent = (error.details as { parent?: string } | undefined)?.parent;
      return t('adminDeleted.parentMissing', { parent: parent ? entityName(parent) : t('adminDeleted.aParent') });
    }
    if (isApiError(error) && error.code === 'restore_conflict') return t('adminDeleted.conflict');
    return refusalText(error, t);
  };
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
          data={(list.data?.entities ?? []).map((e) => ({ value: e, label: entityName(e) }))}
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
      <ConfirmDialog
        opened={!!pending}
        title={pending ? t(`adminDeleted.${pending.action}Title`, { label: pending.item.label }) : ''}
        body={
          pending
            ? t(`adminDeleted.${pending.action}Body`, {
                label: pending.item.label,
                company: pending.item.companyName ?? '',
                contents: pending.item.parts.map((p) => `${formatNumber(p.rows, lang, 0)} ${entityName(p.table, p.rows)}`).join(', '),
              })
            : ''
        }
        confirmLabel={pending ? t(`adminDeleted.${pending.action}`) : ''}
        danger={pending?.action === 'purge'}
        pending={mutation.isPending}
        error={mutation.error ? refusal(mutation.error) : undefined}
        onConfirm={() => void confirm().catch(() => undefined)}
        onClose={close}
        testId="deleted-confirm"
      />
    </AdminFrame>
  );
}

export default staffScreen('admin.deleted', DeletedScreen);

import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { DeletedItem } from '@plotwise/contracts';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format';
import type { DataColumn } from '../../../ui/DataTable';

/** A restore or purge the user asked for and has yet to confirm. */
export type Pending = { action: 'restore' | 'purge'; item: DeletedItem };

/** A table's name as a kind of record ("3 plots"), the raw name when the catalogue has none. */
export const entityName = (t: TFunction, name: string, count = 1) => t(`adminDeleted.entities.${name}`, { count, defaultValue: name });

/** What a delete took with it, as "12 plots, 3 notes". */
export const partsText = (t: TFunction, lang: string, parts: DeletedItem['parts']) =>
  parts.map((p) => `${formatNumber(p.rows, lang, 0)} ${entityName(t, p.table, p.rows)}`).join(', ');

/** A deleted record's label above its kind and id. */
function RecordCell({ item: d, t }: { item: DeletedItem; t: TFunction }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {d.label}
      </Text>
      <Group gap={6}>
        <Badge variant="outline" color="gray.9" size="sm">
          {entityName(t, d.entity)}
        </Badge>
        <Text size="xs" c="dimmed">
          #{d.recordId}
        </Text>
      </Group>
    </Stack>
  );
}

/** A record's buttons: restore it, or purge it for good. */
function ActionsCell({ item: d, t, onAsk }: { item: DeletedItem; t: TFunction; onAsk: (p: Pending) => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-sm" variant="light" onClick={() => onAsk({ action: 'restore', item: d })} aria-label={t('adminDeleted.restoreRecord', { label: d.label })}>
        {t('adminDeleted.restore')}
      </Button>
      <Button size="compact-sm" variant="default" color="red" onClick={() => onAsk({ action: 'purge', item: d })} aria-label={t('adminDeleted.purgeRecord', { label: d.label })}>
        {t('adminDeleted.purge')}
      </Button>
    </Group>
  );
}

/** The deleted-records table's columns: record, company, who deleted it when, contents, purge date and the row's buttons. */
export function deletedColumns({ t, lang, onAsk }: { t: TFunction; lang: string; onAsk: (p: Pending) => void }): DataColumn<DeletedItem>[] {
  return [
    { id: 'record', header: t('adminDeleted.record'), hideable: false, sortValue: (d) => d.label, cell: (d) => <RecordCell item={d} t={t} /> },
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
    { id: 'contents', header: t('adminDeleted.contents'), sortValue: (d) => d.rowCount, cell: (d) => <Text size="sm">{partsText(t, lang, d.parts)}</Text> },
    { id: 'purgeAfter', header: t('adminDeleted.purgeAfter'), sortValue: (d) => d.purgeAfter, cell: (d) => formatDate(d.purgeAfter, lang) },
    { id: 'actions', header: t('adminDeleted.actions'), headerHidden: true, hideable: false, ownClick: true, cell: (d) => <ActionsCell item={d} t={t} onAsk={onAsk} /> },
  ];
}

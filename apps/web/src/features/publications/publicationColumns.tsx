import { ActionIcon, Anchor, Badge, Menu, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicationStatuses, type PublicationOverviewRow } from '@plotwise/contracts';
import { formatDate, formatNumber } from '../../lib/format';
import { publicationPath } from '../../lib/links';
import type { DataColumn } from '../../ui/DataTable';
import { STATUS_COLOR, statusName } from './publicationStatus';

/** What a publication's menu asks to be confirmed first. */
export type PublicationAction = 'archive' | 'delete';

/** A publication's menu: edit, duplicate, archive (unless hidden already) and delete. */
function PublicationMenu({
  row: r,
  onDuplicate,
  onAsk,
}: {
  row: PublicationOverviewRow;
  onDuplicate: (row: PublicationOverviewRow) => void;
  onAsk: (row: PublicationOverviewRow, action: PublicationAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('publications.actionsFor', { name: r.name })}>
          <span aria-hidden="true">⋯</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/publications/modify/${r.id}`}>
          {t('publications.actions.edit')}
        </Menu.Item>
        <Menu.Item onClick={() => onDuplicate(r)}>{t('publications.actions.duplicate')}</Menu.Item>
        <Menu.Item disabled={r.status === publicationStatuses.hidden} onClick={() => onAsk(r, 'archive')}>
          {t('publications.actions.archive')}
        </Menu.Item>
        <Menu.Item color="red.8" onClick={() => onAsk(r, 'delete')}>
          {t('publications.actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A publication's name (the editor's link) with its source below it. */
function NameCell({ row: r, t }: { row: PublicationOverviewRow; t: TFunction }) {
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={`/publications/modify/${r.id}`} fw={500}>
        {r.name || t('publications.untitled')}
      </Anchor>
      {r.source && (
        <Text size="xs" c="dimmed">
          {r.source}
        </Text>
      )}
    </Stack>
  );
}

/** The public link of a published publication, else "not public". */
function LinkCell({ row: r, t }: { row: PublicationOverviewRow; t: TFunction }) {
  return r.status === publicationStatuses.published ? (
    <Anchor
      href={publicationPath(r.type, r.key)}
      target="_blank"
      rel="noopener"
      size="sm"
      data-testid="public-link"
    >
      {t('publications.openPublic')}
    </Anchor>
  ) : (
    <Text size="sm" c="dimmed">
      {t('publications.notPublic')}
    </Text>
  );
}

/** A count column: right-aligned, sorted and shown as a whole number. */
const countColumn = (
  id: 'sections' | 'visits' | 'answers',
  t: TFunction,
  lang: string,
): DataColumn<PublicationOverviewRow> => ({
  id,
  header: t(`publications.columns.${id}`),
  numeric: true,
  sortValue: (r) => r[id],
  cell: (r) => formatNumber(r[id], lang, 0),
});

/** The overview's columns: name, type, status, public link, counts, last change and each row's menu. */
export function publicationColumns({
  t,
  lang,
  onDuplicate,
  onAsk,
}: {
  t: TFunction;
  lang: string;
  onDuplicate: (row: PublicationOverviewRow) => void;
  onAsk: (row: PublicationOverviewRow, action: PublicationAction) => void;
}): DataColumn<PublicationOverviewRow>[] {
  return [
    {
      id: 'name',
      header: t('publications.columns.name'),
      sortValue: (r) => r.name,
      cell: (r) => <NameCell row={r} t={t} />,
    },
    {
      id: 'type',
      header: t('publications.columns.type'),
      sortValue: (r) => r.type,
      cell: (r) => t(`publications.types.${r.type}`),
    },
    {
      id: 'status',
      header: t('publications.columns.status'),
      sortValue: (r) => r.status,
      cell: (r) => (
        // as wide as its word: a badge may shrink to nothing in a squeezed table, cutting "Gepubliceerd" at 1280 px
        <Badge variant="outline" color={STATUS_COLOR[statusName(r.status)]} style={{ minWidth: 'max-content' }} data-testid="publication-status">
          {t(`publications.status.${statusName(r.status)}`)}
        </Badge>
      ),
    },
    { id: 'link', header: t('publications.columns.link'), cell: (r) => <LinkCell row={r} t={t} /> },
    countColumn('sections', t, lang),
    countColumn('visits', t, lang),
    countColumn('answers', t, lang),
    {
      id: 'updatedAt',
      header: t('publications.columns.updatedAt'),
      sortValue: (r) => r.updatedAt,
      cell: (r) => formatDate(r.updatedAt, lang),
    },
    {
      id: 'actions',
      header: t('publications.columns.actions'),
      headerHidden: true,
      ownClick: true,
      hideable: false,
      cell: (r) => <PublicationMenu row={r} onDuplicate={onDuplicate} onAsk={onAsk} />,
    },
  ];
}

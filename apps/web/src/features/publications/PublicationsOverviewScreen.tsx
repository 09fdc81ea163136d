import { ActionIcon, Anchor, Badge, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { publicationStatuses, type PublicationOverviewRow } from '@plotwise/contracts';
import { useEntityMutations } from '../../api/queries';
import { formatDate, formatNumber } from '../../lib/format';
import { publicationPath } from '../../lib/links';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ScreenTitle } from '../shared/ScreenTitle';
import { CreatePublicationDialog } from './CreatePublicationDialog';
import { usePublicationActions, usePublicationOverview } from './publicationApi';
import { STATUS_COLOR, statusName } from './publicationStatus';

type Pending = { row: PublicationOverviewRow; action: 'archive' | 'delete' } | null;

/** /publications/overview: the company's publications by type and status, their public link, visits and answers. */
export default function PublicationsOverviewScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const overview = usePublicationOverview();
  const { update, remove } = useEntityMutations('publications');
  const { duplicate } = usePublicationActions();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [done, setDone] = useState('');

  const confirm = () => {
    if (!pending) return;
    const { row, action } = pending;
    const after = {
      onSuccess: () => (
        setDone(t(`publications.actions.${action}Done`, { name: row.name })),
        setPending(null)
      ),
    };
    if (action === 'delete') remove.mutate(row.id, after);
    else update.mutate({ id: row.id, body: { status: publicationStatuses.hidden } }, after);
  };

  const columns = useMemo<DataColumn<PublicationOverviewRow>[]>(
    () => [
      {
        id: 'name',
        header: t('publications.columns.name'),
        sortValue: (r) => r.name,
        cell: (r) => (
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
        ),
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
          <Badge
            variant="outline"
            color={STATUS_COLOR[statusName(r.status)]}
            data-testid="publication-status"
          >
            {t(`publications.status.${statusName(r.status)}`)}
          </Badge>
        ),
      },
      {
        id: 'link',
        header: t('publications.columns.link'),
        cell: (r) =>
          r.status === publicationStatuses.published ? (
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
          ),
      },
      {
        id: 'sections',
        header: t('publications.columns.sections'),
        numeric: true,
        sortValue: (r) => r.sections,
        cell: (r) => formatNumber(r.sections, lang, 0),
      },
      {
        id: 'visits',
        header: t('publications.columns.visits'),
        numeric: true,
        sortValue: (r) => r.visits,
        cell: (r) => formatNumber(r.visits, lang, 0),
      },
      {
        id: 'answers',
        header: t('publications.columns.answers'),
        numeric: true,
        sortValue: (r) => r.answers,
        cell: (r) => formatNumber(r.answers, lang, 0),
      },
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
        cell: (r) => (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t('publications.actionsFor', { name: r.name })}
              >
                <span aria-hidden="true">⋯</span>
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={`/publications/modify/${r.id}`}>
                {t('publications.actions.edit')}
              </Menu.Item>
              <Menu.Item
                onClick={() =>
                  duplicate.mutate(
                    { id: r.id, lang },
                    { onSuccess: (c) => void navigate(`/publications/modify/${c.id}`) },
                  )
                }
              >
                {t('publications.actions.duplicate')}
              </Menu.Item>
              <Menu.Item
                disabled={r.status === publicationStatuses.hidden}
                onClick={() => setPending({ row: r, action: 'archive' })}
              >
                {t('publications.actions.archive')}
              </Menu.Item>
              <Menu.Item color="red.8" onClick={() => setPending({ row: r, action: 'delete' })}>
                {t('publications.actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ),
      },
    ],
    [t, lang, duplicate, navigate],
  );

  return (
    <Stack p="lg" gap="md" data-screen="publications.overview">
      <Group justify="space-between" align="start">
        <ScreenTitle title={t('screens.publications.overview')} intro={t('publications.intro')} />
        <Button onClick={() => setCreating(true)} data-testid="new-publication">
          {t('publications.create.open')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={overview.data}
        rowId={(r) => r.id}
        label={t('screens.publications.overview')}
        testId="publications-table"
        loading={overview.isPending}
        error={overview.isError ? t('publications.loadFailed') : undefined}
        onRetry={() => void overview.refetch()}
        empty={t('publications.empty')}
        onRowActivate={(r) => void navigate(`/publications/modify/${r.id}`)}
        rowProps={(r) => ({ 'data-testid': 'publication-row', 'data-name': r.name })}
        striped
        minWidth={760}
      />
      <Text size="sm" role="status" aria-live="polite">
        {done}
      </Text>
      {creating && <CreatePublicationDialog opened onClose={() => setCreating(false)} />}
      <ConfirmDialog
        opened={!!pending}
        title={pending ? t(`publications.actions.${pending.action}Title`, { name: pending.row.name }) : ''}
        body={pending ? t(`publications.actions.${pending.action}Body`, { name: pending.row.name }) : ''}
        confirmLabel={pending ? t(`publications.actions.${pending.action}`) : ''}
        danger={pending?.action === 'delete'}
        pending={update.isPending || remove.isPending}
        error={update.isError || remove.isError ? t('publications.actions.failed') : null}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}

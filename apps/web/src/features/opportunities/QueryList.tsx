import { Alert, Button, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEntityList, useEntityMutations } from '../../api/queries';
import { orderChanges } from '../../lib/order';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SortableList } from '../../ui/SortableList';
import { refusalText } from '../../ui/refusalText';
import { QueryDialog, queryFieldsOf, type QueryFields } from './QueryDialog';
import { ArchivedQueries, QueryItem } from './QueryListItems';
import type { SearchQueryRecord } from './searchClient';

/** How long "Undo" stays after archiving. */
const UNDO_MS = 15_000;

/**
 * What changes the saved queries: the create, edit and archive dialogs' state and their mutations, the "Undo"
 * an archive leaves for UNDO_MS, and a drag's new order, shown at once until the server has it.
 */
function useQueryEdits() {
  const navigate = useNavigate();
  const m = useEntityMutations('searchqueries');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<SearchQueryRecord | null>(null);
  const [archiving, setArchiving] = useState<SearchQueryRecord | null>(null);
  const [undo, setUndo] = useState<SearchQueryRecord | null>(null);
  const [items, setItems] = useState<SearchQueryRecord[] | null>(null);

  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndo(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [undo]);

  const create = (f: QueryFields) =>
    m.create.mutate(f, {
      onSuccess: (created) => {
        setCreating(false);
        const id = (Array.isArray(created) ? created[0] : created)?.id;
        if (id) navigate(`/opportunities/queries/${id}`);
      },
    });
  const edit = (f: QueryFields) => editing && m.update.mutate({ id: editing.id, body: f }, { onSuccess: () => setEditing(null) });
  const archive = () =>
    archiving &&
    m.update.mutate(
      { id: archiving.id, body: { archived: true } },
      {
        onSuccess: () => {
          setUndo(archiving);
          setArchiving(null);
        },
      },
    );
  const restore = (q: SearchQueryRecord) => m.update.mutate({ id: q.id, body: { archived: false } }, { onSuccess: () => setUndo((u) => (u?.id === q.id ? null : u)) });
  const reorder = (next: SearchQueryRecord[]) => {
    setItems(next);
    const pairs = orderChanges(next);
    if (pairs.length) m.order.mutate(pairs, { onSettled: () => setItems(null) });
    else setItems(null);
  };
  return { m, creating, setCreating, editing, setEditing, archiving, setArchiving, undo, items, create, edit, archive, restore, reorder };
}

/**
 * The company's saved search queries (spec section 3): open, create, rename and re-type, archive with a
 * confirmation and an undo, restore, and reorder (drag, or the arrow buttons from the keyboard).
 */
export function QueryList({ activeId, readOnly }: { activeId?: number | undefined; readOnly: boolean }) {
  const { t } = useTranslation();
  const [archived, setArchived] = useState(false);
  const list = useEntityList('searchqueries', { where: { archived }, order: 'order', depth: 1, limit: 500 });
  const { m, creating, setCreating, editing, setEditing, archiving, setArchiving, undo, items, create, edit, archive, restore, reorder } = useQueryEdits();
  const shown = items ?? list.data?.items ?? [];
  const name = (q: SearchQueryRecord) => q.name || t('opportunities.queries.unnamed');

  return (
    <Stack gap="sm" data-testid="query-list">
      <Group justify="space-between">
        <Switch size="xs" label={t('opportunities.queries.showArchived')} checked={archived} onChange={(e) => setArchived(e.currentTarget.checked)} />
        {!readOnly && (
          <Button size="xs" onClick={() => setCreating(true)} data-testid="new-query">
            {t('opportunities.queries.new')}
          </Button>
        )}
      </Group>
      {undo && (
        <Alert color="gray" variant="light" role="status" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('opportunities.queries.archived', { name: name(undo) })}</Text>
            <Button size="compact-xs" variant="light" onClick={() => restore(undo)} loading={m.update.isPending}>
              {t('opportunities.queries.undo')}
            </Button>
          </Group>
        </Alert>
      )}
      {list.isPending ? (
        <Group gap="xs" aria-busy="true">
          <Loader size="xs" />
          <Text size="sm">{t('opportunities.queries.loading')}</Text>
        </Group>
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">{t('opportunities.queries.failed')}</Text>
          <Button size="compact-xs" variant="light" mt={4} onClick={() => void list.refetch()}>
            {t('opportunities.retry')}
          </Button>
        </Alert>
      ) : shown.length === 0 ? (
        <Text size="sm" c="gray.7">
          {archived ? t('opportunities.queries.noArchived') : t('opportunities.queries.empty')}
        </Text>
      ) : archived ? (
        <ArchivedQueries queries={shown} name={name} readOnly={readOnly} onRestore={restore} />
      ) : (
        <SortableList
          items={shown}
          label={name}
          onReorder={readOnly ? () => {} : reorder}
          render={(q) => <QueryItem query={q} name={name(q)} active={q.id === activeId} readOnly={readOnly} onEdit={setEditing} onArchive={setArchiving} />}
        />
      )}
      <QueryDialog
        opened={creating}
        title={t('opportunities.queries.new')}
        submitLabel={t('opportunities.queries.create')}
        pending={m.create.isPending}
        error={m.create.error}
        onSubmit={create}
        onClose={() => setCreating(false)}
      />
      <QueryDialog
        opened={!!editing}
        title={t('opportunities.queries.editTitle')}
        submitLabel={t('common.save')}
        initial={editing ? queryFieldsOf(editing) : undefined}
        pending={m.update.isPending}
        error={m.update.error}
        onSubmit={edit}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        opened={!!archiving}
        title={t('opportunities.queries.archiveTitle', { name: archiving ? name(archiving) : '' })}
        body={t('opportunities.queries.archiveBody')}
        confirmLabel={t('opportunities.queries.archiveConfirm')}
        pending={m.update.isPending}
        error={m.update.error ? refusalText(m.update.error, t) : null}
        onConfirm={archive}
        onClose={() => setArchiving(null)}
      />
    </Stack>
  );
}

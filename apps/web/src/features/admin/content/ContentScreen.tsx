import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { newsKinds, newsPriorities, type ApiRecord } from '@plotwise/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { entityKeys, useEntityList, useEntityMutations } from '../../../api/queries';
import { formatDate } from '../../../lib/format';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { UnsavedChangesGuard } from '../../../app/UnsavedChangesGuard';
import { useDeleteConfirm } from '../../../ui/useDeleteConfirm';
import { NewsCard } from '../../home/NewsCard';
import { AdminFrame, staffScreen } from '../../../ui/AdminFrame';
import { contentState, fromLocalInput, toLocalInput } from './contentState';
import { RichTextEditor } from './RichTextEditor';

type Item = ApiRecord<'contentitems'>;
type Draft = { name: string; type: string; level: string; publishAt: string; description: string };
const draftOf = (i: Item): Draft => ({ name: i.name ?? '', type: i.type ?? 'news', level: i.level ?? 'default', publishAt: toLocalInput(i.publishAt ?? null), description: i.description ?? '' });

/** /admin/content/:contentitem_id?: the news and e-mail items, and the one chosen in the editor with its preview. */
function ContentScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { contentitem_id } = useParams();
  const list = useEntityList('contentitems', { order: '-createdAt', limit: 500 });
  const { create } = useEntityMutations('contentitems');
  const items = list.data?.items as Item[] | undefined;
  const selected = items?.find((i) => String(i.id) === contentitem_id);
  const columns = useMemo<DataColumn<Item>[]>(
    () => [
      { id: 'name', header: t('adminContent.name'), cell: (i) => i.name || t('adminContent.untitled'), sortValue: (i) => i.name ?? '' },
      { id: 'type', header: t('adminContent.kind'), cell: (i) => t(`adminContent.kinds.${i.type ?? 'news'}`) },
      { id: 'level', header: t('adminContent.priority'), cell: (i) => t(`adminContent.levels.${i.level ?? 'default'}`) },
      { id: 'publishAt', header: t('adminContent.publishAt'), cell: (i) => formatDate(i.publishAt ?? i.createdAt ?? null, i18n.language, true), sortValue: (i) => i.publishAt ?? i.createdAt ?? '' },
      { id: 'state', header: t('adminContent.state'), cell: (i) => t(`adminContent.states.${contentState({ level: i.level ?? null, publishAt: i.publishAt ?? null })}`) },
    ],
    [t, i18n.language],
  );
  const add = () =>
    create.mutate({ name: t('adminContent.newItem'), level: 'hidden', type: 'news' }, { onSuccess: (item) => navigate(`/admin/content/${item.id}`) });
  return (
    <AdminFrame
      screen="admin.content"
      intro={t('adminContent.intro')}
      actions={
        <Button onClick={add} loading={create.isPending} data-testid="content-new">
          {t('adminContent.new')}
        </Button>
      }
    >
      <Stack gap="lg">
        <DataTable
          columns={columns}
          rows={items}
          rowId={(i) => i.id}
          label={t('adminContent.title')}
          testId="content-table"
          loading={list.isPending}
          error={list.isError ? t('adminContent.failed') : undefined}
          onRetry={() => void list.refetch()}
          empty={t('adminContent.empty')}
          onRowActivate={(i) => navigate(`/admin/content/${i.id}`)}
          selectedId={selected?.id ?? null}
        />
        {contentitem_id && items && !selected && <Alert color="yellow">{t('adminContent.notFound')}</Alert>}
        {selected && <ItemEditor key={`${selected.id}-${selected.updatedAt}`} item={selected} />}
      </Stack>
    </AdminFrame>
  );
}

function ItemEditor({ item }: { item: Item }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { update, remove } = useEntityMutations('contentitems', [entityKeys.all('contentitems'), ['content', 'news']]);
  const saved = useMemo(() => draftOf(item), [item]);
  const [draft, setDraft] = useState(saved);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const nameMissing = draft.name.trim() === '';
  const save = () =>
    update.mutate({
      id: item.id,
      body: { name: draft.name.trim(), type: draft.type as Item['type'], level: draft.level as Item['level'], publishAt: fromLocalInput(draft.publishAt), description: draft.description || null },
    });
  const del = useDeleteConfirm<Item>((i) => i.name ?? '', (i) => remove.mutate(i.id, { onSuccess: () => navigate('/admin/content') }));
  return (
    <Stack gap="md" component="section" aria-labelledby="content-editor-title" data-testid="content-editor">
      <UnsavedChangesGuard dirty={dirty} />
      <Title order={2} size="h4" id="content-editor-title">
        {t('adminContent.editor')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <TextInput label={t('adminContent.name')} value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} error={nameMissing ? t('adminContent.nameRequired') : undefined} required />
          <Group grow>
            <Select label={t('adminContent.kind')} data={newsKinds.map((k) => ({ value: k, label: t(`adminContent.kinds.${k}`) }))} value={draft.type} onChange={(v) => set('type', v ?? 'news')} allowDeselect={false} />
            <Select label={t('adminContent.priority')} data={newsPriorities.map((k) => ({ value: k, label: t(`adminContent.levels.${k}`) }))} value={draft.level} onChange={(v) => set('level', v ?? 'default')} allowDeselect={false} />
          </Group>
          <TextInput type="datetime-local" label={t('adminContent.publishAt')} description={t('adminContent.publishAtHint')} value={draft.publishAt} onChange={(e) => set('publishAt', e.currentTarget.value)} />
          <RichTextEditor label={t('adminContent.body')} value={draft.description} onChange={(html) => set('description', html)} contentitemId={item.id} />
          {update.isError && (
            <Alert color="red" role="alert">
              {(update.error as Error).message}
            </Alert>
          )}
          <Group gap="xs">
            <Button onClick={save} disabled={!dirty || nameMissing} loading={update.isPending} data-testid="content-save">
              {t('adminContent.save')}
            </Button>
            <Button variant="default" onClick={() => setDraft(saved)} disabled={!dirty}>
              {t('adminContent.undo')}
            </Button>
            <Button variant="default" color="red" onClick={() => del.ask(item)} data-testid="content-delete">
              {t('adminContent.delete')}
            </Button>
          </Group>
          {del.dialog}
        </Stack>
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('adminContent.preview')}
          </Text>
          <Text size="xs" c="dimmed" data-testid="content-state">
            {t(`adminContent.states.${contentState({ level: draft.level, publishAt: fromLocalInput(draft.publishAt) })}`)}
          </Text>
          <NewsCard item={{ name: draft.name, descriptionHtml: draft.description, level: draft.level === 'hidden' ? 'default' : (draft.level as 'default'), publishedAt: fromLocalInput(draft.publishAt) ?? item.createdAt ?? new Date().toISOString() }} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

export default staffScreen('admin.content', ContentScreen);

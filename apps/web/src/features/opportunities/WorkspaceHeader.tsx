import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatNumber } from '../../lib/format';
import { refusalText } from '../../ui/refusalText';
import { QueryDialog, queryFieldsOf } from './QueryDialog';
import { useDelayedFlag } from './useDebounced';
import type { useLiveSearch } from './useLiveSearch';
import type { SavedQuery } from './useSavedQuery';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

/** The live count of matches of the plots searched, with a spinner while a change of the filters settles. */
function MatchCount({ count, plots, settling, counting, lang }: { count: number | undefined; plots: number; settling: boolean; counting: boolean; lang: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="lg" fw={700} data-testid="match-count" data-count={count ?? ''} data-settling={settling} aria-live="polite">
        {count === undefined ? '…' : t('opportunities.count.matches', { count, formatted: formatNumber(count, lang, 0) })}
      </Text>
      {counting && <LoadingIndicator size="xs" label={t('opportunities.count.updating')} />}
      <Text size="xs" c="gray.7">
        {t('opportunities.count.of', { formatted: formatNumber(plots, lang, 0) })}
      </Text>
    </Group>
  );
}

/** A saved query's save, revert and run again (and "unsaved"); the builder's save as and clear. */
function QueryButtons({ saved, query, onSaveAs }: { saved: boolean; query: SavedQuery; onSaveAs: () => void }) {
  const { t } = useTranslation();
  const { dirty, readOnly, run, save } = query;
  return saved ? (
    <Group gap="xs">
      <Button size="xs" disabled={!dirty || readOnly} loading={save.isPending} onClick={() => save.mutate()} data-testid="save-query">
        {t('opportunities.builder.save')}
      </Button>
      <Button size="xs" variant="default" disabled={!dirty} onClick={query.revert}>
        {t('opportunities.builder.revert')}
      </Button>
      <Button size="xs" variant="default" loading={run.isPending} disabled={dirty} onClick={query.runAgain}>
        {t('opportunities.builder.runAgain')}
      </Button>
      {dirty && (
        <Text size="xs" c="orange.9">
          {t('opportunities.builder.unsaved')}
        </Text>
      )}
    </Group>
  ) : (
    <Group gap="xs">
      <Button size="xs" disabled={!query.drafts.length} onClick={onSaveAs} data-testid="save-as-query">
        {t('opportunities.builder.saveAs')}
      </Button>
      <Button size="xs" variant="default" disabled={!query.drafts.length} onClick={() => query.dispatch({ type: 'clear' })}>
        {t('opportunities.builder.clear')}
      </Button>
    </Group>
  );
}

/** The last run: its matches and when, how many are new, and whether it was stored. */
function RunSummary({ lastRun, lang }: { lastRun: NonNullable<SavedQuery['lastRun']>; lang: string }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" data-testid="run-summary" role="status">
      {t('opportunities.run.summary', {
        count: lastRun.count,
        formatted: formatNumber(lastRun.count, lang, 0),
        date: formatDate(lastRun.ranAt, lang, true),
      })}{' '}
      {t('opportunities.run.new', { count: lastRun.newCount, formatted: formatNumber(lastRun.newCount, lang, 0) })}
      {!lastRun.stored && ` ${t('opportunities.run.notStored')}`}
    </Text>
  );
}

/**
 * The head of the opportunities workspace: the query's name (edit, activity), the live count of matches, save,
 * revert and run again for a saved query (save as and clear for the builder's), the last run, and the dialogs.
 */
export function WorkspaceHeader({
  queryId,
  query,
  live,
  plots,
  savedPath,
}: {
  queryId?: number;
  query: SavedQuery;
  live: ReturnType<typeof useLiveSearch>;
  /** the plots searched (the catalogue's count), once the catalogue is known */
  plots: number | undefined;
  /** where a query saved under a new name opens */
  savedPath: (id: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'nl' ? 'nl' : 'en';
  const [dialog, setDialog] = useState<'saveAs' | 'edit' | null>(null);
  const counting = useDelayedFlag(live.countSettling);
  const { saved, readOnly, run, save, saveAs, edit, lastRun } = query;
  const count = live.count.data?.count;
  const navigate = useNavigate();
  const close = { onSuccess: () => setDialog(null) };
  return (
    <Stack p="sm" gap={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={1} size="h4" style={{ overflowWrap: 'anywhere' }} data-testid="workspace-title">
          {queryId ? (saved.data?.name ?? t('screens.opportunities.query')) : t('opportunities.builder.title')}
        </Title>
        {queryId && saved.data && (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="subtle" onClick={() => setDialog('edit')} disabled={readOnly}>
              {t('opportunities.builder.edit')}
            </Button>
            <Button size="compact-xs" variant="subtle" component={Link} to={`/opportunities/queries/${queryId}/activity`} data-testid="activity-link">
              {t('opportunities.queries.activity')}
            </Button>
          </Group>
        )}
      </Group>
      {plots !== undefined && <MatchCount count={count} plots={plots} settling={live.countSettling} counting={counting} lang={lang} />}
      {live.count.isError && (
        <Text size="xs" c="red.8" role="alert">
          {refusalText(live.count.error, t)}
        </Text>
      )}
      <QueryButtons saved={!!queryId} query={query} onSaveAs={() => setDialog('saveAs')} />
      {save.isError && (
        <Text size="xs" c="red.8" role="alert">
          {refusalText(save.error, t)}
        </Text>
      )}
      {lastRun && <RunSummary lastRun={lastRun} lang={lang} />}
      {run.isError && (
        <Text size="xs" c="red.8" role="alert">
          {t('opportunities.run.failed')} {refusalText(run.error, t)}
        </Text>
      )}
      <QueryDialog
        opened={dialog === 'saveAs'}
        title={t('opportunities.builder.saveAs')}
        submitLabel={t('opportunities.builder.saveAsSubmit')}
        pending={saveAs.isPending}
        error={saveAs.error}
        onSubmit={(f) =>
          saveAs.mutate(f, {
            onSuccess: (created) => {
              setDialog(null);
              if (created.id) navigate(savedPath(created.id));
            },
          })
        }
        onClose={() => setDialog(null)}
      />
      <QueryDialog
        opened={dialog === 'edit'}
        title={t('opportunities.queries.editTitle')}
        submitLabel={t('common.save')}
        initial={saved.data ? queryFieldsOf(saved.data) : undefined}
        pending={edit.isPending}
        error={edit.error}
        onSubmit={(f) => edit.mutate(f, close)}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

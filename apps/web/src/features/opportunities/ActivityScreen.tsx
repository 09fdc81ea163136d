import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { api } from '../../api/api';
import { isApiError } from '../../api/ApiError';
import { entityKeys } from '../../api/queries';
import { formatDate, formatNumber } from '../../lib/format';
import { encodeCoordinate } from '../../lib/links';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { refusalText } from '../users/refusalText';
import { searchClient, type Activity } from './searchClient';
import { searchKeys } from './useSearchCatalogue';

/** Runs shown in the chart (the table lists every run the server returns). */
const CHART_RUNS = 30;

/** Matches per run over time, oldest left; the part that newly matched in a run darker. */
function RunsChart({ runs }: { runs: Activity['runs'] }) {
  const { t, i18n } = useTranslation();
  const shown = [...runs].slice(0, CHART_RUNS).reverse();
  const top = Math.max(1, ...shown.map((r) => r.count));
  const w = 100 / Math.max(1, shown.length);
  const last = shown.at(-1);
  return (
    <svg
      viewBox="0 0 100 40"
      preserveAspectRatio="none"
      width="100%"
      height={120}
      role="img"
      aria-label={t('opportunities.activity.chartLabel', { count: shown.length, latest: last ? formatNumber(last.count, i18n.language, 0) : '0' })}
      data-testid="runs-chart"
      style={{ display: 'block', background: 'var(--mantine-color-gray-0)' }}
    >
      {shown.map((r, i) => {
        const h = r.count ? Math.max(0.8, (38 * r.count) / top) : 0;
        const hNew = r.count ? (38 * Math.min(r.newCount, r.count)) / top : 0;
        return (
          <g key={r.id}>
            <rect x={i * w + w * 0.15} width={w * 0.7} y={40 - h} height={h} fill="var(--mantine-color-teal-4)" />
            {hNew > 0 && <rect x={i * w + w * 0.15} width={w * 0.7} y={40 - hNew} height={hNew} fill="var(--mantine-color-teal-9)" />}
          </g>
        );
      })}
    </svg>
  );
}

function NoteForm({ queryId }: { queryId: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const add = useMutation({
    mutationFn: () => api.create('notes', { name: name.trim(), description: description.trim() || null, searchQueryId: queryId }),
    onSuccess: async () => {
      setName('');
      setDescription('');
      await Promise.all([qc.invalidateQueries({ queryKey: searchKeys.activity(queryId) }), qc.invalidateQueries({ queryKey: entityKeys.all('notes') })]);
    },
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) add.mutate();
      }}
    >
      <Stack gap="xs">
        <TextInput size="xs" label={t('opportunities.activity.noteName')} value={name} onChange={(e) => setName(e.currentTarget.value)} required />
        <Textarea size="xs" label={t('opportunities.activity.noteText')} value={description} autosize minRows={2} onChange={(e) => setDescription(e.currentTarget.value)} />
        {add.isError && (
          <Text size="xs" c="red.8" role="alert">
            {refusalText(add.error, t)}
          </Text>
        )}
        <Group>
          <Button size="xs" type="submit" loading={add.isPending} disabled={!name.trim()}>
            {t('opportunities.activity.addNote')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /opportunities/queries/:query_id/activity: the saved query's runs over time, the plots that newly match
 * since the run before the latest, and the notes linked to the query.
 */
export default function ActivityScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const qc = useQueryClient();
  const id = Number(useParams().query_id);
  const valid = Number.isInteger(id) && id > 0;
  const runColumns = useMemo<DataColumn<Activity['runs'][number]>[]>(
    () => [
      { id: 'ranAt', header: t('opportunities.activity.ranAt'), cell: (r) => formatDate(r.ranAt, lang, true), sortValue: (r) => r.ranAt },
      { id: 'count', header: t('opportunities.activity.matches'), numeric: true, cell: (r) => formatNumber(r.count, lang, 0), sortValue: (r) => r.count },
      { id: 'newCount', header: t('opportunities.activity.newMatches'), numeric: true, cell: (r) => formatNumber(r.newCount, lang, 0), sortValue: (r) => r.newCount },
    ],
    [t, lang],
  );
  const activity = useQuery({ queryKey: searchKeys.activity(id), queryFn: ({ signal }) => searchClient.activity(id, signal), enabled: valid });
  const run = useMutation({
    mutationFn: () => searchClient.run(id),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: searchKeys.activity(id) }), qc.invalidateQueries({ queryKey: entityKeys.all('searchqueries') })]),
  });

  const missing = !valid || (activity.isError && isApiError(activity.error) && activity.error.status === 404);
  const a = activity.data;
  return (
    <Stack gap="md" p="xs" data-screen="opportunities.activity">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {a ? t('opportunities.activity.title', { name: a.query.name || t('opportunities.queries.unnamed') }) : t('screens.opportunities.activity')}
          </Title>
          <Text c="gray.7" mt={4} size="sm">
            {t('opportunities.activity.intro')}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" component={Link} to="/opportunities">
            {t('opportunities.activity.allQueries')}
          </Button>
          {valid && !missing && (
            <Button variant="default" component={Link} to={`/opportunities/queries/${id}`} data-testid="open-query">
              {t('opportunities.activity.openQuery')}
            </Button>
          )}
          {valid && !missing && (
            <Button onClick={() => run.mutate()} loading={run.isPending} data-testid="run-now">
              {t('opportunities.activity.runNow')}
            </Button>
          )}
        </Group>
      </Group>
      {run.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('opportunities.run.failed')} {refusalText(run.error, t)}
        </Alert>
      )}
      {missing ? (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">{t('opportunities.builder.notFound')}</Text>
        </Alert>
      ) : activity.isPending ? (
        <Group gap="xs" aria-busy="true">
          <Loader size="sm" />
          <Text>{t('opportunities.activity.loading')}</Text>
        </Group>
      ) : activity.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm">{t('opportunities.activity.failed')}</Text>
          <Button size="compact-xs" variant="light" mt={4} onClick={() => void activity.refetch()}>
            {t('opportunities.retry')}
          </Button>
        </Alert>
      ) : (
        a && (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <Paper withBorder p="sm">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('opportunities.activity.runs')}
                </Title>
                {a.runs.length === 0 ? (
                  <Text size="sm" data-testid="no-runs">
                    {t('opportunities.activity.noRuns')}
                  </Text>
                ) : (
                  <>
                    <RunsChart runs={a.runs} />
                    <Text size="xs" c="gray.7">
                      {t('opportunities.activity.chartCaption', { count: Math.min(a.runs.length, CHART_RUNS), top: formatNumber(Math.max(...a.runs.slice(0, CHART_RUNS).map((r) => r.count)), lang, 0) })}
                    </Text>
                    <DataTable columns={runColumns} rows={a.runs} rowId={(r) => r.id} label={t('opportunities.activity.runs')} testId="runs-table" striped rowProps={() => ({ 'data-testid': 'run-row' })} />
                  </>
                )}
              </Stack>
            </Paper>
            <Stack gap="md">
              <Paper withBorder p="sm">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('opportunities.activity.newSince')}
                  </Title>
                  {a.runs.length < 2 ? (
                    <Text size="sm">{t('opportunities.activity.newNeedsTwoRuns')}</Text>
                  ) : a.newMatches.length === 0 ? (
                    <Text size="sm" data-testid="no-new-matches">
                      {t('opportunities.activity.noNew')}
                    </Text>
                  ) : (
                    <Stack gap={4} data-testid="new-matches">
                      {a.newMatches.map((m) => (
                        <Group key={m.identificatie} gap="xs">
                          {m.lat !== null && m.lon !== null ? (
                            <Anchor component={Link} size="sm" to={`/opportunities/queries/${id}/17/${encodeCoordinate(m.lat)}/${encodeCoordinate(m.lon)}`}>
                              {m.identificatie}
                            </Anchor>
                          ) : (
                            <Text size="sm">
                              {m.identificatie} ({t('opportunities.activity.gone')})
                            </Text>
                          )}
                        </Group>
                      ))}
                    </Stack>
                  )}
                </Stack>
              </Paper>
              <Paper withBorder p="sm">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    {t('opportunities.activity.notes')}
                  </Title>
                  {a.notes.length === 0 ? (
                    <Text size="sm">{t('opportunities.activity.noNotes')}</Text>
                  ) : (
                    <Stack gap="xs" data-testid="notes">
                      {a.notes.map((n) => (
                        <div key={n.id}>
                          <Text size="sm" fw={600}>
                            {n.name}
                          </Text>
                          <Text size="xs" c="gray.7">
                            {formatDate(n.createdAt, lang, true)}
                            {n.type ? ` · ${i18n.exists(`opportunities.activity.noteType.${n.type}`) ? t(`opportunities.activity.noteType.${n.type}`) : n.type}` : ''}
                          </Text>
                          {n.description && <Text size="sm">{n.description}</Text>}
                        </div>
                      ))}
                    </Stack>
                  )}
                  <NoteForm queryId={id} />
                </Stack>
              </Paper>
            </Stack>
          </SimpleGrid>
        )
      )}
    </Stack>
  );
}

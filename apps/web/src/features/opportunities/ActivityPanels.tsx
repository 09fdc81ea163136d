import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../lib/format';
import { encodeCoordinate } from '../../lib/links';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import type { Activity } from './searchClient';

// The panels of the activity screen (ActivityScreen.tsx): the runs (chart and table) and the new matches.

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

/** The runs panel: the chart of the latest runs with its caption and the table of every run; a line when there are none. */
export function RunsPanel({ runs }: { runs: Activity['runs'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const runColumns = useMemo<DataColumn<Activity['runs'][number]>[]>(
    () => [
      { id: 'ranAt', header: t('opportunities.activity.ranAt'), cell: (r) => formatDate(r.ranAt, lang, true), sortValue: (r) => r.ranAt },
      { id: 'count', header: t('opportunities.activity.matches'), numeric: true, cell: (r) => formatNumber(r.count, lang, 0), sortValue: (r) => r.count },
      { id: 'newCount', header: t('opportunities.activity.newMatches'), numeric: true, cell: (r) => formatNumber(r.newCount, lang, 0), sortValue: (r) => r.newCount },
    ],
    [t, lang],
  );
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('opportunities.activity.runs')}
        </Title>
        {runs.length === 0 ? (
          <Text size="sm" data-testid="no-runs">
            {t('opportunities.activity.noRuns')}
          </Text>
        ) : (
          <>
            <RunsChart runs={runs} />
            <Text size="xs" c="gray.7">
              {t('opportunities.activity.chartCaption', { count: Math.min(runs.length, CHART_RUNS), top: formatNumber(Math.max(...runs.slice(0, CHART_RUNS).map((r) => r.count)), lang, 0) })}
            </Text>
            <DataTable columns={runColumns} rows={runs} rowId={(r) => r.id} label={t('opportunities.activity.runs')} testId="runs-table" striped rowProps={() => ({ 'data-testid': 'run-row' })} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The plots that newly matched since the run before the latest, each linked to the query's map at its place (or marked gone). */
export function NewMatchesPanel({ queryId: id, activity: a }: { queryId: number; activity: Activity }) {
  const { t } = useTranslation();
  return (
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
  );
}

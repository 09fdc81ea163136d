import { ActionIcon, Alert, Button, Checkbox, Group, Pagination, Text } from '@mantine/core';
import type { SearchCatalogueEntry } from '@plotwise/contracts';
import { roundPartsToTotal, SCORE_DECIMALS, type FilterExplanation } from '@plotwise/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArea, formatNumber, formatPercent } from '../../lib/format';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { formatFeatureValue } from './featureFormat';
import { useValueLabel } from './FilterCard';
import { scoreColour } from './scoreColours';
import type { ResultRow, ResultsPage } from './searchClient';

function ScoreCell({ score, lang }: { score: number; lang: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <span aria-hidden style={{ width: 12, height: 12, borderRadius: 6, background: scoreColour(score), border: '1px solid rgba(0,0,0,.3)', flex: 'none' }} />
      <span>{formatNumber(score, lang, SCORE_DECIMALS)}</span>
    </Group>
  );
}

/** `points`: what the filter added to the score as shown, rounded so that the lines add up to the row's score */
type ExplanationLine = { e: FilterExplanation; depth: number; key: string; points: number | null };

/** The explanation tree as lines, a child below its parent with its depth (an "or" group's filters). */
function explanationLines(explanation: readonly FilterExplanation[], score: number | null, depth = 0, prefix = ''): ExplanationLine[] {
  const points = score === null ? null : roundPartsToTotal(explanation.map((e) => e.points), score);
  return explanation.flatMap((e, i) => {
    const key = `${prefix}${e.key}-${i}`;
    return [{ e, depth, key, points: points?.[i] ?? null }, ...(e.children ? explanationLines(e.children, null, depth + 1, `${key}/`) : [])];
  });
}

/** Why a plot scored what it did: every filter with the plot's value, the bounds, its closeness and its share. */
function Explanation({ row, entryOf }: { row: ResultRow; entryOf: (key: string) => SearchCatalogueEntry | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const valueLabel = useValueLabel();
  const columns = useMemo<DataColumn<ExplanationLine>[]>(() => {
    const unitOf = (e: FilterExplanation) => entryOf(e.key)?.unit ?? (e.kind === 'region' && e.max !== null ? 'km' : null);
    const fmt = (e: FilterExplanation, v: number) => formatFeatureValue(v, unitOf(e), lang);
    return [
      { id: 'filter', header: t('opportunities.results.filter'), cell: ({ e, depth }) => <span style={{ paddingLeft: depth * 16 }}>{entryOf(e.key)?.label[lang === 'nl' ? 'nl' : 'en'] ?? e.key}</span> },
      {
        id: 'value',
        header: t('opportunities.results.value'),
        cell: ({ e }) => {
          const entry = entryOf(e.key);
          if (e.value === null) return e.kind === 'region' || e.kind === 'polygon' ? '—' : t('opportunities.results.unknown');
          return typeof e.value === 'number' ? fmt(e, e.value) : entry ? valueLabel(entry, e.value) : e.value;
        },
      },
      {
        id: 'bounds',
        header: t('opportunities.results.bounds'),
        cell: ({ e }) => (e.min === null && e.max === null ? '' : e.min !== null && e.max !== null ? `${fmt(e, e.min)} – ${fmt(e, e.max)}` : e.min !== null ? `≥ ${fmt(e, e.min)}` : `≤ ${fmt(e, e.max!)}`),
      },
      { id: 'passes', header: t('opportunities.results.passes'), cell: ({ e }) => (e.passed ? t('opportunities.results.passed') : t('opportunities.results.failed')) },
      { id: 'closeness', header: t('opportunities.results.closeness'), numeric: true, cell: ({ e }) => formatPercent(e.closeness, lang) },
      { id: 'weight', header: t('opportunities.filter.weight'), numeric: true, cell: ({ e }) => formatNumber(e.weight, lang, 2) },
      { id: 'points', header: t('opportunities.results.points'), numeric: true, cell: ({ points }) => (points === null ? '' : `+${formatNumber(points, lang, SCORE_DECIMALS)}`) },
    ];
  }, [t, lang, entryOf, valueLabel]);
  if (!row.explanation?.length) return <Text size="sm">{t('opportunities.results.noExplanation')}</Text>;
  return (
    <DataTable
      columns={columns}
      rows={explanationLines(row.explanation, row.score)}
      rowId={(l) => l.key}
      label={t('opportunities.results.explanationOf', { plot: row.plotNumber ?? row.identificatie ?? row.plotId })}
      testId="explanation"
      fz="xs"
    />
  );
}

/**
 * The ranking, a page at a time: score, plot number, municipality and size; a row's explanation opens below
 * it; Enter or a click on a row flies the map to the plot; the check boxes choose plots for new locations.
 */
export function ResultTable({
  page,
  pending,
  error,
  onRetry,
  pageIndex,
  pageSize,
  onPage,
  entryOf,
  selected,
  onToggle,
  onFocus,
  focusedId,
}: {
  page: ResultsPage | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  pageIndex: number;
  pageSize: number;
  onPage: (index: number) => void;
  entryOf: (key: string) => SearchCatalogueEntry | undefined;
  selected: readonly number[];
  onToggle: (plotId: number, on: boolean) => void;
  onFocus: (row: ResultRow) => void;
  focusedId: number | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [open, setOpen] = useState<number | null>(null);
  const name = (r: ResultRow) => r.plotNumber ?? r.identificatie ?? String(r.plotId);
  const offset = page?.offset ?? 0;
  const columns: DataColumn<ResultRow>[] = [
    {
      id: 'select',
      header: t('opportunities.results.select'),
      headerHidden: true,
      width: 32,
      ownClick: true,
      cell: (r) => <Checkbox size="xs" checked={selected.includes(r.plotId)} onChange={(e) => onToggle(r.plotId, e.currentTarget.checked)} aria-label={t('opportunities.results.selectPlot', { plot: name(r) })} />,
    },
    { id: 'rank', header: '#', numeric: true, cell: (_r, i) => offset + i + 1 },
    { id: 'score', header: t('opportunities.results.score'), numeric: true, cell: (r) => <ScoreCell score={r.score} lang={lang} /> },
    { id: 'plot', header: t('opportunities.results.plot'), cell: (r) => name(r) },
    { id: 'municipality', header: t('opportunities.results.municipality'), cell: (r) => r.municipality?.name ?? r.municipality?.code ?? '' },
    { id: 'size', header: t('opportunities.results.size'), numeric: true, cell: (r) => (r.sizeSquareMeters === null ? '' : formatArea(r.sizeSquareMeters, lang)) },
    {
      id: 'why',
      header: t('opportunities.results.why'),
      headerHidden: true,
      width: 40,
      ownClick: true,
      cell: (r) => (
        <ActionIcon
          size="sm"
          variant="subtle"
          aria-expanded={open === r.plotId}
          aria-label={t(open === r.plotId ? 'opportunities.results.hideWhy' : 'opportunities.results.showWhy', { plot: name(r) })}
          onClick={() => setOpen(open === r.plotId ? null : r.plotId)}
          data-testid="explain-toggle"
        >
          {open === r.plotId ? '▾' : '▸'}
        </ActionIcon>
      ),
    },
  ];
  const pages = page ? Math.max(1, Math.ceil(Math.min(page.count, 10_000 + pageSize) / pageSize)) : 1;
  return (
    <div>
      <DataTable
        columns={columns}
        rows={page?.results}
        rowId={(r) => r.plotId}
        label={t('opportunities.results.title')}
        testId="results-table"
        minWidth={560}
        fz="sm"
        refreshing={pending && !!page}
        error={
          error ? (
            <Alert color="red" variant="light" role="alert" title={t('opportunities.results.loadFailed')}>
              <Button size="compact-xs" variant="light" onClick={onRetry}>
                {t('opportunities.retry')}
              </Button>
            </Alert>
          ) : undefined
        }
        empty={
          <Text size="sm" data-testid="results-empty">
            {t('opportunities.results.empty')}
          </Text>
        }
        onRowActivate={onFocus}
        onRowKeyDown={(e, r) => {
          // Space opens the row's explanation, as the toggle does
          if (e.key !== ' ') return;
          e.preventDefault();
          setOpen(open === r.plotId ? null : r.plotId);
        }}
        selectedId={focusedId}
        rowProps={(r) => ({ 'data-testid': 'result-row', 'data-plot-id': r.plotId, 'aria-label': t('opportunities.results.rowLabel', { plot: name(r), score: formatNumber(r.score, lang, SCORE_DECIMALS) }) })}
        expanded={(r) => (open === r.plotId ? <Explanation row={r} entryOf={entryOf} /> : null)}
      />
      {page && pages > 1 && (
        <Group justify="center" mt="xs">
          <Pagination
            size="sm"
            total={pages}
            value={pageIndex + 1}
            onChange={(p) => onPage(p - 1)}
            getControlProps={(control) => ({ 'aria-label': t(`opportunities.results.page_${control}`) })}
            getItemProps={(p) => ({ 'aria-label': t('opportunities.results.pageN', { page: p }) })}
          />
        </Group>
      )}
    </div>
  );
}

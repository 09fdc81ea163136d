import { ActionIcon, Alert, Button, Checkbox, Group, Loader, Pagination, Table, Text, VisuallyHidden } from '@mantine/core';
import type { SearchCatalogueEntry } from '@plotwise/contracts';
import type { FilterExplanation } from '@plotwise/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArea, formatNumber, formatPercent } from '../../lib/format';
import { formatFeatureValue } from './featureFormat';
import { useValueLabel } from './FilterCard';
import { scoreColour } from './scoreColours';
import type { ResultRow, ResultsPage } from './searchClient';

function ScoreCell({ score, lang }: { score: number; lang: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <span aria-hidden style={{ width: 12, height: 12, borderRadius: 6, background: scoreColour(score), border: '1px solid rgba(0,0,0,.3)', flex: 'none' }} />
      <span>{formatNumber(score, lang, 1)}</span>
    </Group>
  );
}

function ExplanationRows({ explanation, entryOf, depth = 0 }: { explanation: readonly FilterExplanation[]; entryOf: (key: string) => SearchCatalogueEntry | undefined; depth?: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const valueLabel = useValueLabel();
  return (
    <>
      {explanation.map((e, i) => {
        const entry = entryOf(e.key);
        const unit = entry?.unit ?? (e.kind === 'region' && e.max !== null ? 'km' : null);
        const fmt = (v: number) => formatFeatureValue(v, unit, lang);
        const value =
          e.value === null
            ? e.kind === 'region' || e.kind === 'polygon'
              ? '—'
              : t('opportunities.results.unknown')
            : typeof e.value === 'number'
              ? fmt(e.value)
              : entry
                ? valueLabel(entry, e.value)
                : e.value;
        const bounds = e.min === null && e.max === null ? '' : e.min !== null && e.max !== null ? `${fmt(e.min)} – ${fmt(e.max)}` : e.min !== null ? `≥ ${fmt(e.min)}` : `≤ ${fmt(e.max!)}`;
        return (
          <Fragment key={`${e.key}-${i}`}>
            <Table.Tr>
              <Table.Td style={{ paddingLeft: 8 + depth * 16 }}>{entry?.label[lang === 'nl' ? 'nl' : 'en'] ?? e.key}</Table.Td>
              <Table.Td>{value}</Table.Td>
              <Table.Td>{bounds}</Table.Td>
              <Table.Td>{e.passed ? t('opportunities.results.passed') : t('opportunities.results.failed')}</Table.Td>
              <Table.Td ta="right">{formatPercent(e.closeness, lang)}</Table.Td>
              <Table.Td ta="right">{formatNumber(e.weight, lang, 2)}</Table.Td>
              <Table.Td ta="right">{depth ? '' : `+${formatNumber(e.points, lang, 1)}`}</Table.Td>
            </Table.Tr>
            {e.children && <ExplanationRows explanation={e.children} entryOf={entryOf} depth={depth + 1} />}
          </Fragment>
        );
      })}
    </>
  );
}

/** Why a plot scored what it did: every filter with the plot's value, the bounds, its closeness and its share. */
function Explanation({ row, entryOf }: { row: ResultRow; entryOf: (key: string) => SearchCatalogueEntry | undefined }) {
  const { t } = useTranslation();
  if (!row.explanation?.length) return <Text size="sm">{t('opportunities.results.noExplanation')}</Text>;
  return (
    <Table withTableBorder={false} fz="xs" verticalSpacing={2} data-testid="explanation" aria-label={t('opportunities.results.explanationOf', { plot: row.plotNumber ?? row.identificatie ?? row.plotId })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('opportunities.results.filter')}</Table.Th>
          <Table.Th>{t('opportunities.results.value')}</Table.Th>
          <Table.Th>{t('opportunities.results.bounds')}</Table.Th>
          <Table.Th>{t('opportunities.results.passes')}</Table.Th>
          <Table.Th ta="right">{t('opportunities.results.closeness')}</Table.Th>
          <Table.Th ta="right">{t('opportunities.filter.weight')}</Table.Th>
          <Table.Th ta="right">{t('opportunities.results.points')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <ExplanationRows explanation={row.explanation} entryOf={entryOf} />
      </Table.Tbody>
    </Table>
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
  if (error && !page)
    return (
      <Alert color="red" variant="light" role="alert" title={t('opportunities.results.loadFailed')}>
        <Button size="compact-xs" variant="light" onClick={onRetry}>
          {t('opportunities.retry')}
        </Button>
      </Alert>
    );
  if (!page)
    return (
      <Group gap="xs" aria-busy="true">
        <Loader size="xs" />
        <Text size="sm">{t('opportunities.results.loading')}</Text>
      </Group>
    );
  if (page.count === 0)
    return (
      <Text size="sm" data-testid="results-empty">
        {t('opportunities.results.empty')}
      </Text>
    );
  const pages = Math.max(1, Math.ceil(Math.min(page.count, 10_000 + pageSize) / pageSize));
  const name = (r: ResultRow) => r.plotNumber ?? r.identificatie ?? String(r.plotId);
  return (
    <div>
      <Table.ScrollContainer minWidth={560}>
        <Table highlightOnHover fz="sm" verticalSpacing={4} data-testid="results-table" aria-busy={pending} style={{ opacity: pending ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={32}>
                <VisuallyHidden>{t('opportunities.results.select')}</VisuallyHidden>
              </Table.Th>
              <Table.Th ta="right">#</Table.Th>
              <Table.Th ta="right">{t('opportunities.results.score')}</Table.Th>
              <Table.Th>{t('opportunities.results.plot')}</Table.Th>
              <Table.Th>{t('opportunities.results.municipality')}</Table.Th>
              <Table.Th ta="right">{t('opportunities.results.size')}</Table.Th>
              <Table.Th w={40}>
                <VisuallyHidden>{t('opportunities.results.why')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.results.map((r, i) => {
              const expanded = open === r.plotId;
              return (
                <Fragment key={r.plotId}>
                  <Table.Tr
                    data-testid="result-row"
                    data-plot-id={r.plotId}
                    tabIndex={0}
                    aria-label={t('opportunities.results.rowLabel', { plot: name(r), score: formatNumber(r.score, lang, 1) })}
                    bg={focusedId === r.plotId ? 'var(--mantine-primary-color-light)' : undefined}
                    style={{ cursor: 'pointer' }}
                    onClick={() => onFocus(r)}
                    onKeyDown={(e) => {
                      if (e.target !== e.currentTarget) return;
                      if (e.key === 'Enter') onFocus(r);
                      if (e.key === ' ') {
                        e.preventDefault();
                        setOpen(expanded ? null : r.plotId);
                      }
                    }}
                  >
                    <Table.Td onClick={(e) => e.stopPropagation()}>
                      <Checkbox size="xs" checked={selected.includes(r.plotId)} onChange={(e) => onToggle(r.plotId, e.currentTarget.checked)} aria-label={t('opportunities.results.selectPlot', { plot: name(r) })} />
                    </Table.Td>
                    <Table.Td ta="right">{page.offset + i + 1}</Table.Td>
                    <Table.Td ta="right">
                      <ScoreCell score={r.score} lang={lang} />
                    </Table.Td>
                    <Table.Td>{name(r)}</Table.Td>
                    <Table.Td>{r.municipality?.name ?? r.municipality?.code ?? ''}</Table.Td>
                    <Table.Td ta="right">{r.sizeSquareMeters === null ? '' : formatArea(r.sizeSquareMeters, lang)}</Table.Td>
                    <Table.Td onClick={(e) => e.stopPropagation()}>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        aria-expanded={expanded}
                        aria-label={t(expanded ? 'opportunities.results.hideWhy' : 'opportunities.results.showWhy', { plot: name(r) })}
                        onClick={() => setOpen(expanded ? null : r.plotId)}
                        data-testid="explain-toggle"
                      >
                        {expanded ? '▾' : '▸'}
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                  {expanded && (
                    <Table.Tr>
                      <Table.Td colSpan={7} bg="var(--mantine-color-gray-0)">
                        <Explanation row={r} entryOf={entryOf} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
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
      {pending && (
        <Group gap={6} mt={4}>
          <Loader size="xs" />
          <Text size="xs">{t('opportunities.results.updating')}</Text>
        </Group>
      )}
    </div>
  );
}

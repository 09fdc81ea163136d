import { Group, SegmentedControl, Text } from '@mantine/core';
import type { MoneyFigure, QuantityFigure } from '@plotwise/core/finance/index';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { Money, Quantity } from './Figures';
import { NumberCell } from './NumberCell';
import { useSheet } from './sheetContext';
import { SheetsFrame } from './SheetsFrame';
import type { SheetPath } from './sheetLinks';

interface Line {
  key: string;
  money?: MoneyFigure | null;
  quantity?: QuantityFigure | { value: number | null } | null;
  link?: SheetPath;
  why?: string;
  strong?: boolean;
}

/** Yield on cost: the yearly rent as a percentage of the total investment; null without investment. */
const yieldOnCostPercent = (annualRentCents: number, investmentCents: number): number | null =>
  investmentCents > 0 ? (annualRentCents / investmentCents) * 100 : null;

function LandChoice() {
  const { t } = useTranslation();
  const { landPriceEuros, setSearch, parameters, result } = useSheet();
  const stored = parameters.land_price_euros;
  const mode = landPriceEuros === undefined ? 'stored' : landPriceEuros === null ? 'rgw' : 'entered';
  const current = result.view?.ok ? result.view.sheets.results.landPriceCents / 100 : 0;
  return (
    <Group align="center" gap="sm">
      <SegmentedControl
        size="xs"
        value={mode}
        onChange={(v) => setSearch('land', v === 'stored' ? null : v === 'rgw' ? 'rgw' : String(Math.round(current)))}
        data={[
          { value: 'stored', label: stored === undefined || stored === null || stored === '' ? t('sheets.results.atStoredRgw') : t('sheets.results.atStored') },
          { value: 'rgw', label: t('sheets.results.atRgw') },
          { value: 'entered', label: t('sheets.results.atEntered') },
        ]}
        data-testid="land-mode"
      />
      {mode === 'entered' && <NumberCell value={landPriceEuros ?? 0} label={t('sheets.results.landPrice')} onCommit={(v) => setSearch('land', String(v))} testId="entered-land-price" />}
    </Group>
  );
}

function Results() {
  const { t } = useTranslation();
  const { result, link } = useSheet();
  const view = result.view;
  if (!view?.ok) return <LandChoice />;
  const r = view.sheets.results;
  const inc = view.sheets.income;
  const lines: Line[] = [
    { key: 'landPrice', money: { cents: r.landPriceCents, formula: t(`sheets.results.source.${r.landPriceSource}`), inputs: {} } as MoneyFigure, link: r.landPriceSource === 'residual' ? 'finance/rgw' : 'finance/costs' },
    ...r.costsByGroup.map((g) => ({ key: `group.${g.group}`, money: g.total, link: 'finance/costs' as const })),
    { key: 'totalInvestment', money: r.totalInvestment, link: 'finance/costs', strong: true },
    { key: 'totalValue', money: r.totalValue, link: 'finance/income', strong: true },
    { key: 'result', money: r.result, strong: true },
    { key: 'resultPerDwelling', money: r.resultPerUnit, why: 'noDwellings' },
    { key: 'resultPerM2', money: r.resultPerGrossSquareMeter, why: 'noGross' },
    { key: 'resultPercentOfCosts', quantity: r.resultPercentOfCosts, why: 'noCosts' },
    { key: 'resultPercentOfValue', quantity: r.resultPercentOfValue, why: 'noValue' },
    { key: 'yieldOnCost', quantity: { value: yieldOnCostPercent(inc.totalAnnualRent.cents, r.totalInvestment.cents) }, why: 'noCosts' },
    { key: 'requiredMargin', money: r.requiredMargin },
    { key: 'resultAboveRequired', money: r.resultAboveRequired, strong: true },
  ];
  const label = (l: Line) => (l.key.startsWith('group.') ? t(`sheets.groups.${l.key.slice(6)}`) : t(`sheets.results.${l.key}`));
  const columns: DataColumn<Line>[] = [
    { id: 'figure', header: t('sheets.figure'), cell: (l) => (l.link ? <Link to={link(l.link)}>{label(l)}</Link> : l.strong ? <strong>{label(l)}</strong> : label(l)) },
    {
      id: 'value',
      header: t('sheets.value'),
      numeric: true,
      cell: (l) =>
        l.quantity !== undefined ? (
          <Quantity {...('formula' in (l.quantity ?? {}) ? { figure: l.quantity as QuantityFigure } : { value: l.quantity?.value ?? null })} kind="percent" testId={`results-${l.key}`} why={t(`sheets.why.${l.why ?? 'noBase'}`)} />
        ) : (
          <Money figure={l.money ?? null} testId={`results-${l.key}`} why={t(`sheets.why.${l.why ?? 'noBase'}`)} />
        ),
    },
  ];
  return (
    <>
      <LandChoice />
      <DataTable columns={columns} rows={lines} rowId={(l) => l.key} label={t('screens.sheets.financeResults')} testId="results-table" />
      <Text size="xs" c="dimmed">
        {t('sheets.results.note')}
      </Text>
    </>
  );
}

export default function ResultsScreen() {
  return (
    <SheetsFrame screen="sheets.financeResults" path="finance/results">
      <Results />
    </SheetsFrame>
  );
}

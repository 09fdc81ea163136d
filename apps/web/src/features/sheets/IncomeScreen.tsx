import { Group, Select, Text } from '@mantine/core';
import { priceBases, type IncomeRow, type MoneyFigure, type PriceBasis } from '@plotwise/core/finance/index';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { entityKeys } from '../../api/queries';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { incomeRowName } from './FinanceWarnings';
import { Money, Quantity } from './Figures';
import { NumberCell } from './NumberCell';
import { useSheet } from './sheetContext';
import { SheetsFrame } from './SheetsFrame';
import { byLocation, useOptimisticPatch } from './useSheetsData';

type Line = { kind: 'row'; row: IncomeRow } | { kind: 'total'; id: 'total'; rent: MoneyFigure; gross: MoneyFigure; vat: MoneyFigure; value: MoneyFigure };

function Income() {
  const { t } = useTranslation();
  const { result, locationId, units, parameters } = useSheet();
  const qc = useQueryClient();
  const patchUnit = useOptimisticPatch('units', byLocation(locationId, 1));
  const view = result.view;
  if (!view?.ok) return null;
  const income = view.sheets.income;
  const unitOf = (r: IncomeRow) => (r.source === 'unit_type' ? units.find((u) => String(u.id) === r.id) : undefined);
  const saveParkingPrice = async (euros: number) => {
    await api.update('locations', locationId, { cfg: { finance_parameters: { ...parameters, parking_price_euros: euros } } });
    await qc.invalidateQueries({ queryKey: entityKeys.all('locations') });
  };
  // houses are priced in their building's configuration (cfg.house.price)
  const houseOf = (r: IncomeRow) => (r.source === 'house' ? result.generated?.find((g) => `house-${g.input.building.id}` === r.id)?.input : undefined);
  const saveHousePrice = async (input: NonNullable<ReturnType<typeof houseOf>>, euros: number) => {
    await api.update('buildings', input.building.id, { cfg: { house: { ...input.building.cfg.house, price: euros } } });
    await qc.invalidateQueries({ queryKey: entityKeys.all('buildings') });
  };
  const lines: Line[] = [
    ...income.rows.map((row): Line => ({ kind: 'row', row })),
    { kind: 'total', id: 'total', rent: income.totalAnnualRent, gross: income.totalGrossSalePrice, vat: income.totalSaleVat, value: income.totalValue },
  ];
  const money = (f: MoneyFigure | null, testId?: string) => (f ? <Money figure={f} {...(testId ? { testId } : {})} /> : <Text span c="dimmed" size="sm">–</Text>);
  const columns: DataColumn<Line>[] = [
    { id: 'name', header: t('sheets.income.type'), cell: (l) => (l.kind === 'total' ? <strong>{t('sheets.total')}</strong> : `${incomeRowName(l.row, t)}${l.row.source === 'parking' ? '' : ` (${t(`sheets.functions.${l.row.function}`, { defaultValue: l.row.function })})`}`) },
    { id: 'count', header: t('sheets.income.count'), numeric: true, cell: (l) => (l.kind === 'row' ? <Quantity value={l.row.count} kind="count" /> : null) },
    { id: 'nfa', header: t('sheets.areas.netFloorArea'), numeric: true, cell: (l) => (l.kind === 'row' && l.row.source !== 'parking' ? <Quantity value={l.row.netFloorAreaSquareMeters} kind="area" /> : null) },
    {
      id: 'basis',
      header: t('sheets.income.basis'),
      cell: (l) => {
        if (l.kind === 'total') return null;
        const unit = unitOf(l.row);
        const label = (b: PriceBasis) => t(`sheets.bases.${b}`);
        if (!unit) return label(l.row.priceBasis);
        return (
          <Select size="xs" w={230} aria-label={`${t('sheets.income.basis')} ${l.row.name}`} data={priceBases.map((b) => ({ value: b, label: label(b) }))} value={l.row.priceBasis} allowDeselect={false} onChange={(v) => v && void patchUnit(unit.id, { income_mode: v as PriceBasis })} data-testid={`basis-${unit.id}`} />
        );
      },
    },
    {
      id: 'price',
      header: t('sheets.income.price'),
      numeric: true,
      cell: (l) => {
        if (l.kind === 'total') return null;
        const unit = unitOf(l.row);
        const label = `${t('sheets.income.price')} ${l.row.name}`;
        if (unit) return <NumberCell value={unit.price ?? 0} label={label} min={0} onCommit={(v) => void patchUnit(unit.id, { price: v })} testId={`price-${unit.id}`} />;
        if (l.row.source === 'parking') return <NumberCell value={l.row.priceCents / 100} label={label} min={0} onCommit={(v) => void saveParkingPrice(v)} testId="price-parking" />;
        const house = houseOf(l.row);
        if (house) return <NumberCell value={l.row.priceCents / 100} label={label} min={0} onCommit={(v) => void saveHousePrice(house, v)} testId={`price-house-${house.building.id}`} />;
        return <Money cents={l.row.priceCents} />;
      },
    },
    { id: 'yield', header: t('sheets.income.yield'), numeric: true, cell: (l) => (l.kind === 'row' ? (l.row.yieldPercent === null ? <Text span c="dimmed" size="sm">–</Text> : <Quantity value={l.row.yieldPercent} kind="percent" />) : null) },
    { id: 'rent', header: t('sheets.income.annualRent'), numeric: true, cell: (l) => money(l.kind === 'row' ? l.row.annualRent : l.rent) },
    { id: 'gross', header: t('sheets.income.grossSalePrice'), numeric: true, cell: (l) => money(l.kind === 'row' ? l.row.grossSalePrice : l.gross) },
    { id: 'vat', header: t('sheets.income.saleVat'), numeric: true, cell: (l) => money(l.kind === 'row' ? l.row.saleVat : l.vat) },
    { id: 'value', header: t('sheets.income.value'), numeric: true, cell: (l) => money(l.kind === 'row' ? l.row.value : l.value, l.kind === 'total' ? 'income-total-value' : `income-value-${l.row.id}`) },
  ];
  const saveYield = async (percent: number) => {
    await api.update('locations', locationId, { cfg: { finance_parameters: { ...parameters, yield_percent: percent } } });
    await qc.invalidateQueries({ queryKey: entityKeys.all('locations') });
  };
  return (
    <>
      <Group gap="xs" align="center">
        <Text size="sm">{t('sheets.income.locationYield')}</Text>
        <NumberCell value={view.sheets.parameters.yieldPercent} label={t('sheets.income.locationYield')} min={0.01} decimals={4} onCommit={(v) => void saveYield(v)} testId="location-yield" />
        <Text size="sm">%</Text>
      </Group>
      <DataTable columns={columns} rows={lines} rowId={(l) => (l.kind === 'row' ? `${l.row.source}-${l.row.id}` : 'total')} label={t('screens.sheets.financeIncome')} testId="income-table" minWidth={1300} />
      <Text size="xs" c="dimmed">
        {t('sheets.income.note')}
      </Text>
    </>
  );
}

export default function IncomeScreen() {
  return (
    <SheetsFrame screen="sheets.financeIncome" path="finance/income">
      <Income />
    </SheetsFrame>
  );
}

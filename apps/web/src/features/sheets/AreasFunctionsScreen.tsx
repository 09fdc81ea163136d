import { Stack, Title } from '@mantine/core';
import type { FunctionAreaRow, IncomeRow } from '@plotwise/core/finance/index';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { Quantity } from './Figures';
import { useSheet } from './sheetContext';
import { SheetsFrame } from './SheetsFrame';
import { incomeRowName } from './FinanceWarnings';

function Functions() {
  const { t } = useTranslation();
  const { result } = useSheet();
  const view = result.view;
  if (!view?.ok) return null;
  const fnLabel = (f: string) => t(`sheets.functions.${f}`, { defaultValue: f });
  const columns: DataColumn<FunctionAreaRow>[] = [
    { id: 'function', header: t('sheets.areas.function'), sortValue: (r) => r.name, cell: (r) => fnLabel(r.key) },
    { id: 'gross', header: t('sheets.areas.grossFloorArea'), numeric: true, sortValue: (r) => r.grossFloorAreaSquareMeters, cell: (r) => <Quantity value={r.grossFloorAreaSquareMeters} kind="area" /> },
    { id: 'share', header: t('sheets.areas.grossShare'), numeric: true, cell: (r) => <Quantity figure={r.grossSharePercent} kind="percent" why={t('sheets.why.noGross')} /> },
    { id: 'net', header: t('sheets.areas.netFloorArea'), numeric: true, sortValue: (r) => r.netFloorAreaSquareMeters, cell: (r) => <Quantity value={r.netFloorAreaSquareMeters} kind="area" /> },
    { id: 'units', header: t('sheets.areas.units'), numeric: true, sortValue: (r) => r.units, cell: (r) => <Quantity value={r.units} kind="count" /> },
    { id: 'dwellings', header: t('sheets.areas.dwellings'), numeric: true, sortValue: (r) => r.dwellings, cell: (r) => <Quantity value={r.dwellings} kind="count" /> },
  ];
  const typeRows = view.sheets.income.rows.filter((r) => r.source !== 'parking');
  const typeColumns: DataColumn<IncomeRow>[] = [
    { id: 'name', header: t('sheets.income.type'), sortValue: (r) => r.name, cell: (r) => incomeRowName(r, t) },
    { id: 'function', header: t('sheets.areas.function'), cell: (r) => fnLabel(r.function) },
    { id: 'count', header: t('sheets.areas.units'), numeric: true, sortValue: (r) => r.count, cell: (r) => <Quantity value={r.count} kind="count" /> },
    { id: 'net', header: t('sheets.areas.netFloorArea'), numeric: true, sortValue: (r) => r.netFloorAreaSquareMeters, cell: (r) => <Quantity value={r.netFloorAreaSquareMeters} kind="area" /> },
    { id: 'avg', header: t('sheets.areas.averageUnit'), numeric: true, cell: (r) => <Quantity value={r.count > 0 ? r.netFloorAreaSquareMeters / r.count : null} kind="area" why={t('sheets.why.noUnits')} /> },
  ];
  return (
    <Stack gap="md">
      <DataTable columns={columns} rows={view.sheets.areas.functions} rowId={(r) => r.key} label={t('screens.sheets.areasFunctions')} testId="areas-functions" empty={t('sheets.noBuildings')} />
      <Title order={2} size="h4">
        {t('sheets.areas.perUnitType')}
      </Title>
      <DataTable columns={typeColumns} rows={typeRows} rowId={(r) => r.id} label={t('sheets.areas.perUnitType')} testId="areas-unit-types" empty={t('sheets.income.noUnits')} />
    </Stack>
  );
}

export default function AreasFunctionsScreen() {
  return (
    <SheetsFrame screen="sheets.areasFunctions" path="areas/functions">
      <Functions />
    </SheetsFrame>
  );
}

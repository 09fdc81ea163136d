import type { BuildingAreaRow } from '@plotwise/core/finance/index';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { Quantity } from './Figures';
import { useSheet } from './sheetContext';
import { SheetsFrame } from './SheetsFrame';

function Buildings() {
  const { t } = useTranslation();
  const { result } = useSheet();
  const view = result.view;
  if (!view?.ok) return null;
  const rows = view.sheets.areas.buildings;
  const columns: DataColumn<BuildingAreaRow>[] = [
    { id: 'name', header: t('sheets.areas.building'), sortValue: (r) => r.name, cell: (r) => (r.key === '' ? t('sheets.areas.unassigned') : r.name) },
    { id: 'footprint', header: t('sheets.areas.builtArea'), numeric: true, sortValue: (r) => r.footprintSquareMeters, cell: (r) => <Quantity value={r.footprintSquareMeters} kind="area" /> },
    { id: 'gross', header: t('sheets.areas.grossFloorArea'), numeric: true, sortValue: (r) => r.grossFloorAreaSquareMeters, cell: (r) => <Quantity value={r.grossFloorAreaSquareMeters} kind="area" testId="building-gfa" /> },
    { id: 'net', header: t('sheets.areas.netFloorArea'), numeric: true, sortValue: (r) => r.netFloorAreaSquareMeters, cell: (r) => <Quantity value={r.netFloorAreaSquareMeters} kind="area" /> },
    {
      id: 'ratio',
      header: t('sheets.areas.netToGross'),
      numeric: true,
      cell: (r) => <Quantity value={r.grossFloorAreaSquareMeters > 0 ? r.netFloorAreaSquareMeters / r.grossFloorAreaSquareMeters : null} kind="ratio" why={t('sheets.why.noGross')} />,
    },
    { id: 'units', header: t('sheets.areas.units'), numeric: true, sortValue: (r) => r.units, cell: (r) => <Quantity value={r.units} kind="count" /> },
    { id: 'dwellings', header: t('sheets.areas.dwellings'), numeric: true, sortValue: (r) => r.dwellings, cell: (r) => <Quantity value={r.dwellings} kind="count" /> },
    { id: 'parking', header: t('sheets.areas.parkingSpaces'), numeric: true, sortValue: (r) => r.parkingSpaces, cell: (r) => <Quantity value={r.parkingSpaces} kind="count" /> },
  ];
  return <DataTable columns={columns} rows={rows} rowId={(r) => r.key} label={t('screens.sheets.areasBuildings')} testId="areas-buildings" empty={t('sheets.noBuildings')} />;
}

export default function AreasBuildingsScreen() {
  return (
    <SheetsFrame screen="sheets.areasBuildings" path="areas/buildings">
      <Buildings />
    </SheetsFrame>
  );
}

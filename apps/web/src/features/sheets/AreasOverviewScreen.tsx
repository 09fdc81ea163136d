import { Stack, Text, Title } from '@mantine/core';
import type { AreasOverview } from '@plotwise/core/finance/index';
import type { FormFactors } from '@plotwise/core/generator/index';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import { ConstraintBadges } from './ConstraintBadges';
import { checkConstraints, type ConstraintCheck } from '@plotwise/core/zoning/index';
import { areaMetrics, siteMetrics, type AreaMetric, type SiteMetrics } from '../concepts/shared/constraintChecks';
import { Quantity, type QuantityKind } from './Figures';
import { useSheet } from './sheetContext';
import { SheetsFrame } from './SheetsFrame';

interface OverviewRow {
  key: string;
  kind: QuantityKind;
  value: number | null;
  metric: AreaMetric | null;
  why?: string;
}

/** The overview's figures in the order of docs/finance.md 2.8, each with the metric its constraints limit. */
function overviewRows(o: AreasOverview, ff: readonly FormFactors[], buildings: number, site: SiteMetrics): OverviewRow[] {
  const gfa = ff.reduce((s, f) => s + f.gfa, 0);
  const saleable = ff.reduce((s, f) => s + f.saleable_area, 0);
  const galleries = ff.reduce((s, f) => s + f.outdoor_circulation_area, 0);
  const m = areaMetrics(o, ff, buildings, site);
  return [
    { key: 'plotArea', kind: 'area', value: o.plotAreaSquareMeters, metric: 'plot' },
    { key: 'builtArea', kind: 'area', value: o.builtAreaSquareMeters.value, metric: null },
    { key: 'grossFloorArea', kind: 'area', value: o.grossFloorAreaSquareMeters.value, metric: 'gfa' },
    // open galleries are outdoor space outside the GFA (ADR 0011): shown beside it where a concept has them
    ...(galleries > 0 ? [{ key: 'openGalleries', kind: 'area' as const, value: galleries, metric: null }] : []),
    { key: 'netFloorArea', kind: 'area', value: o.netFloorAreaSquareMeters.value, metric: 'nfa' },
    { key: 'netToGross', kind: 'ratio', value: o.netToGrossRatio.value, metric: null, why: 'noGross' },
    { key: 'saleableRatio', kind: 'ratio', value: gfa > 0 ? saleable / gfa : null, metric: null, why: 'noGross' },
    { key: 'gsi', kind: 'ratio', value: o.groundSpaceIndex.value, metric: 'gsi', why: 'noPlot' },
    { key: 'fsi', kind: 'ratio', value: o.floorSpaceIndex.value, metric: 'fsi', why: 'noPlot' },
    { key: 'buildings', kind: 'count', value: buildings, metric: 'buildings' },
    { key: 'maxHeight', kind: 'ratio', value: m.height, metric: 'height', why: 'noBuildings' },
    { key: 'gutterHeight', kind: 'ratio', value: m.gutter, metric: 'gutter', why: 'noBuildings' },
    { key: 'floors', kind: 'count', value: m.floors, metric: 'floors', why: 'noBuildings' },
    { key: 'dwellings', kind: 'count', value: o.dwellings, metric: null },
    { key: 'units', kind: 'count', value: o.units, metric: 'units' },
    { key: 'parkingSpaces', kind: 'count', value: o.parkingSpaces, metric: null },
    { key: 'parkingIndex', kind: 'ratio', value: m.psi, metric: 'psi', why: 'noUnitsAtAll' },
    { key: 'buildableGsi', kind: 'ratio', value: m.buildable_gsi, metric: 'buildable_gsi', why: 'noBuildings' },
    { key: 'averageDwelling', kind: 'area', value: o.averageDwellingNetFloorAreaSquareMeters.value, metric: null, why: 'noDwellings' },
  ];
}

function Overview() {
  const { t } = useTranslation();
  const { result, constraints } = useSheet();
  const view = result.view;
  if (!view?.ok || !result.generated) return null;
  const ff = result.generated.map((g) => g.result.form_factors);
  const o = view.sheets.areas.overview;
  const site = siteMetrics(result.generated);
  const metrics = areaMetrics(o, ff, result.generated.length, site);
  const checks = checkConstraints(constraints, metrics);
  const byMetric = (m: AreaMetric | null): ConstraintCheck[] => (m ? checks.filter((c) => c.metric === m) : []);
  const columns: DataColumn<OverviewRow>[] = [
    { id: 'figure', header: t('sheets.figure'), cell: (r) => t(`sheets.areas.${r.key}`) },
    { id: 'value', header: t('sheets.value'), numeric: true, cell: (r) => <Quantity value={r.value} kind={r.kind} testId={`area-${r.key}`} why={t(`sheets.why.${r.why ?? 'noBase'}`)} /> },
    { id: 'constraints', header: t('sheets.constraints.title'), cell: (r) => <ConstraintBadges checks={byMetric(r.metric)} /> },
  ];
  const unchecked = checks.filter((c) => c.metric === null);
  return (
    <Stack gap="sm">
      <DataTable columns={columns} rows={overviewRows(o, ff, result.generated.length, site)} rowId={(r) => r.key} label={t('screens.sheets.areasOverview')} testId="areas-overview" />
      {unchecked.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h5">
            {t('sheets.constraints.unchecked')}
          </Title>
          {unchecked.map((c) => (
            <Text key={c.id} size="sm">
              {c.name || t(`sheets.constraints.kinds.${c.type}`, { defaultValue: c.type })}: {t(`sheets.constraints.reason.${c.reason}`)}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export default function AreasOverviewScreen() {
  return (
    <SheetsFrame screen="sheets.areasOverview" path="areas/overview">
      <Overview />
    </SheetsFrame>
  );
}

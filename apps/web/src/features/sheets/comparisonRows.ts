import type { SheetsView } from './computeSheets';

type ComparisonKind = 'area' | 'ratio' | 'count' | 'money';

/** One figure of the comparison, one value per concept (null where the concept cannot be computed). */
export interface ComparisonRow {
  key: string;
  section: 'areas' | 'income' | 'costs' | 'rgw';
  kind: ComparisonKind;
  values: (number | null)[];
}

type Pick = (v: Extract<SheetsView, { ok: true }>) => number | null;

const figures: [string, ComparisonRow['section'], ComparisonKind, Pick][] = [
  ['plotArea', 'areas', 'area', (v) => v.sheets.areas.overview.plotAreaSquareMeters],
  ['grossFloorArea', 'areas', 'area', (v) => v.sheets.areas.overview.grossFloorAreaSquareMeters.value],
  ['netFloorArea', 'areas', 'area', (v) => v.sheets.areas.overview.netFloorAreaSquareMeters.value],
  ['gsi', 'areas', 'ratio', (v) => v.sheets.areas.overview.groundSpaceIndex.value],
  ['fsi', 'areas', 'ratio', (v) => v.sheets.areas.overview.floorSpaceIndex.value],
  ['dwellings', 'areas', 'count', (v) => v.sheets.areas.overview.dwellings],
  ['annualRent', 'income', 'money', (v) => v.sheets.income.totalAnnualRent.cents],
  ['grossSalePrice', 'income', 'money', (v) => v.sheets.income.totalGrossSalePrice.cents],
  ['totalValue', 'income', 'money', (v) => v.sheets.income.totalValue.cents],
  ['totalInvestment', 'costs', 'money', (v) => v.sheets.results.totalInvestment.cents],
  ['result', 'costs', 'money', (v) => v.sheets.results.result.cents],
  ['rgw', 'rgw', 'money', (v) => v.sheets.rgw.residualLandValue.cents],
  ['rgwPerPlotM2', 'rgw', 'money', (v) => v.sheets.rgw.perPlotSquareMeter?.cents ?? null],
  ['rgwPerDwelling', 'rgw', 'money', (v) => v.sheets.rgw.perUnit?.cents ?? null],
];

/** The figures of two or three concepts side by side: areas, income, costs and the RGW. */
export function comparisonRows(views: readonly SheetsView[]): ComparisonRow[] {
  return figures.map(([key, section, kind, pick]) => ({
    key,
    section,
    kind,
    values: views.map((v) => (v.ok ? pick(v) : null)),
  }));
}

import { evaluateFinance } from '../evaluateFinance';
import type { FinanceOutcome } from '../financeErrors';
import type { FinanceInput } from '../financeInput';
import { normalizeFinanceInput } from '../normalizeFinanceInput';
import type { NormalizedFinanceInput } from '../normalizeFinanceInput';
import type { CostBlockRow, CostInputRefs } from './costBlock';
import { writeCostsSheet } from './costsSheet';
import { writeIncomeSheet } from './incomeSheet';
import { writeInputsSheet } from './inputsSheet';
import type { InputRefs } from './inputsSheet';
import { workbookLabels } from './labels';
import type { WorkbookLabels, WorkbookLanguage } from './labels';
import { writeResultsSheet } from './resultsSheet';
import { writeRgwSheet } from './rgwSheet';
import { SheetBuilder } from './sheetBuilder';
import type { WorkbookSheet } from './sheetBuilder';
import { call } from './formula';
import type { Expr } from './formula';

/** The finance sheets of a concept as a spreadsheet model: Inputs, Income, Costs, Results, RGW. */
export interface FinanceWorkbook {
  readonly sheets: readonly WorkbookSheet[];
}

/** The cost rows of the workbook in the engine's sheet order; the two interest lines are always there. */
const costRows = (n: NormalizedFinanceInput, firstInputRow: number): CostBlockRow[] => [
  { source: 'land_price' },
  ...n.costs.map((item, i) => ({ source: 'line' as const, item, inputRow: firstInputRow + i })),
  { source: 'interest_land' },
  { source: 'interest_construction' },
];

/** A cost line of a building type counts the gross area (centi-m2) the Inputs sheet lists for its type's name. */
function buildingTypeArea(inputs: SheetBuilder, refs: InputRefs, inputRow: number): Expr {
  const { first, last } = refs.buildingTypeRows;
  const typeCell = inputs.refFrom(inputRow, refs.costColumns.buildingType);
  let total = 0;
  for (let r = first; r <= last; r++)
    if (inputs.value(r, 1) === inputs.value(inputRow, refs.costColumns.buildingType)) total += Number(inputs.value(r, 10) ?? 0);
  return call('SUMIF', [inputs.range(first, 1, last, 1, true), typeCell.f, inputs.range(first, 10, last, 10, true)], total);
}

/** A cost line per place counts the places the Inputs sheet lists for its kind's name, or (no kind) all of them. */
function parkingPlacesOf(inputs: SheetBuilder, refs: InputRefs, inputRow: number, kind: string | null): Expr {
  const { first, last } = refs.parkingPlaceRows;
  const places = inputs.range(first, 5, last, 5, true);
  let total = 0;
  for (let r = first; r <= last; r++)
    if (kind === null || inputs.value(r, 1) === inputs.value(inputRow, refs.costColumns.parkingKind)) total += Number(inputs.value(r, 5) ?? 0);
  if (kind === null) return call('SUM', [places], total);
  const kindCell = inputs.refFrom(inputRow, refs.costColumns.parkingKind);
  return call('SUMIF', [inputs.range(first, 1, last, 1, true), kindCell.f, places], total);
}

/**
 * A cost line per m2 of open gallery counts the gallery area (centi-m2) the Inputs sheet lists for its building type's
 * name, or (no type) all of it.
 */
function galleryAreaOf(inputs: SheetBuilder, refs: InputRefs, inputRow: number, type: string | null): Expr {
  const { first, last } = refs.galleryRows;
  const centi = inputs.range(first, 10, last, 10, true);
  let total = 0;
  for (let r = first; r <= last; r++)
    if (type === null || inputs.value(r, 1) === inputs.value(inputRow, refs.costColumns.buildingType)) total += Number(inputs.value(r, 10) ?? 0);
  if (type === null) return call('SUM', [centi], total);
  const typeCell = inputs.refFrom(inputRow, refs.costColumns.buildingType);
  return call('SUMIF', [inputs.range(first, 1, last, 1, true), typeCell.f, centi], total);
}

/** The Inputs references as seen from another sheet, for the cost blocks. */
const costInputRefs = (inputs: SheetBuilder, refs: InputRefs): CostInputRefs => ({
  lineValue: (r) => inputs.refFrom(r, refs.costColumns.value),
  lineVatPpm: (r) => inputs.refFrom(r, refs.costColumns.vatPpm),
  lineArea: ({ item, inputRow }) => {
    if (item.buildingType !== null) return buildingTypeArea(inputs, refs, inputRow);
    if (item.function === null) return refs.totalGrossCenti;
    const fnRange = inputs.range(
      refs.areaRows.first,
      refs.areaColumns.function,
      refs.areaRows.last,
      refs.areaColumns.function,
      true,
    );
    const centiRange = inputs.range(
      refs.areaRows.first,
      refs.areaColumns.grossCenti,
      refs.areaRows.last,
      refs.areaColumns.grossCenti,
      true,
    );
    let total = 0;
    for (let r = refs.areaRows.first; r <= refs.areaRows.last; r++) {
      if (inputs.value(r, refs.areaColumns.function) === item.function)
        total += Number(inputs.value(r, refs.areaColumns.grossCenti) ?? 0);
    }
    const fnCell = inputs.refFrom(inputRow, refs.costColumns.function);
    return call('SUMIF', [fnRange, fnCell.f, centiRange], total);
  },
  linePlaces: ({ item, inputRow }) => parkingPlacesOf(inputs, refs, inputRow, item.parkingKind),
  lineGalleryArea: ({ item, inputRow }) => galleryAreaOf(inputs, refs, inputRow, item.buildingType),
  unrecoverableVatPpm: refs.unrecoverableVatPpm,
  interestRatePpm: refs.interestRatePpm,
  months: refs.months,
  drawdownPpm: refs.drawdownPpm,
});

/** Builds the Excel model of a concept's finance sheets: every figure a formula over the Inputs sheet. */
export function buildFinanceWorkbook(
  input: FinanceInput,
  lang: WorkbookLanguage = 'nl',
): FinanceOutcome<FinanceWorkbook> {
  const normalized = normalizeFinanceInput(input);
  if (!normalized.ok) return normalized;
  const n = normalized.value;
  const l = workbookLabels(lang);
  const inputs = new SheetBuilder(l.sheets.inputs);
  const income = new SheetBuilder(l.sheets.income);
  const costs = new SheetBuilder(l.sheets.costs);
  const results = new SheetBuilder(l.sheets.results);
  const rgw = new SheetBuilder(l.sheets.rgw);

  const refs = writeInputsSheet(inputs, n, input, l);
  const incomeOut = writeIncomeSheet(income, inputs, refs, n, l);
  const rows = costRows(n, refs.costRows.first);
  const costRefs = costInputRefs(inputs, refs);
  const solved = writeRgwSheet(rgw, rows, costRefs, refs, incomeOut.totalValueCents(rgw), l);
  // Without a land price of its own the results are shown at the RGW, as on screen.
  const landInput = refs.landPrice;
  const rgwLand = solved.landCents(costs);
  const landCents: Expr = {
    f: `IF(ISBLANK(${landInput.f}),${rgwLand.f},ROUND(${landInput.f}*100,0))`,
    v: n.parameters.landPriceCents ?? rgwLand.v,
    p: 3,
  };
  const costsOut = writeCostsSheet(costs, l, rows, costRefs, landCents);
  writeResultsSheet(results, {
    costs,
    costsOut,
    incomeTotalValue: incomeOut.totalValueCents(results),
    refs,
    l,
  });
  writeWarnings(rgw, evaluateFinance(input), l);
  return {
    ok: true,
    value: { sheets: [inputs.build(), income.build(), costs.build(), results.build(), rgw.build()] },
  };
}

/**
 * What the figures lack (the engine's warnings: no unit type, no price, no construction costs), under the RGW's
 * headline and as a note on the RGW itself: the file never shows an RGW without them.
 */
function writeWarnings(rgw: SheetBuilder, evaluated: ReturnType<typeof evaluateFinance>, l: WorkbookLabels): void {
  const warnings = evaluated.ok ? evaluated.value.warnings : [];
  if (!warnings.length) return;
  const text = warnings.map((w) => l.warnings[w.code](w)).join(' ');
  rgw.text(12, 1, `${l.warningsTitle}: ${text}`, true);
  rgw.note(3, 2, `${l.warningsTitle}: ${text}`);
}

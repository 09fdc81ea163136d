import { describe, expect, it } from 'vitest';
import { evaluateFinance } from '../evaluateFinance';
import type { FinanceSheets } from '../evaluateFinance';
import type { FinanceInput } from '../financeInput';
import { galleryFlatExample } from '../galleryFlatExample';
import { buildFinanceWorkbook } from './buildFinanceWorkbook';
import type { FinanceWorkbook } from './buildFinanceWorkbook';
import { loadWorkbook, valueAt } from './recompute.testkit';
import { columnName } from './sheetBuilder';

const engine = (input: FinanceInput): FinanceSheets => {
  const out = evaluateFinance(input);
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out.value;
};

const workbook = (input: FinanceInput, lang: 'nl' | 'en' = 'en'): FinanceWorkbook => {
  const out = buildFinanceWorkbook(input, lang);
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out.value;
};

/** The address of the cell in `column` on the row whose first cell is `label`. */
const find = (wb: FinanceWorkbook, sheet: string, label: string, column: number): string => {
  const s = wb.sheets.find((x) => x.name === sheet)!;
  const r = s.rows.findIndex((row) => row[0]?.value === label);
  if (r < 0) throw new Error(`no row ${label} on ${sheet}`);
  return `${columnName(column)}${r + 1}`;
};

/** Euros as whole cents (the workbook's euros are cents ÷ 100). */
const cents = (v: unknown): number | null => (typeof v === 'number' ? Math.round(v * 100) : null);

/** The totals the issue asks for, from a recomputed workbook (HyperFormula) and from the engine. */
function compareTotals(input: FinanceInput) {
  const wb = workbook(input);
  const hf = loadWorkbook(wb);
  const out = engine(input);
  const at = (sheet: string, label: string, column = 2) =>
    cents(valueAt(hf, sheet, find(wb, sheet, label, column)));
  expect(at('Results', 'Total value')).toBe(out.results.totalValue.cents);
  expect(at('Results', 'Total investment')).toBe(out.results.totalInvestment.cents);
  expect(at('Results', 'Result')).toBe(out.results.result.cents);
  expect(at('Results', 'Required margin')).toBe(out.results.requiredMargin.cents);
  expect(at('Results', 'Result above required margin')).toBe(out.results.resultAboveRequired.cents);
  expect(at('Results', 'Result per dwelling')).toBe(out.results.resultPerUnit?.cents ?? null);
  expect(at('Results', 'Result per m2 gross floor area')).toBe(
    out.results.resultPerGrossSquareMeter?.cents ?? null,
  );
  expect(at('Results', 'Land price')).toBe(out.results.landPriceCents);
  expect(at('RGW', 'Residual land value (RGW)')).toBe(out.rgw.residualLandValue.cents);
  expect(at('RGW', 'RGW per m2 plot')).toBe(out.rgw.perPlotSquareMeter?.cents ?? null);
  expect(at('RGW', 'RGW per dwelling')).toBe(out.rgw.perUnit?.cents ?? null);
  expect(at('RGW', 'RGW per m2 gross floor area')).toBe(out.rgw.perGrossSquareMeter?.cents ?? null);
  expect(at('RGW', 'Total investment')).toBe(out.rgw.totalInvestment.cents);
  expect(at('RGW', 'Result − required margin')).toBe(out.rgw.difference.cents);
  // Every cost line and income row as shown on screen (running-total rounding), in the engine's order.
  const costs = wb.sheets.find((s) => s.name === 'Costs')!;
  const shownRows = out.costs.rows;
  let r = 6;
  for (const row of shownRows) {
    while (costs.rows[r - 1]?.[0]?.value !== row.name) r++;
    expect([cents(valueAt(hf, 'Costs', `D${r}`)), cents(valueAt(hf, 'Costs', `E${r}`))]).toEqual([
      row.amount.cents,
      row.vat.cents,
    ]);
  }
  out.income.rows.forEach((row, i) => {
    expect(cents(valueAt(hf, 'Income', `I${4 + i}`))).toBe(row.value.cents);
  });
  // The cached values written into the file are the same figures.
  for (const sheet of wb.sheets) {
    sheet.rows.forEach((row, ri) =>
      row.forEach((cell, ci) => {
        if (cell?.formula === undefined) return;
        const v = valueAt(hf, sheet.name, `${columnName(ci + 1)}${ri + 1}`);
        if (typeof cell.value === 'number')
          expect(v, `${sheet.name}!${columnName(ci + 1)}${ri + 1}`).toBeCloseTo(cell.value, 6);
      }),
    );
  }
  return { wb, hf, out };
}

const allKinds: FinanceInput = {
  ...galleryFlatExample,
  // open galleries outside the GFA (ADR 0011): the flats' and the tower's, and a building of no type with some too
  buildings: [
    { id: 'b1', name: 'Gallery flat', footprintSquareMeters: 400, buildingType: 'flats', galleryAreaSquareMeters: 187.37 },
    { id: 'b2', name: 'Tower', footprintSquareMeters: 300, buildingType: 'towers', grossFloorAreaSquareMeters: 950.5, galleryAreaSquareMeters: 12.5 },
    { id: 'b3', name: 'Pavilion', footprintSquareMeters: 80, galleryAreaSquareMeters: 6.25 },
  ],
  houses: [
    {
      id: 'h',
      name: 'Terraced houses',
      count: 6,
      totalNetFloorAreaSquareMeters: 720,
      totalGrossFloorAreaSquareMeters: 810,
    },
    {
      id: 'h2',
      name: 'Corner houses',
      count: 2,
      priceCents: 52_500_055,
      totalNetFloorAreaSquareMeters: 280,
      totalGrossFloorAreaSquareMeters: 300,
    },
  ],
  unitTypes: [
    ...(galleryFlatExample.unitTypes ?? []),
    {
      id: 'S',
      name: 'Shop',
      function: 'commercial',
      count: 1,
      totalNetFloorAreaSquareMeters: 183.37,
      totalGrossFloorAreaSquareMeters: 201.13,
      priceBasis: 'rent_m2_year',
      priceCents: 23_517,
      yieldPercent: 6.35,
      isDwelling: false,
    },
    {
      id: 'M',
      name: 'Mid rent',
      function: 'apartment',
      count: 7,
      totalNetFloorAreaSquareMeters: 476.3,
      totalGrossFloorAreaSquareMeters: 540.7,
      priceBasis: 'rent_m2_month',
      priceCents: 1_633,
    },
    {
      id: 'C',
      name: 'Sale per m2',
      function: 'apartment',
      count: 3,
      totalNetFloorAreaSquareMeters: 251.55,
      totalGrossFloorAreaSquareMeters: 290,
      priceBasis: 'sell_m2',
      priceCents: 612_345,
    },
    {
      id: 'Y',
      name: 'Student rooms',
      function: 'apartment',
      count: 11,
      totalNetFloorAreaSquareMeters: 220,
      totalGrossFloorAreaSquareMeters: 260,
      priceBasis: 'rent_unit_year',
      priceCents: 777_777,
    },
  ],
  parking: { priceBasis: 'rent_unit_month', priceCents: 12_345, totalGrossFloorAreaSquareMeters: 412.5 },
  costs: [
    ...(galleryFlatExample.costs ?? []),
    {
      id: 10,
      name: 'Notary',
      kind: 'percentage_ground',
      group: 'ground',
      parameter: 0.37,
      order: 5,
      vatPercent: 21,
    },
    {
      id: 11,
      name: 'Parking deck',
      kind: 'per_m2_floor',
      group: 'building',
      parameter: 912.33,
      function: 'parking',
      vatPercent: 21,
      order: 20,
    },
    {
      id: 12,
      name: 'Installations',
      kind: 'percentage_construction',
      group: 'building',
      parameter: 7.125,
      order: 30,
      vatPercent: 9,
    },
    { id: 17, name: 'Garage places', kind: 'per_parking_place', group: 'building', parameter: 26_750.5, parkingKind: 'garage', vatPercent: 21, order: 25 },
    { id: 18, name: 'Surface places', kind: 'per_parking_place', group: 'additional', parameter: 3_125.25, parkingKind: 'surface', order: 40 },
    { id: 19, name: 'Every place: signage', kind: 'per_parking_place', group: 'additional', parameter: 85.1, order: 50 },
    { id: 20, name: 'Galleries', kind: 'per_m2_gallery', group: 'building', parameter: 1_075.35, vatPercent: 21, order: 27 },
    { id: 21, name: 'Flats: gallery balustrades', kind: 'per_m2_gallery', group: 'additional', parameter: 183.2, buildingType: 'flats', order: 45 },
    { id: 22, name: 'Houses: galleries', kind: 'per_m2_gallery', group: 'additional', parameter: 99, buildingType: 'houses', order: 46 },
    { id: 13, name: 'Subsidy', kind: 'flat_fee', group: 'additional', parameter: -12_345.67, order: 5 },
    { id: 14, name: 'Arrangement fee', kind: 'flat_fee', group: 'financing', parameter: 8_500 },
    { id: 15, name: 'Risk', kind: 'total', group: 'unforeseen', parameter: 1.5, order: 20, vatPercent: 21 },
    { id: 16, name: 'Fees', kind: 'total', group: 'additional', parameter: 2.75, order: 30 },
  ],
  parkingPlaces: { surface: 14, garage: 37, house_garage: 6 },
  parameters: { ...galleryFlatExample.parameters, cost_vat_recoverable_percent: 37.5 },
};

const { land_price_euros: _land, ...atRgw } = allKinds.parameters!;
void _land;

const cases: [string, FinanceInput][] = [
  [
    'an empty concept: no units, one fixed cost, no parameters',
    { plotAreaSquareMeters: 500, costs: [{ id: 1, name: 'Survey', kind: 'flat_fee', parameter: 12_500 }] },
  ],
  ['the gallery flat example of docs/finance.md', galleryFlatExample],
  ['every cost kind, VAT partly recoverable, houses and parking', allKinds],
  ['results at the RGW (no land price)', { ...allKinds, parameters: atRgw }],
  [
    'net yield, k.k., margin on value',
    {
      ...allKinds,
      parameters: {
        ...atRgw,
        yield_kind: 'net',
        operating_costs_percent: 22.5,
        sale_vat_regime: 'kk',
        required_margin_basis: 'value',
        required_margin_percent: 7.25,
      },
    },
  ],
  [
    'a negative land price and a negative RGW',
    {
      ...allKinds,
      unitTypes: allKinds.unitTypes!.map((u) => ({ ...u, priceCents: Math.round(u.priceCents / 9) })),
      houses: [],
      parameters: { ...allKinds.parameters, land_price_euros: -250_000.55 },
    },
  ],
  [
    'no interest, no financing months',
    { ...allKinds, parameters: { ...atRgw, interest_rate_percent: 0, required_margin_percent: -5 } },
  ],
  [
    'margin on value at 12.5 %, interest 7.3 % over 31 months',
    {
      ...galleryFlatExample,
      parameters: {
        ...galleryFlatExample.parameters,
        land_price_euros: undefined,
        required_margin_basis: 'value',
        required_margin_percent: 12.5,
        interest_rate_percent: 7.3,
        financing_duration_months: 31,
        construction_drawdown_percent: 45,
      },
    },
  ],
];

describe('buildFinanceWorkbook', () => {
  it.each(cases)('recomputes %s to the cent', (_name, input) => {
    compareTotals(input);
  });

  it('recomputes many generated inputs to the cent', () => {
    // A deterministic spread of prices and percentages, so rounding ties and the RGW walk are exercised.
    let seed = 7;
    const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let k = 0; k < 25; k++) {
      const input: FinanceInput = {
        ...allKinds,
        unitTypes: allKinds.unitTypes!.map((u) => ({
          ...u,
          priceCents: Math.round(u.priceCents * (0.5 + rnd())),
        })),
        costs: allKinds.costs!.map((c) => ({
          ...c,
          parameter:
            c.kind === 'flat_fee' || c.kind === 'per_m2_floor' || c.kind === 'per_parking_place' || c.kind === 'per_m2_gallery'
              ? Math.round(c.parameter * (0.5 + rnd()) * 100) / 100
              : Math.round(c.parameter * (0.5 + rnd()) * 10_000) / 10_000,
        })),
        parameters: {
          ...atRgw,
          required_margin_percent: Math.round(rnd() * 2000) / 100,
          required_margin_basis: rnd() < 0.5 ? 'costs' : 'value',
          cost_vat_recoverable_percent: Math.round(rnd() * 100),
        },
      };
      compareTotals(input);
    }
  }, 60_000);

  it('keeps the formulas live: a changed unit price gives the engine RGW of the changed input', () => {
    const { wb, hf } = compareTotals({ ...allKinds, parameters: atRgw });
    const inputs = wb.sheets.find((s) => s.name === 'Inputs')!;
    const row = inputs.rows.findIndex((r) => r[0]?.value === 'Type A, for sale') + 1;
    hf.setCellContents({ sheet: hf.getSheetId('Inputs')!, row: row - 1, col: 6 }, 372_499.99);
    const changed = engine({
      ...allKinds,
      parameters: atRgw,
      unitTypes: allKinds.unitTypes!.map((u) => (u.id === 'A' ? { ...u, priceCents: 37_249_999 } : u)),
    });
    expect(cents(valueAt(hf, 'RGW', find(wb, 'RGW', 'Residual land value (RGW)', 2)))).toBe(
      changed.rgw.residualLandValue.cents,
    );
    expect(changed.rgw.residualLandValue.cents).not.toBe(
      engine({ ...allKinds, parameters: atRgw }).rgw.residualLandValue.cents,
    );
    // A parameter too: the margin.
    hf.setCellContents({ sheet: hf.getSheetId('Inputs')!, row: 13, col: 1 }, 14);
    const margin = engine({
      ...allKinds,
      parameters: { ...atRgw, required_margin_percent: 14 },
      unitTypes: allKinds.unitTypes!.map((u) => (u.id === 'A' ? { ...u, priceCents: 37_249_999 } : u)),
    });
    expect(cents(valueAt(hf, 'RGW', find(wb, 'RGW', 'Residual land value (RGW)', 2)))).toBe(
      margin.rgw.residualLandValue.cents,
    );
  });

  it('prices the open galleries with live formulas: a changed gallery area gives the engine figures of the changed input', () => {
    const { wb, hf, out } = compareTotals({ ...allKinds, parameters: atRgw });
    const row = (name: string) => out.costs.rows.find((r) => r.name === name)!;
    // 1 075.35 × (187.37 + 12.5 + 6.25) = 221 651.14; 183.20 × 187.37 = 34 326.18; no houses: 0
    expect([row('Galleries').amount.cents, row('Flats: gallery balustrades').amount.cents, row('Houses: galleries').amount.cents]).toEqual([22_165_114, 3_432_618, 0]);
    const inputs = wb.sheets.find((s) => s.name === 'Inputs')!;
    const title = inputs.rows.findIndex((r) => String(r[0]?.value ?? '').startsWith('Open galleries per building type'));
    const flats = inputs.rows.findIndex((r, i) => i > title && r[0]?.value === 'Flats');
    expect([title, flats].every((i) => i > 0)).toBe(true);
    hf.setCellContents({ sheet: hf.getSheetId('Inputs')!, row: flats, col: 4 }, 250);
    const changed = engine({
      ...allKinds,
      parameters: atRgw,
      buildings: allKinds.buildings!.map((b) => (b.id === 'b1' ? { ...b, galleryAreaSquareMeters: 250 } : b)),
    });
    const costsRow = (name: string) => find(wb, 'Costs', name, 4);
    expect(cents(valueAt(hf, 'Costs', costsRow('Galleries')))).toBe(changed.costs.rows.find((r) => r.name === 'Galleries')!.amount.cents);
    expect(cents(valueAt(hf, 'Costs', costsRow('Flats: gallery balustrades')))).toBe(4_580_000);
    expect(cents(valueAt(hf, 'RGW', find(wb, 'RGW', 'Residual land value (RGW)', 2)))).toBe(changed.rgw.residualLandValue.cents);
  });

  it('labels in Dutch by default and refuses what the engine refuses', () => {
    const out = buildFinanceWorkbook(galleryFlatExample);
    expect(out.ok && out.value.sheets.map((s) => s.name)).toEqual([
      'Invoer',
      'Opbrengsten',
      'Kosten',
      'Resultaat',
      'RGW',
    ]);
    const bad = buildFinanceWorkbook({ ...galleryFlatExample, plotAreaSquareMeters: -1 });
    expect(bad.ok).toBe(false);
  });

  // #39 item 2: an RGW is never shown without its warnings, in the file too
  it('writes what the figures lack under the RGW and as a note on it; a complete input has none', () => {
    const lacking = buildFinanceWorkbook({
      ...galleryFlatExample,
      unitTypes: galleryFlatExample.unitTypes!.map((u, i) => (i === 0 ? { ...u, priceCents: 0 } : u)),
      costs: galleryFlatExample.costs!.filter((c) => c.group !== 'building'),
    }, 'en');
    if (!lacking.ok) throw new Error('refused');
    const rgw = lacking.value.sheets.find((x) => x.name === 'RGW')!;
    const text = String(rgw.rows[11]![0]!.value);
    expect(text).toMatch(/^These figures lack inputs: No price for .+: they earn nothing\. No construction costs/);
    expect(rgw.rows[2]![1]!.note).toBe(text);
    const complete = buildFinanceWorkbook(galleryFlatExample, 'en');
    expect(complete.ok && complete.value.sheets.find((x) => x.name === 'RGW')!.rows[2]![1]!.note).toBeUndefined();
  });
});

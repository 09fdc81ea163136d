import type { NormalizedFinanceInput } from '../normalizeFinanceInput';
import { isRentBasis } from '../../generator/priceBases';
import type { PriceBasis } from '../../generator/priceBases';
import { add, div, ifCode, lit, mul, round0, sub, sumOf } from './formula';
import type { Expr } from './formula';
import type { InputRefs } from './inputsSheet';
import type { WorkbookLabels } from './labels';
import { formats } from './sheetBuilder';
import type { SheetBuilder } from './sheetBuilder';
import { UNTYPED_UNIT_TYPE_ID } from '../financeWarnings';

const PPM = lit(1_000_000);

/** The engine's quantity of a row (computeIncomeExacts) in millicents: price × area or units (× 12). */
function quantity(basis: PriceBasis, priceCents: Expr, count: Expr, netCenti: Expr): Expr {
  const area = div(netCenti, lit(100));
  switch (basis) {
    case 'rent_m2_month':
      return round0(mul(mul(mul(priceCents, area), lit(12)), lit(1000)));
    case 'rent_unit_month':
      return round0(mul(mul(mul(priceCents, count), lit(12)), lit(1000)));
    case 'rent_m2_year':
    case 'sell_m2':
      return round0(mul(mul(priceCents, area), lit(1000)));
    case 'rent_unit_year':
    case 'sell_unit':
      return round0(mul(mul(priceCents, count), lit(1000)));
  }
}

/** Where the income sheet keeps its total value in cents. */
interface IncomeOut {
  readonly totalValueCents: (from: SheetBuilder) => Expr;
}

/** Writes the Income sheet: per row rent, operating costs, sale price, sale VAT and value, rounded by running total. */
export function writeIncomeSheet(
  s: SheetBuilder,
  inputs: SheetBuilder,
  refs: InputRefs,
  n: NormalizedFinanceInput,
  l: WorkbookLabels,
): IncomeOut {
  s.text(1, 1, l.sheets.income, true);
  s.text(2, 11, l.helperColumns);
  const header = [
    l.name,
    l.priceBasis,
    l.count,
    l.netArea,
    l.annualRent,
    l.operatingCostsShort,
    l.salePrice,
    l.saleVatShort,
    l.valueShort,
  ];
  header.forEach((h, i) => s.text(3, i + 1, h, true));
  const helpers = ['rent', 'noi', 'gross', 'value'];
  helpers.forEach((h, i) => {
    s.text(3, 11 + i, `${h} (m¢)`, true);
    s.text(3, 15 + i, `${h} Σ`, true);
    s.text(3, 19 + i, `${h} (¢)`, true);
  });
  const first = 4;
  const c = refs.incomeColumns;
  const prev: (Expr | null)[] = [null, null, null, null];
  const saleValueCents: Expr[] = [];
  n.income.forEach((item, i) => {
    const r = first + i;
    const ir = refs.incomeRows.first + i;
    s.text(r, 1, item.source === 'parking' ? l.parkingName : item.id === UNTYPED_UNIT_TYPE_ID ? l.untypedUnits : item.name);
    s.text(r, 2, l.basis[item.priceBasis]);
    const count = s.formula(r, 3, inputs.refFrom(ir, c.count), formats.whole);
    s.formula(r, 4, inputs.refFrom(ir, c.netArea), formats.decimal);
    const q = quantity(
      item.priceBasis,
      inputs.refFrom(ir, c.priceCents),
      count,
      inputs.refFrom(ir, c.netCenti),
    );
    const rent = isRentBasis(item.priceBasis);
    const exact: (Expr | null)[] = [null, null, null, null];
    if (rent) {
      const rentMc = s.formula(r, 11, q, formats.whole);
      const noi = ifCode(
        refs.yieldKind,
        'net',
        round0(div(mul(rentMc, sub(PPM, refs.operatingCostsPpm)), PPM)),
        rentMc,
      );
      const noiMc = s.formula(r, 12, noi, formats.whole);
      exact[0] = rentMc;
      exact[1] = noiMc;
      exact[3] = s.formula(
        r,
        14,
        round0(div(mul(noiMc, PPM), inputs.refFrom(ir, c.yieldPpm))),
        formats.whole,
      );
    } else {
      const grossMc = s.formula(r, 13, q, formats.whole);
      exact[2] = grossMc;
      const value = ifCode(
        refs.saleVatRegime,
        'von',
        round0(div(mul(grossMc, PPM), add(PPM, refs.saleVatPpm))),
        grossMc,
      );
      exact[3] = s.formula(r, 14, value, formats.whole);
    }
    const rowCents: Expr[] = [];
    for (let k = 0; k < 4; k++) {
      const own = exact[k] ?? s.ref(r, 11 + k);
      const run = s.formula(r, 15 + k, prev[k] ? add(prev[k]!, own) : own, formats.whole);
      const now = round0(div(run, lit(1000)));
      const shown = prev[k] ? sub(now, round0(div(prev[k]!, lit(1000)))) : now;
      rowCents.push(s.formula(r, 19 + k, shown, formats.whole));
      prev[k] = run;
    }
    if (rent) {
      s.formula(r, 5, div(rowCents[0]!, lit(100)));
      s.formula(r, 6, div(sub(rowCents[0]!, rowCents[1]!), lit(100)));
    } else {
      s.formula(r, 7, div(rowCents[2]!, lit(100)));
      s.formula(r, 8, div(sub(rowCents[2]!, rowCents[3]!), lit(100)));
    }
    s.formula(r, 9, div(rowCents[3]!, lit(100)));
    if (!rent) saleValueCents.push(rowCents[3]!);
  });
  const t = first + n.income.length + 1;
  s.text(t, 1, l.total, true);
  const totals: Expr[] = [];
  for (let k = 0; k < 4; k++) {
    const run = prev[k];
    totals.push(s.formula(t, 19 + k, run ? round0(div(run, lit(1000))) : lit(0), formats.whole, true));
  }
  s.formula(t, 5, div(totals[0]!, lit(100)), formats.euros, true);
  s.formula(t, 6, div(sub(totals[0]!, totals[1]!), lit(100)), formats.euros, true);
  s.formula(t, 7, div(totals[2]!, lit(100)), formats.euros, true);
  // Sale VAT is the sale rows' price less their value; rent rows have values but no sale price.
  s.formula(t, 8, div(sub(totals[2]!, sumOf(saleValueCents)), lit(100)), formats.euros, true);
  s.formula(t, 9, div(totals[3]!, lit(100)), formats.euros, true);
  [34, 24, 10, 14, 16, 16, 16, 16, 16, 4].forEach((w, i) => s.width(i + 1, w));
  return { totalValueCents: (from) => (from === s ? s.ref(t, 22) : s.refFrom(t, 22)) };
}

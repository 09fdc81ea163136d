import type { EuroCents, SquareMeters } from '../units/units';
import { money } from './figure';
import type { MoneyFigure } from './figure';
import {
  millicentsToCents,
  PPM,
  ppmToPercent,
  roundColumn,
  roundHalfAway,
  sumCents,
  toMillicents,
} from './millicents';
import type { NormalizedFinanceInput } from './normalizeFinanceInput';
import { isRentBasis } from '../generator/priceBases';
import type { PriceBasis } from '../generator/priceBases';

/** One row of the finance/income sheet. */
export interface IncomeRow {
  readonly id: string;
  readonly name: string;
  readonly source: 'unit_type' | 'parking' | 'house';
  readonly function: string;
  readonly priceBasis: PriceBasis;
  readonly count: number;
  readonly netFloorAreaSquareMeters: SquareMeters;
  readonly priceCents: EuroCents;
  /** Rent bases only: the yield that capitalises this row, in percent. */
  readonly yieldPercent: number | null;
  readonly annualRent: MoneyFigure | null;
  readonly operatingCosts: MoneyFigure | null;
  readonly grossSalePrice: MoneyFigure | null;
  readonly saleVat: MoneyFigure | null;
  /** What the row adds to the total value: capitalised rent, or the sale price excluding VAT. */
  readonly value: MoneyFigure;
}

/** The finance/income sheet. */
export interface IncomeSheet {
  readonly rows: readonly IncomeRow[];
  readonly totalAnnualRent: MoneyFigure;
  readonly totalOperatingCosts: MoneyFigure;
  readonly totalGrossSalePrice: MoneyFigure;
  readonly totalSaleVat: MoneyFigure;
  readonly totalValue: MoneyFigure;
}

/** Relative changes for the sensitivity grid, in ppm of the whole (1 000 000 = unchanged). */
interface IncomeModifiers {
  readonly priceFactorPpm: number;
  readonly yieldFactorPpm: number;
}

const unchanged: IncomeModifiers = { priceFactorPpm: PPM, yieldFactorPpm: PPM };

const quantityFormula: Readonly<Record<PriceBasis, string>> = {
  rent_m2_month: 'price per m2 per month × net floor area × 12',
  rent_unit_month: 'price per unit per month × units × 12',
  rent_m2_year: 'price per m2 per year × net floor area',
  rent_unit_year: 'price per unit per year × units',
  sell_m2: 'price per m2 × net floor area',
  sell_unit: 'price per unit × units',
};

/** Exact millicent amounts of one income row. */
interface RowExact {
  readonly rent: number;
  readonly noi: number;
  readonly gross: number;
  readonly value: number;
  readonly yieldPpm: number;
}

const zeros = (n: number): number[] => new Array<number>(n).fill(0);

/** Income per unit type, parking and houses; rent is capitalised with the yield, sale prices lose VAT under v.o.n. */
export function computeIncome(
  input: NormalizedFinanceInput,
  modifiers: IncomeModifiers = unchanged,
  exacts: readonly RowExact[] = computeIncomeExacts(input, modifiers),
): IncomeSheet {
  const n = exacts.length;
  const rents = zeros(n);
  const nois = zeros(n);
  const grosses = zeros(n);
  const values = zeros(n);
  for (let i = 0; i < n; i++) {
    const e = exacts[i]!;
    rents[i] = e.rent;
    nois[i] = e.noi;
    grosses[i] = e.gross;
    values[i] = e.value;
  }
  const rentCol = roundColumn(rents);
  const noiCol = roundColumn(nois);
  const grossCol = roundColumn(grosses);
  const valueCol = roundColumn(values);
  const net = input.parameters.yieldKind === 'net';
  const von = input.parameters.saleVatRegime === 'von';
  const rows: IncomeRow[] = input.income.map((item, i) => {
    const e = exacts[i] as RowExact;
    const rent = isRentBasis(item.priceBasis);
    const price = (item.priceCents * modifiers.priceFactorPpm) / PPM;
    const area = item.netAreaCenti / 100;
    const rentCents = rentCol[i] as EuroCents;
    const noiCents = noiCol[i] as EuroCents;
    const grossCents = grossCol[i] as EuroCents;
    const valueCents = valueCol[i] as EuroCents;
    const yieldPercent = ppmToPercent(e.yieldPpm);
    return {
      id: item.id,
      name: item.name,
      source: item.source,
      function: item.function,
      priceBasis: item.priceBasis,
      count: item.count,
      netFloorAreaSquareMeters: area as SquareMeters,
      priceCents: item.priceCents as EuroCents,
      yieldPercent: rent ? yieldPercent : null,
      annualRent: rent
        ? money(rentCents, quantityFormula[item.priceBasis], {
            priceCents: price,
            units: item.count,
            netFloorAreaSquareMeters: area,
            exactCents: e.rent / 1000,
          })
        : null,
      operatingCosts: rent
        ? money(
            (rentCents - noiCents) as EuroCents,
            net ? 'annual rent × operating costs %' : 'none: gross yield',
            {
              annualRentExactCents: e.rent / 1000,
              operatingCostsPercent: net ? input.parameters.operatingCostsPercent : 0,
              exactCents: (e.rent - e.noi) / 1000,
            },
          )
        : null,
      grossSalePrice: rent
        ? null
        : money(grossCents, quantityFormula[item.priceBasis], {
            priceCents: price,
            units: item.count,
            netFloorAreaSquareMeters: area,
            exactCents: e.gross / 1000,
          }),
      saleVat: rent
        ? null
        : money(
            (grossCents - valueCents) as EuroCents,
            von ? 'sale price × VAT% ÷ (100% + VAT%) (v.o.n.)' : 'none: k.k.',
            {
              grossSalePriceExactCents: e.gross / 1000,
              vatPercent: von ? input.parameters.saleVatPercent : 0,
              exactCents: (e.gross - e.value) / 1000,
            },
          ),
      value: rent
        ? money(
            valueCents,
            net ? '(annual rent − operating costs) ÷ net initial yield' : 'annual rent ÷ gross initial yield',
            {
              netOperatingIncomeExactCents: e.noi / 1000,
              yieldPercent,
              exactCents: e.value / 1000,
            },
          )
        : money(valueCents, von ? 'sale price ÷ (100% + VAT%) (v.o.n.)' : 'sale price (k.k.)', {
            grossSalePriceExactCents: e.gross / 1000,
            vatPercent: von ? input.parameters.saleVatPercent : 0,
            exactCents: e.value / 1000,
          }),
    };
  });
  const total = (col: readonly number[], formula: string): MoneyFigure =>
    money(sumCents(col), formula, { rows: col.length });
  let operatingCosts = 0;
  let saleVat = 0;
  for (const r of rows) {
    operatingCosts += r.operatingCosts?.cents ?? 0;
    saleVat += r.saleVat?.cents ?? 0;
  }
  return {
    rows,
    totalAnnualRent: total(rentCol, 'sum of annual rents'),
    totalOperatingCosts: money(operatingCosts as EuroCents, 'sum of operating costs', { rows: rows.length }),
    totalGrossSalePrice: total(grossCol, 'sum of sale prices'),
    totalSaleVat: money(saleVat as EuroCents, 'sum of sale VAT', { rows: rows.length }),
    totalValue: total(valueCol, 'sum of values'),
  };
}

/** Exact millicent amounts of every income row; the fast path the solver and the sensitivity grid share. */
export function computeIncomeExacts(
  input: NormalizedFinanceInput,
  modifiers: IncomeModifiers = unchanged,
): RowExact[] {
  const net = input.parameters.yieldKind === 'net';
  const von = input.parameters.saleVatRegime === 'von';
  const out: RowExact[] = new Array<RowExact>(input.income.length);
  for (let i = 0; i < input.income.length; i++) {
    const item = input.income[i]!;
    const price = (item.priceCents * modifiers.priceFactorPpm) / PPM;
    const area = item.netAreaCenti / 100;
    const yieldPpm = (item.yieldPpm * modifiers.yieldFactorPpm) / PPM;
    let quantity: number;
    switch (item.priceBasis) {
      case 'rent_m2_month':
        quantity = price * area * 12;
        break;
      case 'rent_unit_month':
        quantity = price * item.count * 12;
        break;
      case 'rent_m2_year':
      case 'sell_m2':
        quantity = price * area;
        break;
      case 'rent_unit_year':
      case 'sell_unit':
        quantity = price * item.count;
        break;
    }
    const q = toMillicents(quantity);
    if (isRentBasis(item.priceBasis)) {
      const noi = net ? roundHalfAway((q * (PPM - input.operatingCostsPpm)) / PPM) : q;
      out[i] = { rent: q, noi, gross: 0, value: roundHalfAway((noi * PPM) / yieldPpm), yieldPpm };
    } else {
      const value = von ? roundHalfAway((q * PPM) / (PPM + input.saleVatPpm)) : q;
      out[i] = { rent: 0, noi: 0, gross: q, value, yieldPpm };
    }
  }
  return out;
}

/** Total value in cents from exact rows (same rounding as the sheet's total). */
export const totalValueCents = (exacts: readonly RowExact[]): EuroCents => {
  let m = 0;
  for (const e of exacts) m += e.value;
  return millicentsToCents(m);
};

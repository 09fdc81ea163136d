import type { FinanceSheets } from '../finance/index';

// The RGW against what land sold for near the site (issue #43 item 5, its second half): plot sales of the transactions
// layer within reach, each as euros per m² of the parcel it lies on, their median and quartiles beside the concept's
// RGW per m² of its plot. A sale without a known parcel area is listed but not counted.

/** A plot sale near the site. */
export interface LandTransaction {
  valueEuros: number;
  /** the area of the parcel the sale lies on; null when not known */
  plotAreaSquareMeters: number | null;
  date: string | null;
  status: string | null;
  distanceMeters: number;
}

/** The RGW per m² plot beside the sales' prices per m². */
export interface LandTransactionCheck {
  /** sales with a parcel area, which the figures count */
  counted: number;
  medianEurosPerSquareMeter: number | null;
  lowEurosPerSquareMeter: number | null;
  highEurosPerSquareMeter: number | null;
  rgwPerPlotSquareMeterEuros: number | null;
  /** the RGW per m² plot minus the median: positive, the plan bears more than land sold for */
  marginPerSquareMeterEuros: number | null;
  /** that margin over the concept's plot */
  marginEuros: number | null;
}

/** The q-quantile of sorted values, interpolated between neighbours. */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Euros per m² of each sale with a parcel area, sorted. */
export function pricesPerSquareMeter(transactions: readonly LandTransaction[]): number[] {
  return transactions
    .filter((t) => t.plotAreaSquareMeters !== null && t.plotAreaSquareMeters > 0 && t.valueEuros > 0)
    .map((t) => t.valueEuros / t.plotAreaSquareMeters!)
    .sort((a, b) => a - b);
}

/** The sheets' RGW per m² plot against the sales near the site (median and quartiles, to the cent). */
export function landTransactionCheck(sheets: FinanceSheets, transactions: readonly LandTransaction[]): LandTransactionCheck {
  const prices = pricesPerSquareMeter(transactions);
  const plot = sheets.areas.overview.plotAreaSquareMeters;
  const rgw = plot > 0 ? sheets.rgw.residualLandValue.cents / 100 / plot : null;
  const median = prices.length ? quantile(prices, 0.5) : null;
  const margin = rgw !== null && median !== null ? rgw - median : null;
  return {
    counted: prices.length,
    medianEurosPerSquareMeter: median === null ? null : round2(median),
    lowEurosPerSquareMeter: prices.length ? round2(quantile(prices, 0.25)) : null,
    highEurosPerSquareMeter: prices.length ? round2(quantile(prices, 0.75)) : null,
    rgwPerPlotSquareMeterEuros: rgw === null ? null : round2(rgw),
    marginPerSquareMeterEuros: margin === null ? null : round2(margin),
    marginEuros: margin === null ? null : Math.round(margin * plot),
  };
}

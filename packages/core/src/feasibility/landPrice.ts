import type { FinanceSheets } from '../finance/evaluateFinance';
import { isRentBasis } from '../generator/priceBases';
import type { EuroCents } from '../units/units';

// The land price reality check (issue #43 item 5): the concept's residual land value (RGW) against what the
// municipality asks for its land in its grondprijzenbrief. Dutch municipalities price land per use, mostly per m² of
// gross floor area (GFA, BVO) and for social rent per dwelling; the check prices the concept's programme (the areas
// and dwellings of the sheets, one computation with the RGW) at the newest entered price of each use, and says which
// uses have no price instead of counting them as free land.

/** The uses a grondprijzenbrief prices separately: dwellings for sale and for rent, offices, shops, industry. */
export const landPriceUses = [
  'residential_sale',
  'residential_rent',
  'office',
  'commercial',
  'industrial',
] as const;
type LandPriceUse = (typeof landPriceUses)[number];

/** What a price is per: a m² of gross floor area, or a dwelling (residential uses only). */
export const landPriceBases = ['per_m2_gfa', 'per_dwelling'] as const;
type LandPriceBasis = (typeof landPriceBases)[number];

/** One entered price of a municipality. */
export interface LandPriceEntry {
  readonly id: number;
  readonly use: LandPriceUse;
  readonly basis: LandPriceBasis;
  readonly priceCents: number;
  readonly year: number;
  readonly sourceTitle: string;
  readonly sourceUrl: string | null;
}

/** The programme of one use in the concept: its gross floor area and dwellings. */
interface UseQuantity {
  readonly grossFloorAreaSquareMeters: number;
  readonly dwellings: number;
}

/** One use of the programme priced (or not) by the municipality's price. */
export interface LandPriceLine extends UseQuantity {
  readonly use: LandPriceUse;
  /** the price applied; null when none is entered for this use */
  readonly price: LandPriceEntry | null;
  /** the price times the m² GFA or the dwellings; null without a price */
  readonly totalCents: EuroCents | null;
}

/** The RGW set against the municipality's ground prices. */
export interface LandPriceCheck {
  /** not_checked: no price entered for the municipality; partial: some uses of the programme have none */
  readonly status: 'not_checked' | 'partial' | 'complete';
  /** one line per use the concept holds */
  readonly lines: readonly LandPriceLine[];
  /** the uses of the programme without an entered price (not counted as free land: the margin says it excludes them) */
  readonly missingUses: readonly LandPriceUse[];
  /** the municipality's price of the priced uses together; null when not checked */
  readonly municipalPriceCents: EuroCents | null;
  readonly residualLandValueCents: EuroCents;
  /** RGW minus the municipality's price: positive leaves room to pay its price; null when not checked */
  readonly marginCents: EuroCents | null;
  readonly marginPerPlotSquareMeterCents: EuroCents | null;
  readonly marginPerGrossSquareMeterCents: EuroCents | null;
}

const FUNCTION_USE: Record<string, 'residential' | 'office' | 'commercial' | 'industrial'> = {
  apartment: 'residential',
  residential: 'residential',
  office: 'office',
  commercial: 'commercial',
  industrial: 'industrial',
};

/**
 * The concept's programme per land-price use, from its sheets: GFA per use from the areas by function, where the
 * floor area of no use of its own (cores, galleries, storage; not parking) is spread over the uses in proportion to
 * their GFA, as a grondprijzenbrief prices the whole BVO; dwellings from the income rows; the residential GFA split
 * between sale and rent by the net area of the rows of each.
 */
function programmeByLandPriceUse(sheets: FinanceSheets): Map<LandPriceUse, UseQuantity> {
  const gross = { residential: 0, office: 0, commercial: 0, industrial: 0 };
  let shared = 0;
  for (const row of sheets.areas.functions) {
    const use = FUNCTION_USE[row.key];
    if (use) gross[use] += row.grossFloorAreaSquareMeters;
    else if (!row.key.startsWith('parking')) shared += row.grossFloorAreaSquareMeters;
  }
  const direct = gross.residential + gross.office + gross.commercial + gross.industrial;
  if (direct > 0)
    for (const use of Object.keys(gross) as (keyof typeof gross)[])
      gross[use] += (shared * gross[use]) / direct;
  const tenure = { sale: { net: 0, dwellings: 0 }, rent: { net: 0, dwellings: 0 } };
  for (const row of sheets.income.rows) {
    if (
      row.source === 'parking' ||
      (row.source === 'unit_type' && FUNCTION_USE[row.function] !== 'residential')
    )
      continue;
    const t = row.source === 'unit_type' && isRentBasis(row.priceBasis) ? tenure.rent : tenure.sale;
    t.net += row.netFloorAreaSquareMeters;
    t.dwellings += row.count;
  }
  const residentialNet = tenure.sale.net + tenure.rent.net;
  const rentShare = residentialNet > 0 ? tenure.rent.net / residentialNet : 0;
  const out = new Map<LandPriceUse, UseQuantity>();
  const put = (use: LandPriceUse, grossFloorAreaSquareMeters: number, dwellings: number) => {
    if (grossFloorAreaSquareMeters > 0 || dwellings > 0)
      out.set(use, { grossFloorAreaSquareMeters, dwellings });
  };
  put('residential_sale', gross.residential * (1 - rentShare), tenure.sale.dwellings);
  put('residential_rent', gross.residential * rentShare, tenure.rent.dwellings);
  put('office', gross.office, 0);
  put('commercial', gross.commercial, 0);
  put('industrial', gross.industrial, 0);
  return out;
}

/** The price that applies to a use: the newest year's, and of one year the last entered. */
function priceOf(prices: readonly LandPriceEntry[], use: LandPriceUse): LandPriceEntry | null {
  let best: LandPriceEntry | null = null;
  for (const p of prices)
    if (p.use === use && (!best || p.year > best.year || (p.year === best.year && p.id > best.id))) best = p;
  return best;
}

const perSquareMeter = (cents: number, squareMeters: number): EuroCents | null =>
  squareMeters > 0 ? (Math.round(cents / squareMeters) as EuroCents) : null;

/** The RGW of the sheets against the municipality's entered ground prices (docs/finance.md "Land price check"). */
export function landPriceCheck(sheets: FinanceSheets, prices: readonly LandPriceEntry[]): LandPriceCheck {
  const lines: LandPriceLine[] = [...programmeByLandPriceUse(sheets)].map(([use, q]) => {
    const price = priceOf(prices, use);
    const quantity = price?.basis === 'per_dwelling' ? q.dwellings : q.grossFloorAreaSquareMeters;
    return {
      use,
      ...q,
      price,
      totalCents: price ? (Math.round(price.priceCents * quantity) as EuroCents) : null,
    };
  });
  const priced = lines.filter((l) => l.totalCents !== null);
  const missingUses = lines.filter((l) => l.totalCents === null).map((l) => l.use);
  const rgw = sheets.rgw.residualLandValue.cents;
  if (!priced.length) {
    return {
      status: 'not_checked',
      lines,
      missingUses,
      municipalPriceCents: null,
      residualLandValueCents: rgw,
      marginCents: null,
      marginPerPlotSquareMeterCents: null,
      marginPerGrossSquareMeterCents: null,
    };
  }
  const municipal = priced.reduce((s, l) => s + l.totalCents!, 0) as EuroCents;
  const margin = (rgw - municipal) as EuroCents;
  const overview = sheets.areas.overview;
  return {
    status: missingUses.length ? 'partial' : 'complete',
    lines,
    missingUses,
    municipalPriceCents: municipal,
    residualLandValueCents: rgw,
    marginCents: margin,
    marginPerPlotSquareMeterCents: perSquareMeter(margin, overview.plotAreaSquareMeters),
    marginPerGrossSquareMeterCents: perSquareMeter(margin, overview.grossFloorAreaSquareMeters.value ?? 0),
  };
}

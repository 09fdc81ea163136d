import type { FormFactors } from '../generator/formFactors';

// The BENG pre-check of a generated building (issue #43 item 2): its shape factor Als/Ag (loss area over usable floor
// area) and the BENG limits of its use under the Besluit bouwwerken leefomgeving, artikel 4.149 (the table of the
// Bouwbesluit 2012 art. 5.2 in force since 1 January 2021, carried over unchanged). The energy need limit (BENG 1)
// rises with Als/Ag: a fixed limit up to a compact bound, then by 30 kWh/m2 a year per unit of Als/Ag (by 50 above
// 3.0 for dwellings). The extra envelope of a less compact shape costs more than that slope gives back, which is why
// a shape beyond the compact bound makes BENG 1 harder to meet: the check says so, and how much less envelope for the
// same floor area would bring the building back to the bound.

/** The BENG use classes the generator's block types fall in; other blocks (parking, distribution centres) have none. */
export type BengUse = 'house' | 'apartment_building' | 'office';

/** One use's BENG limits: BENG 1 by shape band, BENG 2 and BENG 3 fixed. */
interface BengTable {
  /** Als/Ag up to which BENG 1 is the fixed `compactLimit` */
  compactBound: number;
  compactLimit: number;
  /** BENG 1 above the compact bound: base + slope x (Als/Ag - offset) */
  sliding: { base: number; slope: number; offset: number };
  /** dwellings only: above this Als/Ag, base + slope x (Als/Ag - bound) */
  open: { bound: number; base: number; slope: number } | null;
  primaryFossilMax: number;
  renewableShareMinPercent: number;
}

const TABLE: Record<BengUse, BengTable> = {
  // woonfunctie, grondgebonden woning ("andere woonfunctie")
  house: { compactBound: 1.5, compactLimit: 55, sliding: { base: 55, slope: 30, offset: 1.5 }, open: { bound: 3, base: 100, slope: 50 }, primaryFossilMax: 30, renewableShareMinPercent: 50 },
  // woonfunctie, woongebouw
  apartment_building: { compactBound: 1.83, compactLimit: 65, sliding: { base: 55, slope: 30, offset: 1.5 }, open: { bound: 3, base: 100, slope: 50 }, primaryFossilMax: 50, renewableShareMinPercent: 40 },
  // kantoorfunctie
  office: { compactBound: 1.8, compactLimit: 90, sliding: { base: 90, slope: 30, offset: 1.8 }, open: null, primaryFossilMax: 40, renewableShareMinPercent: 30 },
};

/** The BENG use of a block type; null for blocks BENG sets nothing for (parking, distribution centres, streets). */
function bengUseOf(blocktype: string): BengUse | null {
  if (blocktype === 'street_housing') return 'house';
  if (blocktype === 'gallery_flats' || blocktype === 'corridor_flats' || blocktype === 'tower') return 'apartment_building';
  if (blocktype === 'office') return 'office';
  return null;
}

/** The BENG 1 limit (energy need, kWh per m2 usable floor area a year) of a use at a shape factor Als/Ag. */
export function energyNeedLimit(use: BengUse, shapeFactor: number): number {
  const t = TABLE[use];
  if (shapeFactor <= t.compactBound) return t.compactLimit;
  if (t.open && shapeFactor > t.open.bound) return t.open.base + t.open.slope * (shapeFactor - t.open.bound);
  return t.sliding.base + t.sliding.slope * (shapeFactor - t.sliding.offset);
}

/** What the pre-check says of one generated building. */
export interface BengPrecheck {
  use: BengUse;
  /** Als: façades, roof and underside of the enclosed floors (open galleries outside the envelope) */
  lossAreaSquareMeters: number;
  /** Ag: the net floor area of the generated spaces (the usable area inside the envelope, indicative) */
  usableAreaSquareMeters: number;
  /** Als/Ag, rounded to 0.01 as the table's bounds are written */
  shapeFactor: number;
  band: 'compact' | 'sliding' | 'open';
  /** the Als/Ag up to which the use's fixed limit holds */
  compactBound: number;
  energyNeedLimitKwhPerSquareMeterYear: number;
  primaryFossilLimitKwhPerSquareMeterYear: number;
  renewableShareMinPercent: number;
  /** beyond the compact bound: how much less loss area (per cent) for the same floor area reaches it; else null */
  envelopeCutToCompactPercent: number | null;
}

type EnvelopeFigures = Pick<FormFactors, 'loss_area' | 'nfa'>;

/** Als/Ag of generated floors (their loss area over the net floor area), to 0.01; null without floor area. */
export function shapeFactorOf(ff: EnvelopeFigures): number | null {
  return ff.nfa > 0 ? Math.round((ff.loss_area / ff.nfa) * 100) / 100 : null;
}

/** The BENG pre-check of one generated building; null when BENG sets nothing for its block type or it has no floor area. */
export function bengPrecheck(blocktype: string, ff: EnvelopeFigures): BengPrecheck | null {
  const use = bengUseOf(blocktype);
  const shapeFactor = shapeFactorOf(ff);
  if (!use || shapeFactor === null) return null;
  const t = TABLE[use];
  const loss = ff.loss_area;
  const band = shapeFactor <= t.compactBound ? 'compact' : t.open && shapeFactor > t.open.bound ? 'open' : 'sliding';
  return {
    use,
    lossAreaSquareMeters: loss,
    usableAreaSquareMeters: ff.nfa,
    shapeFactor,
    band,
    compactBound: t.compactBound,
    energyNeedLimitKwhPerSquareMeterYear: Math.round(energyNeedLimit(use, shapeFactor) * 10) / 10,
    primaryFossilLimitKwhPerSquareMeterYear: t.primaryFossilMax,
    renewableShareMinPercent: t.renewableShareMinPercent,
    envelopeCutToCompactPercent: band === 'compact' ? null : Math.ceil((1 - t.compactBound / shapeFactor) * 100),
  };
}

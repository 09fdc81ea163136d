import type { AreasSheets } from './computeAreas';
import type { CostsSheet } from './computeCostsSheet';
import type { IncomeSheet } from './computeIncome';
import type { CostModel } from './costModel';

/** The income line of a concept's dwellings that have no unit type of the location (they are priced at nothing). */
export const UNTYPED_UNIT_TYPE_ID = 'untyped';

/** What a figure rests on that is missing: every screen, file and page that shows the RGW shows these with it. */
export const financeWarningCodes = [
  'untyped_dwellings',
  'unpriced_unit_types',
  'no_construction_costs',
  'no_construction_costs_for_types',
  'galleries_unpriced',
] as const;
export type FinanceWarningCode = (typeof financeWarningCodes)[number];

/** A missing input under the figures, with what it concerns (English text; screens translate by code). */
export interface FinanceWarning {
  readonly code: FinanceWarningCode;
  readonly message: string;
  /**
   * dwellings without a unit type, the unit types (and houses) without a price, the building types without costs, or
   * the unpriced open galleries' area in whole m2 (galleries_unpriced)
   */
  readonly count: number;
  /** unit type names, or building type codes (core costBuildingTypes) for no_construction_costs_for_types */
  readonly names: readonly string[];
}

/**
 * The inputs the figures lack: dwellings without a unit type (the location has none of the types the generator
 * used), unit types and houses without a price, floor area without construction costs, open galleries that no line
 * prices. Each one makes the value too low or the costs too low, and so the RGW a plausible-looking number built on a
 * silent zero.
 */
export function financeWarnings(income: IncomeSheet, costs: CostsSheet, areas: AreasSheets, model: CostModel): FinanceWarning[] {
  const warnings: FinanceWarning[] = [];
  const untyped = income.rows.find((r) => r.id === UNTYPED_UNIT_TYPE_ID && r.count > 0);
  if (untyped)
    warnings.push({
      code: 'untyped_dwellings',
      message: `${untyped.count} dwellings have no unit type of the location, so they earn nothing: give the location unit types.`,
      count: untyped.count,
      names: [],
    });
  const unpriced = income.rows.filter((r) => r.id !== UNTYPED_UNIT_TYPE_ID && r.source !== 'parking' && r.count > 0 && r.priceCents === 0);
  if (unpriced.length)
    warnings.push({
      code: 'unpriced_unit_types',
      message: `No price for ${unpriced.map((r) => r.name).join(', ')}: they earn nothing.`,
      count: unpriced.reduce((s, r) => s + r.count, 0),
      names: unpriced.map((r) => r.name),
    });
  const gross = areas.overview.grossFloorAreaSquareMeters.value ?? 0;
  if (gross > 0 && !costs.rows.some((r) => r.group === 'building' && r.total.cents !== 0))
    warnings.push({
      code: 'no_construction_costs',
      message: 'No construction costs: the building costs nothing in these figures. Add cost lines in the building group.',
      count: 0,
      names: [],
    });
  else {
    const uncosted = buildingTypesWithoutCosts(costs, model);
    if (uncosted.length)
      warnings.push({
        code: 'no_construction_costs_for_types',
        message: `No construction costs for ${uncosted.join(', ')}: their floor area costs nothing in these figures. Add a cost line for that building type.`,
        count: uncosted.length,
        names: uncosted,
      });
  }
  const galleries = unpricedGalleryArea(costs, model);
  if (galleries > 0)
    warnings.push({
      code: 'galleries_unpriced',
      message: `Open galleries of ${groupThousands(galleries)} m² are outside the gross floor area and no cost line prices them: add a line per m² open gallery.`,
      count: galleries,
      names: [],
    });
  return warnings;
}

/** A whole number with its thousands set apart (1 234; the workbook's labels: 1,234 or 1.234), the same on every machine. */
export const groupThousands = (n: number, separator = ' '): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * The concept's open gallery area in whole m2 when no cost line per m2 of open gallery has an amount (0 otherwise):
 * since ADR 0011 the galleries are outside the gross floor area, so no per-m2 floor line prices them any more.
 */
function unpricedGalleryArea(costs: CostsSheet, model: CostModel): number {
  const area = Math.round(model.totalGalleryAreaCenti / 100);
  if (area <= 0) return 0;
  for (let i = 0; i < model.rows.length; i++)
    if (model.rows[i]!.item?.kind === 'per_m2_gallery' && costs.rows[i]!.amount.cents !== 0) return 0;
  return area;
}

/**
 * The building types of the concept with floor area that no construction cost line counts: when every line of the
 * building group is of a building type (a line of none counts all floor area), a type without a line of its own. A
 * line per parking place counts for the parking buildings when it counts the places in a garage; a line per m2 of
 * open gallery prices no floor area (the galleries are outside it), so it counts for no type.
 */
function buildingTypesWithoutCosts(costs: CostsSheet, model: CostModel): string[] {
  const covered = new Set<string>();
  for (let i = 0; i < model.rows.length; i++) {
    const item = model.rows[i]!.item;
    if (!item || item.group !== 'building' || costs.rows[i]!.total.cents === 0) continue;
    // a line per parking place prices the places, not floor area: those in a garage are a parking building's
    if (item.kind === 'per_parking_place') {
      if (item.parkingKind === null || item.parkingKind === 'garage') covered.add('parking');
      continue;
    }
    if (item.kind === 'per_m2_gallery') continue;
    if (item.buildingType === null) return [];
    covered.add(item.buildingType);
  }
  return [...model.grossAreaCentiByBuildingType].filter(([type, area]) => area > 0 && !covered.has(type)).map(([type]) => type);
}

// The parking norm of a concept (issue #43 item 1): how many parking places a municipality demands for the programme,
// from the norm table a company enters from the municipality's nota parkeernormen, against the places the generated
// buildings provide. Norms are written as most notas write them (after the CROW kencijfers): per dwelling by dwelling
// type, tenure and size class, per 100 m2 GFA for offices, shops and industry, per area of the municipality (centre,
// edge of the centre, rest of the built-up area, outside it), the visitors' share included in the figure. Where the
// municipality has no table the check uses the unit types' own parking ratios and says so: a figure on a default is
// never shown as the municipality's. With the nota's presence table a mixed programme needs the places of its busiest
// moment (parkingDoubleUse.ts).

import {
  isDoubleUse,
  parkingDoubleUse,
  type ParkingDoubleUse,
  type ParkingDoubleUseMissing,
  type ParkingGroupPlaces,
  type ParkingPresenceEntry,
} from './parkingDoubleUse';

/** The area of a municipality a norm applies in (CROW "ligging"). */
export const PARKING_ZONES = ['centre', 'centre_edge', 'built_up', 'outside'] as const;
export type ParkingZone = (typeof PARKING_ZONES)[number];

/** What a norm counts: dwellings by type, tenure and size class (their unit type's size), or 100 m2 GFA of a use. */
export const PARKING_CATEGORIES = [
  'house_sale',
  'house_rent',
  'apartment_sale_large',
  'apartment_sale_medium',
  'apartment_sale_small',
  'apartment_rent_large',
  'apartment_rent_medium',
  'apartment_rent_small',
  'office',
  'commercial',
  'industrial',
] as const;
export type ParkingCategory = (typeof PARKING_CATEGORIES)[number];

/** The size classes of apartments, by the unit type's size (m2): above 100 large, 75 to 100 medium, below 75 small. */
const PARKING_SIZE_CLASS_M2 = { large: 100, small: 75 } as const;

/** Whether a category counts dwellings (else 100 m2 GFA). */
export const isDwellingCategory = (c: ParkingCategory): boolean => c.startsWith('house_') || c.startsWith('apartment_');

/** One norm of a municipality's table. */
export interface ParkingNormEntry {
  category: ParkingCategory;
  zone: ParkingZone;
  /** places per dwelling, or per 100 m2 GFA for offices, shops and industry (visitors included) */
  places: number;
  /** of a dwelling's places, the share for visitors (0-100 %), as the nota gives it; needed for double use */
  visitorSharePercent?: number | null;
}

/** Dwellings of one kind in a concept: how many, their unit type's size and tenure; null tenure: no unit type. */
export interface ParkingDwellings {
  kind: 'house' | 'apartment';
  tenure: 'sale' | 'rent' | null;
  sizeSquareMeters: number;
  count: number;
  /** the unit type's own parking ratio (places a dwelling), the fallback without a municipal norm */
  unitRatio: number | null;
}

/** The programme a norm is applied to. */
export interface ParkingProgramme {
  dwellings: readonly ParkingDwellings[];
  gfaSquareMeters: { office: number; commercial: number; industrial: number };
  /** parking places the generated buildings provide (their parking spots) */
  provided: number;
}

/** One line of the requirement: what was counted, by which norm, and the places it asks. */
interface ParkingLine {
  category: ParkingCategory;
  /** dwellings, or m2 GFA for the per-100-m2 categories */
  quantity: number;
  /** places per dwelling or per 100 m2; null: no norm for it (its places are not counted, and the line says so) */
  norm: number | null;
  places: number;
}

/** The parking check of a concept. */
export interface ParkingCheck {
  /** 'municipal': the municipality's table in this zone; 'unit_ratios': none entered, the unit types' ratios used */
  basis: 'municipal' | 'unit_ratios';
  zone: ParkingZone;
  lines: ParkingLine[];
  /** places the programme asks, rounded half up at the end (the lines keep their fractions): with double use the
   *  busiest moment's, else the sum of the lines */
  required: number;
  /** the sum of the lines, rounded half up: what every use would need if none shared a place */
  requiredWithoutDoubleUse: number;
  /** the municipal requirement with double use, or what it lacks; null on the unit types' ratios */
  doubleUse: ParkingDoubleUse | ParkingDoubleUseMissing | null;
  provided: number;
  /** required minus provided when above 0, else 0 */
  shortfall: number;
  /** dwellings without a unit type (no tenure or size): not counted */
  dwellingsWithoutType: number;
  /** categories with a quantity but no norm in the table for this zone: not counted */
  missingNorms: ParkingCategory[];
}

/** The norm category of dwellings, or null without a tenure (no unit type). */
export function dwellingCategory(d: Pick<ParkingDwellings, 'kind' | 'tenure' | 'sizeSquareMeters'>): ParkingCategory | null {
  if (!d.tenure) return null;
  if (d.kind === 'house') return d.tenure === 'sale' ? 'house_sale' : 'house_rent';
  const size = d.sizeSquareMeters > PARKING_SIZE_CLASS_M2.large ? 'large' : d.sizeSquareMeters >= PARKING_SIZE_CLASS_M2.small ? 'medium' : 'small';
  return `apartment_${d.tenure}_${size}` as ParkingCategory;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The lines of a municipal table in one zone: dwellings by category, and 100 m2 of each non-residential use. */
function municipalLines(programme: ParkingProgramme, norms: ReadonlyMap<ParkingCategory, number>): ParkingLine[] {
  const quantities = new Map<ParkingCategory, number>();
  for (const d of programme.dwellings) {
    const c = dwellingCategory(d);
    if (c) quantities.set(c, (quantities.get(c) ?? 0) + d.count);
  }
  for (const use of ['office', 'commercial', 'industrial'] as const)
    if (programme.gfaSquareMeters[use] > 0) quantities.set(use, programme.gfaSquareMeters[use]);
  return PARKING_CATEGORIES.filter((c) => quantities.has(c)).map((category) => {
    const quantity = quantities.get(category)!;
    const norm = norms.get(category) ?? null;
    const places = norm === null ? 0 : isDwellingCategory(category) ? quantity * norm : (quantity / 100) * norm;
    return { category, quantity: isDwellingCategory(category) ? quantity : Math.round(quantity), norm, places: round1(places) };
  });
}

/** The unit types' own ratios, a line per dwelling category (the ratio a dwelling weighted over its dwellings). */
function unitRatioLines(programme: ParkingProgramme): ParkingLine[] {
  const by = new Map<ParkingCategory, { count: number; places: number }>();
  for (const d of programme.dwellings) {
    const c = dwellingCategory(d);
    if (!c) continue;
    const held = by.get(c) ?? { count: 0, places: 0 };
    held.count += d.count;
    held.places += d.count * (d.unitRatio ?? 0);
    by.set(c, held);
  }
  return PARKING_CATEGORIES.filter((c) => by.has(c)).map((category) => {
    const { count, places } = by.get(category)!;
    return { category, quantity: count, norm: count ? round1(places / count) : 0, places: round1(places) };
  });
}

/**
 * The places of each user group: a dwelling line's split by its norm's visitors' share, the other uses whole; null when
 * a dwelling line with places has no share entered.
 */
function groupPlaces(lines: readonly ParkingLine[], visitorShares: ReadonlyMap<ParkingCategory, number | null | undefined>): ParkingGroupPlaces[] | null {
  const places = new Map<ParkingGroupPlaces['group'], number>();
  const add = (group: ParkingGroupPlaces['group'], n: number) => places.set(group, (places.get(group) ?? 0) + n);
  for (const line of lines) {
    if (!line.places) continue;
    if (!isDwellingCategory(line.category)) {
      add(line.category as 'office' | 'commercial' | 'industrial', line.places);
      continue;
    }
    const share = visitorShares.get(line.category);
    if (share === null || share === undefined) return null;
    add('visitors', (line.places * share) / 100);
    add('residents', line.places - (line.places * share) / 100);
  }
  return [...places].map(([group, n]) => ({ group, places: n }));
}

/** Double use of a municipal requirement, or what it lacks. */
function doubleUseOf(
  lines: readonly ParkingLine[],
  zoneEntries: readonly ParkingNormEntry[],
  presence: readonly ParkingPresenceEntry[],
): ParkingDoubleUse | ParkingDoubleUseMissing {
  if (!presence.length) return { reason: 'no_presence' };
  const groups = groupPlaces(lines, new Map(zoneEntries.map((e) => [e.category, e.visitorSharePercent] as const)));
  return groups ? parkingDoubleUse(groups, presence) : { reason: 'no_visitor_share' };
}

/**
 * The parking check of a programme: with the municipality's norms for `zone` (entries of other zones are ignored), or,
 * when the municipality has no table at all, the unit types' own ratios (basis 'unit_ratios', which the line says).
 * With the municipality's presence table the requirement is the busiest moment's (double use).
 */
export function parkingCheck(
  programme: ParkingProgramme,
  entries: readonly ParkingNormEntry[],
  zone: ParkingZone,
  presence: readonly ParkingPresenceEntry[] = [],
): ParkingCheck {
  const basis = entries.length ? 'municipal' : 'unit_ratios';
  const zoneEntries = entries.filter((e) => e.zone === zone);
  const norms = new Map(zoneEntries.map((e) => [e.category, e.places] as const));
  const lines = basis === 'municipal' ? municipalLines(programme, norms) : unitRatioLines(programme);
  const requiredWithoutDoubleUse = Math.round(lines.reduce((s, l) => s + l.places, 0) + 1e-9);
  const doubleUse = basis === 'municipal' ? doubleUseOf(lines, zoneEntries, presence) : null;
  const required = doubleUse && isDoubleUse(doubleUse) ? doubleUse.required : requiredWithoutDoubleUse;
  return {
    basis,
    zone,
    lines,
    required,
    requiredWithoutDoubleUse,
    doubleUse,
    provided: programme.provided,
    shortfall: Math.max(0, required - programme.provided),
    dwellingsWithoutType: programme.dwellings.filter((d) => !d.tenure).reduce((s, d) => s + d.count, 0),
    missingNorms: lines.filter((l) => l.norm === null).map((l) => l.category),
  };
}

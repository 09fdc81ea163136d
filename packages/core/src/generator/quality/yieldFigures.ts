import type { GeneratorResult } from '../generateBuilding';
import type { GeneratorInput } from '../generatorInput';
import { enclosedFloorArea, isOpenGallery } from '../formFactors';
import { countedDwellings } from './measureQuality';

// What a building yields for its GFA (issue 40): the dwellings and their net area, the storage, and what a
// tower's storeys hold against the apartments a floor asked for. Read from the model alone, so the bench can
// measure an older generator's results (a commit extracted at bench time) with the same ruler.

/** The yield of one generated building; sums, so a block type's figures add over its inputs. */
export interface YieldFigures {
  gfaSquareMeters: number;
  /** Dwellings counted (floors x repeat x instances). */
  dwellings: number;
  /** Net area of the counted dwellings (a house: all its storeys). */
  dwellingNetAreaSquareMeters: number;
  /** Net area of the rooms that hold private storages (storage_units > 0), sheds on the site included. */
  storageAreaSquareMeters: number;
  /** A tower's storeys above the ground (by repeat count), and of them those holding fewer than asked. */
  towerStoreys: number;
  towerStoreysShort: number;
  /** Apartments a floor asked for, summed over those storeys, and the apartments they hold. */
  towerApartmentsAsked: number;
  towerApartmentsBuilt: number;
  /** Where the GFA goes: the gross area of the floors' spaces by group (they tile the floors, walls included; open galleries are outside it). */
  grossByGroup: Record<AreaGroup, number>;
}

/** The groups the GFA is split into: what each design rule takes from the units shows as its group's share. */
export const areaGroups = ['units', 'storage', 'bicycle', 'leftover', 'circulation', 'cores', 'other'] as const;
/** One of `areaGroups`. */
export type AreaGroup = (typeof areaGroups)[number];

/** The group of a space: units, storage rooms, bicycle rooms, leftover rooms, circulation, cores, the rest. */
function groupOf(s: { category: string; subtype: string }): AreaGroup {
  if (s.category === 'unit') return 'units';
  if (s.subtype === 'storage') return 'storage';
  if (s.subtype === 'bicycle') return 'bicycle';
  if (s.subtype === 'leftover') return 'leftover';
  if (s.category === 'circulation') return 'circulation';
  if (s.category === 'core') return 'cores';
  return 'other';
}

/** The yield figures of one input's result (a result of this or of an older generator: only the model is read). */
export function yieldFigures(input: GeneratorInput, result: Pick<GeneratorResult, 'model' | 'form_factors'>): YieldFigures {
  const k = result.model.shape.instances.length;
  const { floors, functions } = result.model.children;
  const houses = input.building.cfg.blocktype === 'street_housing';
  let dwellings = 0;
  let dwellingNetAreaSquareMeters = 0;
  for (const d of countedDwellings(floors, houses)) {
    dwellings += d.repeat * k;
    dwellingNetAreaSquareMeters += d.area * d.repeat * k;
  }
  let storageAreaSquareMeters = 0;
  for (const f of floors)
    for (const s of f.spaces) if (s.storage_units > 0) storageAreaSquareMeters += s.area_net * f.repeat_count * k;
  for (const s of functions) if (s.storage_units > 0) storageAreaSquareMeters += s.area_net * k;
  const out: YieldFigures = {
    // the GFA as this generator measures it (open galleries outside), also for an older generator's model
    gfaSquareMeters: floors.reduce((sum, f) => sum + enclosedFloorArea(f) * f.repeat_count * k, 0),
    dwellings,
    dwellingNetAreaSquareMeters,
    storageAreaSquareMeters,
    towerStoreys: 0,
    towerStoreysShort: 0,
    towerApartmentsAsked: 0,
    towerApartmentsBuilt: 0,
    grossByGroup: Object.fromEntries(areaGroups.map((g) => [g, 0])) as Record<AreaGroup, number>,
  };
  for (const f of floors)
    for (const s of f.spaces) if (!isOpenGallery(s)) out.grossByGroup[groupOf(s)] += s.area_gross * f.repeat_count * k;
  if (input.building.cfg.blocktype !== 'tower') return out;
  const asked = input.building.cfg.towertype.apartments_per_floor;
  for (const f of floors) {
    if (f.kind !== 'storey' || f.level === 0 || f.tower_index !== null) continue;
    const built = f.spaces.filter((s) => s.category === 'unit' && s.counts_as_unit).length;
    out.towerStoreys += f.repeat_count;
    if (built < asked) out.towerStoreysShort += f.repeat_count;
    out.towerApartmentsAsked += asked * f.repeat_count;
    out.towerApartmentsBuilt += built * f.repeat_count;
  }
  return out;
}

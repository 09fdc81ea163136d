import type { BuildingCfg, BuildingModel } from '@plotwise/core/generator/index';
import type { BuildingRow } from './editorState';

/** Block types that lay out dwellings and so take the concept's unit mix. */
export const dwellingBlocks: ReadonlySet<string> = new Set([
  'gallery_flats',
  'corridor_flats',
  'tower',
  'street_housing',
]);

/** A unit of the location as the mix needs it. */
export interface MixUnit {
  id: number;
  name: string;
}

type Refs = BuildingCfg['units'];

/**
 * The concept's unit-mix targets: per location unit, the ratio its dwelling buildings reference it with
 * (the first dwelling building that names it decides; 0 = not in the mix). Without any dwelling building
 * that references units, every unit counts 1 (what a new building gets).
 */
export function conceptUnitMix(
  rows: readonly BuildingRow[],
  units: readonly MixUnit[],
): Record<number, number> {
  const mix: Record<number, number> = {};
  const dwellings = rows.filter((r) => dwellingBlocks.has(String(r.cfg?.blocktype)));
  const refs = dwellings.flatMap((r) => (r.cfg?.units ?? []) as unknown as Refs);
  for (const u of units) {
    const ref = refs.find((x) => String(x.unitId) === String(u.id));
    mix[u.id] = refs.length === 0 ? 1 : ref ? ref.repeat_ratio : 0;
  }
  return mix;
}

/** The unit references that express a mix: units with a ratio above 0, in the location's order. */
export function mixReferences(units: readonly MixUnit[], mix: Record<number, number>): Refs {
  return units
    .filter((u) => (mix[u.id] ?? 0) > 0)
    .map((u, order) => ({
      mode: 'reference',
      repeat_ratio: mix[u.id]!,
      order,
      name: u.name,
      size: null,
      size_max: null,
      unitId: u.id,
    }));
}

/** Generated units per unit id over the concept's buildings (each repeat and each instance counted). */
export function achievedMix(models: readonly BuildingModel[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of models) {
    const copies = Math.max(1, m.shape.instances.length);
    for (const u of m.units)
      if (u.unit_id !== null)
        out[String(u.unit_id)] = (out[String(u.unit_id)] ?? 0) + u.repeat_count * copies;
  }
  return out;
}

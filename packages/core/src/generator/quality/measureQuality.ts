import type { FloorModel } from '../buildingModel';
import type { GeneratorResult } from '../generateBuilding';
import type { GeneratorInput } from '../generatorInput';
import type { Violation } from '../validateBuilding';
import { validateBuilding } from '../validateBuilding';
import { generate } from '../versions';
import { slabMixOutOfReach, towerMixOutOfReach } from './mixReach';

/** What one generated input scores on the design-quality goals (issue 22). */
export interface QualityScore {
  result: GeneratorResult;
  violations: Violation[];
  /** Violations that no generator message owns (same code, and the same space or a whole-building target). */
  unowned: Violation[];
  /** Dwellings counted (floors x repeat x instances). */
  dwellings: number;
  /** Counted dwellings under the smallest size of the type they are labelled with. */
  underMinimum: number;
  /** Counted dwellings outside their type's size range. */
  outOfRange: number;
  /** Largest gap between built and target share over the mix's types, in percentage points; null without dwellings. */
  mixMiss: number | null;
  /**
   * Whether the goal expects the mix within 5 points (slabs >= 40 m with >= 50 dwellings, towers >= 4 a
   * floor), and the input does not put it out of reach (`mixOutOfReach` empty).
   */
  mixExpected: boolean;
  /** Unit types of a slab whose share the goal cannot reach: none of the rows can hold them (quality/mixReach.ts). */
  mixOutOfReach: (string | number)[];
  /** |units + circulation + cores + other + walls - GFA| / GFA. */
  areaBalance: number;
}

const spaceTarget = /^f\d+-s\d+$/;

/** True when a generator message owns the violation: same code, and the same space or a whole-building target. */
export function ownedBy(v: Violation, messages: GeneratorResult['messages']): boolean {
  return messages.some((m) => m.message === v.rule && (m.target === v.target || !spaceTarget.test(m.target)));
}

/** Generates one input, validates it and measures it against the goals. */
export function measureQuality(input: GeneratorInput): QualityScore {
  const result = generate(input);
  const violations = validateBuilding(result.model, {
    units: input.units,
    buildable_area: input.site.buildable_area,
    max_height: input.building.maxheight,
  });
  const unowned = violations.filter((v) => !ownedBy(v, result.messages));
  const k = result.model.shape.instances.length;
  const dwellingAreas = countedDwellings(
    result.model.children.floors,
    input.building.cfg.blocktype === 'street_housing',
  );
  const byId = new Map(input.units.map((u) => [u.id, u]));
  let dwellings = 0;
  let underMinimum = 0;
  let outOfRange = 0;
  const counts = new Map<string | number, number>();
  for (const d of dwellingAreas) {
    const n = d.repeat * k;
    dwellings += n;
    counts.set(d.unitId, (counts.get(d.unitId) ?? 0) + n);
    const u = byId.get(d.unitId);
    if (!u) continue;
    if (d.area < u.size - 1e-6) underMinimum += n;
    if (d.area < u.size - 1e-6 || d.area > u.size_max + 1e-6) outOfRange += n;
  }
  const ratioSum = input.units.reduce((s, u) => s + Math.max(0, u.ratio), 0);
  const mixMiss =
    dwellings > 0 && ratioSum > 0
      ? Math.max(
          ...input.units.map(
            (u) => Math.abs((counts.get(u.id) ?? 0) / dwellings - Math.max(0, u.ratio) / ratioSum) * 100,
          ),
        )
      : null;
  const outOfReach = [...slabMixOutOfReach(input), ...towerMixOutOfReach(input)];
  const ff = result.form_factors;
  const sum = ff.unit_area + ff.circulation_area + ff.core_area + ff.ancillary_area + ff.wall_area;
  const areaBalance = ff.gfa > 0 ? Math.abs(sum - ff.gfa) / ff.gfa : 0;
  return {
    result,
    violations,
    unowned,
    dwellings,
    underMinimum,
    outOfRange,
    mixMiss,
    mixExpected: mixExpected(input, dwellings) && outOfReach.length === 0,
    mixOutOfReach: outOfReach,
    areaBalance,
  };
}

function mixExpected(input: GeneratorInput, dwellings: number): boolean {
  const cfg = input.building.cfg;
  if (cfg.blocktype === 'tower') return cfg.towertype.apartments_per_floor >= 4 && dwellings > 0;
  if (cfg.blocktype === 'gallery_flats' || cfg.blocktype === 'corridor_flats')
    return input.building.maxlength >= 40 && dwellings >= 50;
  return false;
}

/**
 * The counted dwellings with their net area: a flat is one space; a house is every unit space of the
 * house on every storey (they share the house's entrance).
 */
export function countedDwellings(
  floors: readonly FloorModel[],
  houses: boolean,
): { unitId: string | number; area: number; repeat: number }[] {
  const out: { unitId: string | number; area: number; repeat: number }[] = [];
  if (!houses) {
    for (const f of floors)
      for (const s of f.spaces)
        if (s.category === 'unit' && s.counts_as_unit && s.unit_id !== null)
          out.push({ unitId: s.unit_id, area: s.area_net, repeat: f.repeat_count });
    return out;
  }
  const byHouse = new Map<string, { unitId: string | number; area: number; counted: boolean }>();
  for (const f of floors)
    for (const s of f.spaces) {
      if (s.category !== 'unit' || s.unit_id === null || !s.entrance) continue;
      const key = `${s.entrance.x.toFixed(3)},${s.entrance.y.toFixed(3)}`;
      const h = byHouse.get(key) ?? { unitId: s.unit_id, area: 0, counted: false };
      h.area += s.area_net * f.repeat_count;
      h.counted ||= s.counts_as_unit;
      byHouse.set(key, h);
    }
  for (const h of byHouse.values()) if (h.counted) out.push({ unitId: h.unitId, area: h.area, repeat: 1 });
  return out;
}

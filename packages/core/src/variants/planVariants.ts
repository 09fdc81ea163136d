import { defaultBuildingCfg } from '../generator/buildingCfg';
import type { RdPoint } from '../units/units';
import { placeBlock } from './placeBlock';
import { createPrng, shuffled, type Prng } from './prng';
import type { MixPart, VariantBlock, VariantLayout, VariantSearchInput } from './variantTypes';

/** The blocks a search tries by default: gallery and corridor flats, two towers and terraced houses. */
const variantBlocks: readonly VariantBlock[] = [
  {
    id: 'gallery',
    blocktype: 'gallery_flats',
    towertype: null,
    width: 12,
    minLength: 20,
    maxLength: 80,
    minFloors: 2,
    maxFloors: 20,
  },
  {
    id: 'corridor',
    blocktype: 'corridor_flats',
    towertype: null,
    width: 18,
    minLength: 20,
    maxLength: 80,
    minFloors: 2,
    maxFloors: 20,
  },
  {
    id: 'tower_u4',
    blocktype: 'tower',
    towertype: { shape: 'u', core: 'wide_staircase_elevator', apartments_per_floor: 4 },
    width: 20,
    minLength: 25,
    maxLength: 25,
    minFloors: 4,
    maxFloors: 30,
  },
  {
    id: 'tower_o8',
    blocktype: 'tower',
    towertype: { shape: 'o', core: 'wide_staircase_elevator', apartments_per_floor: 8 },
    width: 30,
    minLength: 30,
    maxLength: 30,
    minFloors: 4,
    maxFloors: 30,
  },
  // street housing varies its residential floors (2 or 3), not repeated storeys
  {
    id: 'houses',
    blocktype: 'street_housing',
    towertype: null,
    width: 12,
    minLength: 18,
    maxLength: 80,
    minFloors: 2,
    maxFloors: 3,
  },
];

/** One candidate of the search: a layout and its number of floors. */
export interface VariantCandidate {
  layout: number;
  floors: number;
}

/** The search's layouts and the candidates drawn from them, fixed by the input and its seed. */
export interface VariantPlan {
  layouts: VariantLayout[];
  candidates: VariantCandidate[];
  /** candidates the site and blocks allow before the draw */
  possible: number;
}

const FLOOR_HEIGHT = defaultBuildingCfg().floor_height;

/** The angle of the longest edge of the ring, in whole degrees in [0, 180). */
function longestEdgeDegrees(ring: readonly RdPoint[]): number {
  let best = 0;
  let angle = 0;
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % ring.length]!;
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (d > best) {
      best = d;
      angle = (Math.atan2(q.y - p.y, q.x - p.x) * 180) / Math.PI;
    }
  });
  return ((Math.round(angle) % 180) + 180) % 180;
}

function drawAngles(ring: readonly RdPoint[], n: number, prng: Prng): number[] {
  const out = [longestEdgeDegrees(ring)];
  // a few tries more than needed: a drawn angle equal to one already taken is drawn again
  for (let tries = 0; out.length < n && tries < n * 20; tries++) {
    const a = prng.int(0, 179);
    if (!out.includes(a)) out.push(a);
  }
  return out;
}

/** The location's unit types drawn into mixes of one to three types with ratios 1 to 3. */
function drawMixes(input: VariantSearchInput, n: number, prng: Prng): MixPart[][] {
  const types = input.units;
  if (types.length === 0 || input.unitMix === false) return [[]];
  const out: MixPart[][] = [];
  const seen = new Set<string>();
  // the first mix is every type at ratio 1 (the generator's own default), the others are drawn
  const all = types.map((u) => ({ unitId: u.id, name: u.name, ratio: 1 }));
  out.push(all);
  seen.add(mixName(all));
  for (let tries = 0; out.length < n && tries < n * 20; tries++) {
    const size = prng.int(1, Math.min(3, types.length));
    const mix = shuffled(types, prng)
      .slice(0, size)
      .sort((a, b) => a.order - b.order || String(a.id).localeCompare(String(b.id)))
      .map((u) => ({ unitId: u.id, name: u.name, ratio: prng.int(1, 3) }));
    const name = mixName(mix);
    if (!seen.has(name)) {
      seen.add(name);
      out.push(mix);
    }
  }
  return out;
}

/** A mix in words: "50 m2 ×2 + 75 m2 ×1"; empty for the generator's default mix. */
function mixName(mix: readonly MixPart[]): string {
  return mix.map((m) => `${m.name || String(m.unitId)} ×${m.ratio}`).join(' + ');
}

/**
 * The layouts (block × orientation × mix placed on the site) and the candidates (layout × floors) of a search.
 * Floors stop where the site's height limit does. With more candidates than `count`, layouts are drawn with the
 * seed until `count` candidates are taken; the plan is the same for the same input, wherever it runs.
 */
export function planVariants(input: VariantSearchInput): VariantPlan {
  const prng = createPrng(input.seed);
  const ring = input.site.buildable_area;
  const mixes = drawMixes(input, Math.max(1, input.mixes ?? 6), prng);
  // fewer mixes (no unit-mix feature, one unit type) leave room for more orientations in the same budget
  const angles = drawAngles(
    ring,
    Math.max(1, input.angles ?? Math.min(36, Math.ceil(30 / mixes.length))),
    prng,
  );
  const heightFloors =
    input.site.max_height !== undefined
      ? Math.floor((input.site.max_height + 1e-6) / FLOOR_HEIGHT)
      : Infinity;
  const layouts: VariantLayout[] = [];
  const candidates: VariantCandidate[] = [];
  for (const block of input.blocks ?? variantBlocks) {
    const top = Math.min(block.maxFloors, heightFloors);
    if (top < block.minFloors) continue;
    for (const angleDegrees of angles) {
      const rect = placeBlock(
        ring,
        (angleDegrees * Math.PI) / 180,
        block.width,
        block.maxLength,
        block.minLength,
      );
      if (!rect) continue;
      // houses take no apartment mix
      for (const mix of block.blocktype === 'street_housing' ? [[]] : mixes) {
        const index = layouts.length;
        layouts.push({ index, block, angleDegrees, mix, mixName: mixName(mix), rect });
        for (let floors = block.minFloors; floors <= top; floors++)
          candidates.push({ layout: index, floors });
      }
    }
  }
  const possible = candidates.length;
  // With more candidates than `count`, whole layouts are drawn (a layout costs two generations, whatever its
  // number of floors), the last one cut to make up the count.
  let drawn = candidates;
  if (possible > input.count) {
    const order = shuffled(
      layouts.map((l) => l.index),
      prng,
    );
    const byLayout = new Map<number, VariantCandidate[]>();
    for (const c of candidates) byLayout.set(c.layout, [...(byLayout.get(c.layout) ?? []), c]);
    drawn = [];
    for (const index of order) {
      if (drawn.length >= input.count) break;
      drawn.push(...(byLayout.get(index) ?? []).slice(0, Math.max(0, input.count - drawn.length)));
    }
  }
  drawn.sort((a, b) => a.layout - b.layout || a.floors - b.floors);
  return { layouts, candidates: drawn, possible };
}

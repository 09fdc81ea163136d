import { radians, rdPoint } from '../../units/units';
import { defaultBuildingCfg, defaultFloorCfg } from '../buildingCfg';
import type { BuildingCfg } from '../buildingCfg';
import type { GeneratorInput } from '../generatorInput';
import { defaultUnitInput } from '../unitInput';
import type { UnitInput } from '../unitInput';

// Random valid inputs of typical Dutch sizes per block type, drawn from a seeded generator so a run is
// repeatable: the property tests and `npm run bench:generator-quality` draw from the same source.

/** The block types the quality measure covers (the ones that lay out rooms). */
export const qualityBlockTypes = [
  'gallery_flats',
  'corridor_flats',
  'tower',
  'street_housing',
  'parking',
  'office',
  'distribution_centre',
] as const;
/** One of the block types the quality measure covers. */
export type QualityBlockType = (typeof qualityBlockTypes)[number];

/** A seeded random source (mulberry32): uniform numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const between = (r: Rand, lo: number, hi: number) => lo + (hi - lo) * r();
const int = (r: Rand, lo: number, hi: number) => Math.floor(between(r, lo, hi + 1));
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
const round1 = (v: number) => Math.round(v * 10) / 10;

/** Dwelling types of 35 to 130 m2 (houses 95 to 160 m2), each with a range of 15 to 35 m2. */
function randomUnits(r: Rand, houses: boolean): UnitInput[] {
  const n = houses ? int(r, 1, 2) : int(r, 1, 4);
  return Array.from({ length: n }, (_, k) => {
    const size = houses ? int(r, 95, 160) : int(r, 35, 130);
    return defaultUnitInput({
      id: `u${k}`,
      name: `u${k}`,
      order: k,
      size,
      size_max: size + int(r, 15, 35),
      ratio: int(r, 1, 10),
    });
  });
}

const floors = (n: number, height = 3) => [defaultFloorCfg({ repeat_count: n, height })];

interface Shape {
  length: number;
  width: number;
  height: number;
  cfg: Partial<BuildingCfg>;
}

const flip = ['none', 'x', 'y', 'xy'] as const;

const shapes: Record<QualityBlockType, (r: Rand) => Shape> = {
  gallery_flats: (r) => ({
    length: int(r, 20, 110),
    width: round1(between(r, 9, 14)),
    height: 60,
    cfg: {
      blocktype: 'gallery_flats',
      floors: floors(int(r, 2, 12)),
      flip_direction: pick(r, flip),
      flat: {
        gallery_side: pick(r, ['front', 'back'] as const),
        full_length_corridors: true,
        corridor_width: null,
      },
    },
  }),
  corridor_flats: (r) => ({
    length: int(r, 25, 110),
    width: round1(between(r, 15, 24)),
    height: 60,
    cfg: {
      blocktype: 'corridor_flats',
      floors: floors(int(r, 2, 12)),
      flip_direction: pick(r, flip),
      flat: { gallery_side: 'front', full_length_corridors: r() < 0.5, corridor_width: null },
    },
  }),
  tower: (r) => ({
    length: int(r, 18, 36),
    width: int(r, 18, 32),
    height: 70,
    cfg: {
      blocktype: 'tower',
      floors: floors(int(r, 4, 20)),
      flip_direction: pick(r, flip),
      towertype: {
        shape: pick(r, ['u', 'o', 'h'] as const),
        core: pick(r, ['staircase', 'staircase_elevator', 'wide_staircase_elevator'] as const),
        apartments_per_floor: int(r, 2, 10),
      },
    },
  }),
  street_housing: (r) => ({
    length: int(r, 20, 120),
    width: int(r, 10, 28),
    height: 12,
    cfg: {
      blocktype: 'street_housing',
      flip_direction: pick(r, flip),
      house: {
        ...defaultBuildingCfg().house,
        housetype: pick(r, ['terraced', 'back_to_back', 'detached', 'semi_detached'] as const),
        parking: pick(r, ['garage', 'street'] as const),
        length: r() < 0.5 ? 6 : round1(between(r, 5.4, 8)),
        max_width: round1(between(r, 8, 12)),
        residential_floors: int(r, 2, 3),
      },
    },
  }),
  parking: (r) => ({
    length: int(r, 30, 100),
    width: int(r, 30, 60),
    height: 20,
    cfg: {
      blocktype: 'parking',
      flip_direction: pick(r, flip),
      floors: floors(int(r, 1, 5)),
      parking: {
        car_density: 0.1,
        price_mode: 'sell_unit',
        parking_type: r() < 0.2 ? 'surface' : 'building',
        ramp_type: r() < 0.3 ? 'spiral' : 'straight',
      },
    },
  }),
  office: (r) => ({
    length: int(r, 20, 90),
    width: round1(between(r, 12, 20)),
    height: 50,
    cfg: { blocktype: 'office', flip_direction: pick(r, flip), floors: floors(int(r, 1, 10), 3.6) },
  }),
  distribution_centre: (r) => ({
    length: int(r, 60, 200),
    width: int(r, 40, 120),
    height: 14,
    cfg: {
      blocktype: 'distribution_centre',
      flip_direction: pick(r, flip),
      distribution_centre: {
        office_depth: round1(between(r, 3.5, 6)),
        loading_docks: int(r, 0, 12),
        ground_floor_height: 6,
      },
    },
  }),
};

const CX = 155_000;
const CY = 463_000;

/**
 * The buildable area: mostly roomy, else hugging the footprint within a few metres, with a notch or a
 * slanted corner now and then (so cut footprints occur), at any rotation.
 */
function randomSite(r: Rand, shape: Shape): GeneratorInput['site'] {
  const hug = r() < 0.35;
  const hx = hug ? shape.length / 2 + between(r, 0, 3) : shape.length / 2 + between(r, 3, 60);
  const hy = hug ? shape.width / 2 + between(r, 0, 3) : shape.width / 2 + between(r, 3, 60);
  const cut = r() < 0.7 ? 'none' : pick(r, ['notch', 'slant'] as const);
  const s = between(r, 0.1, 0.9);
  const ring: [number, number][] =
    cut === 'notch'
      ? [
          [-hx, -hy],
          [hx, -hy],
          [hx, hy / 3],
          [hx / 3, hy / 3],
          [hx / 3, hy],
          [-hx, hy],
        ]
      : cut === 'slant'
        ? [
            [-hx, -hy],
            [hx, -hy],
            [hx, hy * (1 - 2 * s)],
            [hx * (1 - 2 * s), hy],
            [-hx, hy],
          ]
        : [
            [-hx, -hy],
            [hx, -hy],
            [hx, hy],
            [-hx, hy],
          ];
  const rot = between(r, -Math.PI, Math.PI);
  const c = Math.cos(rot);
  const sn = Math.sin(rot);
  return { buildable_area: ring.map(([x, y]) => rdPoint(CX + x * c - y * sn, CY + x * sn + y * c)) };
}

/** One random valid input of a block type, the same for the same seed. */
export function randomInput(blocktype: QualityBlockType, seed: number): GeneratorInput {
  const r = seededRandom(seed);
  const shape = shapes[blocktype](r);
  const units = randomUnits(r, blocktype === 'street_housing');
  const site = randomSite(r, shape);
  // The site is turned with the building, so the footprint keeps its relation to the area.
  const rot = Math.atan2(
    site.buildable_area[1]!.y - site.buildable_area[0]!.y,
    site.buildable_area[1]!.x - site.buildable_area[0]!.x,
  );
  return {
    building: {
      id: `${blocktype}#${seed}`,
      name: `${blocktype}#${seed}`,
      archetype: 0,
      maxlength: shape.length,
      maxwidth: shape.width,
      maxheight: shape.height,
      x: CX,
      y: CY,
      z: 0,
      rotate_z: radians(rot),
      version: 3,
      conceptId: 'quality',
      cfg: { ...defaultBuildingCfg(), ...shape.cfg },
    },
    units,
    site,
  };
}

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { polygonArea, polygonPerimeter } from '../geometry/polygonArea';
import { rectOverlapArea, boundingRect } from '../geometry/rect';
import { intersectionArea, unionArea } from '../geometry/unionArea';
import { radians, rdPoint } from '../units/units';
import { defaultBuildingCfg, defaultFloorCfg } from './buildingCfg';
import type { BuildingCfg, FloorCfg, TowerCfg } from './buildingCfg';
import type { BlockType } from './enums';
import type { GeneratorInput } from './generatorInput';
import { defaultUnitInput } from './unitInput';
import type { UnitInput } from './unitInput';
import { validateBuilding } from './validateBuilding';
import { generate } from './versions';

const CX = 155_000;
const CY = 463_000;

const unitsArb: fc.Arbitrary<UnitInput[]> = fc
  .array(
    fc.record({
      size: fc.integer({ min: 35, max: 130 }),
      spread: fc.double({ min: 1.1, max: 1.8, noNaN: true }),
      ratio: fc.integer({ min: 1, max: 10 }),
      balcony: fc.boolean(),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((us) =>
    us.map((u, k) =>
      defaultUnitInput({
        id: `u${k}`,
        order: k,
        size: u.size,
        size_max: Math.round(u.size * u.spread),
        ratio: u.ratio,
        cfg: {
          ...defaultUnitInput({ id: 'x' }).cfg,
          balcony: u.balcony ? { name: 'b', type: 'open', maxdepth: 1.8, maxlength: 4 } : null,
        },
      }),
    ),
  );

interface Shape {
  length: number;
  width: number;
  height: number;
  cfg: Partial<BuildingCfg>;
}

const floors = (n: number, height = 3) => [defaultFloorCfg({ repeat_count: n, height })];
const flip = fc.constantFrom('none', 'x', 'y', 'xy' as const);

/** Random valid building shapes per block type. */
const shapes: Record<BlockType, fc.Arbitrary<Shape>> = {
  gallery_flats: fc
    .record({
      l: fc.integer({ min: 15, max: 120 }),
      w: fc.double({ min: 8, max: 16, noNaN: true }),
      n: fc.integer({ min: 1, max: 12 }),
      f: flip,
      cw: fc.double({ min: 1.5, max: 2.4, noNaN: true }),
    })
    .map((s) => ({
      length: s.l,
      width: s.w,
      height: 60,
      cfg: {
        blocktype: 'gallery_flats',
        floors: floors(s.n),
        flip_direction: s.f,
        flat: { gallery_side: 'front', full_length_corridors: true, corridor_width: s.cw },
      },
    })),
  corridor_flats: fc
    .record({
      l: fc.integer({ min: 15, max: 120 }),
      w: fc.double({ min: 12, max: 26, noNaN: true }),
      n: fc.integer({ min: 1, max: 12 }),
      f: flip,
      full: fc.boolean(),
    })
    .map((s) => ({
      length: s.l,
      width: s.w,
      height: 60,
      cfg: {
        blocktype: 'corridor_flats',
        floors: floors(s.n),
        flip_direction: s.f,
        flat: { gallery_side: 'front', full_length_corridors: s.full, corridor_width: null },
      },
    })),
  tower: fc
    .record({
      l: fc.integer({ min: 14, max: 40 }),
      w: fc.integer({ min: 14, max: 36 }),
      n: fc.integer({ min: 1, max: 20 }),
      shape: fc.constantFrom('u', 'o', 'h' as const),
      core: fc.constantFrom('staircase', 'staircase_elevator', 'wide_staircase_elevator' as const),
      apts: fc.integer({ min: 2, max: 12 }),
    })
    .map((s) => ({
      length: s.l,
      width: s.w,
      height: 70,
      cfg: {
        blocktype: 'tower',
        floors: floors(s.n),
        towertype: { shape: s.shape, core: s.core, apartments_per_floor: s.apts },
      },
    })),
  street_housing: fc
    .record({
      l: fc.integer({ min: 12, max: 150 }),
      w: fc.integer({ min: 8, max: 30 }),
      type: fc.constantFrom('terraced', 'back_to_back', 'detached', 'semi_detached' as const),
      parking: fc.constantFrom('garage', 'street' as const),
      frontage: fc.double({ min: 5, max: 9, noNaN: true }),
      depth: fc.double({ min: 8, max: 12, noNaN: true }),
      storeys: fc.integer({ min: 1, max: 3 }),
      pointed: fc.boolean(),
    })
    .map((s) => ({
      length: s.l,
      width: s.w,
      height: 12,
      cfg: {
        blocktype: 'street_housing',
        house: {
          ...defaultBuildingCfg().house,
          housetype: s.type,
          parking: s.parking,
          length: s.frontage,
          max_width: s.depth,
          residential_floors: s.storeys,
          roof_type: s.pointed ? 'pointed' : 'flat',
        },
      },
    })),
  street: fc
    .record({ l: fc.integer({ min: 5, max: 200 }), w: fc.double({ min: 2, max: 30, noNaN: true }) })
    .map((s) => ({ length: s.l, width: s.w, height: 0, cfg: { blocktype: 'street' } })),
  parking: fc
    .record({
      l: fc.integer({ min: 15, max: 100 }),
      w: fc.integer({ min: 10, max: 60 }),
      n: fc.integer({ min: 1, max: 4 }),
      surface: fc.boolean(),
      spiral: fc.boolean(),
    })
    .map((s) => ({
      length: s.l,
      width: s.w,
      height: 20,
      cfg: {
        blocktype: 'parking',
        floors: floors(s.n),
        parking: {
          car_density: 0.1,
          price_mode: 'sell_unit',
          parking_type: s.surface ? 'surface' : 'building',
          ramp_type: s.spiral ? 'spiral' : 'straight',
        },
      },
    })),
  pathway: fc
    .record({ l: fc.integer({ min: 5, max: 200 }), w: fc.double({ min: 1, max: 12, noNaN: true }) })
    .map((s) => ({ length: s.l, width: s.w, height: 0, cfg: { blocktype: 'pathway' } })),
  office: fc
    .record({
      l: fc.integer({ min: 15, max: 90 }),
      w: fc.double({ min: 10, max: 30, noNaN: true }),
      n: fc.integer({ min: 1, max: 10 }),
    })
    .map((s) => ({
      length: s.l,
      width: s.w,
      height: 50,
      cfg: { blocktype: 'office', floors: floors(s.n, 3.6) },
    })),
  distribution_centre: fc
    .record({
      l: fc.integer({ min: 30, max: 200 }),
      w: fc.integer({ min: 20, max: 150 }),
      docks: fc.integer({ min: 0, max: 14 }),
      od: fc.double({ min: 3.2, max: 6, noNaN: true }),
    })
    .map((s) => ({
      length: s.l,
      width: s.w,
      height: 12,
      cfg: {
        blocktype: 'distribution_centre',
        distribution_centre: { office_depth: s.od, loading_docks: s.docks, ground_floor_height: 6 },
      },
    })),
  none: fc.constant({ length: 20, width: 20, height: 10, cfg: { blocktype: 'none' } }),
  empty: fc
    .record({ l: fc.integer({ min: 1, max: 80 }) })
    .map((s) => ({ length: s.l, width: 20, height: 10, cfg: { blocktype: 'empty' } })),
  clear: fc
    .record({ l: fc.integer({ min: 1, max: 80 }) })
    .map((s) => ({ length: s.l, width: 20, height: 10, cfg: { blocktype: 'clear' } })),
};

/** A buildable area around the building: sometimes roomy, sometimes cutting it, at any rotation. */
const siteArb = fc.record({
  rot: fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
  halfX: fc.oneof(fc.constant(500), fc.double({ min: 5, max: 120, noNaN: true })),
  halfY: fc.oneof(fc.constant(500), fc.double({ min: 5, max: 120, noNaN: true })),
  cut: fc.constantFrom('none', 'notch', 'slant'),
  slant: fc.double({ min: 0.1, max: 0.9, noNaN: true }),
  /** Hug the building (a few metres either way), so a cut corner reaches into its footprint. */
  hug: fc.option(fc.double({ min: -2, max: 3, noNaN: true }), { freq: 2 }),
});
type Site = {
  rot: number;
  halfX: number;
  halfY: number;
  cut: 'none' | 'notch' | 'slant';
  slant: number;
  hug: number | null;
};

/**
 * The features on top of a block type's own settings: floor entries with offsets and roof types, shape
 * mode polygon, and towers on the building (or on each other). Blocks that cannot take them say so.
 */
const featuresArb = fc.record({
  offsets: fc.array(
    fc.record({
      dx: fc.constantFrom(0, 0, 0.9, -1.5, 3),
      dy: fc.constantFrom(0, 0, 0.6, -1),
      repeat: fc.integer({ min: 1, max: 3 }),
      pointed: fc.boolean(),
    }),
    { maxLength: 2 },
  ),
  polygon: fc.boolean(),
  towers: fc.array(
    fc.record({
      length: fc.option(fc.integer({ min: 10, max: 30 })),
      depth: fc.option(fc.integer({ min: 10, max: 24 })),
      angle: fc.option(fc.constantFrom(0, 10, 45, 90)),
      floors: fc.option(fc.integer({ min: 1, max: 8 })),
      blocktype: fc.constantFrom(null, 'tower', 'gallery_flats', 'corridor_flats', 'office'),
      shape: fc.constantFrom('u', 'o', 'h'),
      apartments: fc.integer({ min: 2, max: 8 }),
      onPrevious: fc.boolean(),
    }),
    { maxLength: 2 },
  ),
});
type Features = typeof featuresArb extends fc.Arbitrary<infer T> ? T : never;

const stackedBlocks = new Set<BlockType>(['gallery_flats', 'corridor_flats', 'tower', 'office', 'parking']);

function withFeatures(shape: Shape, f: Features, blocktype: BlockType): Shape {
  const cfg: Partial<BuildingCfg> = { ...shape.cfg, shape_mode: f.polygon ? 'polygon' : 'width_length' };
  if (stackedBlocks.has(blocktype) && shape.cfg.floors && f.offsets.length > 0) {
    const first = shape.cfg.floors[0]!;
    const extra: FloorCfg[] = f.offsets.map((o) =>
      defaultFloorCfg({
        height: first.height,
        repeat_count: o.repeat,
        offset_x: o.dx,
        offset_y: o.dy,
        roof_type: o.pointed ? 'pointed' : 'flat',
      }),
    );
    cfg.floors = [first, ...extra];
  }
  cfg.towers = f.towers.map((t, k): TowerCfg => ({
    name: `T${k}`,
    order: k,
    base_ref: t.onPrevious && k > 0 ? `T${k - 1}` : null,
    instance_ref: null,
    config: {
      repeat_count: t.floors,
      mindepth: t.depth,
      minlength: t.length,
      angle_degrees: t.angle,
      maxheight: null,
      blocktype: t.blocktype,
      towertype: { shape: t.shape, core: 'staircase_elevator', apartments_per_floor: t.apartments },
      flip_direction: null,
      functiontype: null,
      unit_id: null,
    },
  }));
  return { ...shape, height: Math.max(shape.height, f.towers.length > 0 ? 40 : 0), cfg };
}

function inputOf(shape: Shape, units: UnitInput[], site: Site): GeneratorInput {
  const hug = site.hug;
  const hx = hug === null ? site.halfX : Math.max(2, shape.length / 2 + hug);
  const hy = hug === null ? site.halfY : Math.max(2, shape.width / 2 + hug);
  // An L-shaped area when notched (the top-right quarter cut away); a corner cut off slanting when slanted.
  const ring =
    site.cut === 'notch'
      ? [
          [-hx, -hy],
          [hx, -hy],
          [hx, hy / 3],
          [hx / 3, hy / 3],
          [hx / 3, hy],
          [-hx, hy],
        ]
      : site.cut === 'slant'
        ? [
            [-hx, -hy],
            [hx, -hy],
            [hx, hy * (1 - 2 * site.slant)],
            [hx * (1 - 2 * site.slant), hy],
            [-hx, hy],
          ]
        : [
            [-hx, -hy],
            [hx, -hy],
            [hx, hy],
            [-hx, hy],
          ];
  return {
    building: {
      id: 'b1',
      name: 'b1',
      archetype: 0,
      maxlength: shape.length,
      maxwidth: shape.width,
      maxheight: shape.height,
      x: CX,
      y: CY,
      z: 0,
      rotate_z: radians(site.rot),
      version: 3,
      conceptId: 'c1',
      cfg: { ...defaultBuildingCfg(), ...shape.cfg },
    },
    units,
    site: { buildable_area: ring.map(([x, y]) => rdPoint(CX + x!, CY + y!)) },
  };
}

const spaceTarget = /^f\d+-s\d+$/;

describe.each(Object.keys(shapes) as BlockType[])('generator properties: %s', (blocktype) => {
  const arb = fc
    .tuple(shapes[blocktype], featuresArb, unitsArb, siteArb)
    .map(([s, f, u, site]) => inputOf(withFeatures(s, f, blocktype), u, site));
  const runs = { numRuns: 40, seed: 20261122 };

  it('the validator finds no violation the messages do not own up to', () => {
    fc.assert(
      fc.property(arb, (input) => {
        const r = generate(input);
        const violations = validateBuilding(r.model, {
          units: input.units,
          buildable_area: input.site.buildable_area,
          max_height: input.building.maxheight,
        });
        for (const v of violations) {
          const owned = r.messages.some(
            (m) => m.message === v.rule && (m.target === v.target || !spaceTarget.test(m.target)),
          );
          expect(
            owned,
            `${v.rule} at ${v.target} (${v.value}) has no message; messages: ${r.messages.map((m) => m.message + '@' + m.target).join(', ')}`,
          ).toBe(true);
        }
      }),
      runs,
    );
  }, 60_000);

  it('units + circulation + cores + ancillary + walls add up to the GFA within 0.5 %, and spaces tile each floor', () => {
    fc.assert(
      fc.property(arb, (input) => {
        const { model, form_factors: ff } = generate(input);
        const k = model.shape.instances.length;
        let gfa = 0;
        let galleries = 0;
        for (const f of model.children.floors) {
          const area = polygonArea(f.polygon);
          // open galleries are outdoor space: outside the GFA, in outdoor_circulation_area (ADR 0011)
          const gallery = f.spaces.filter((x) => x.subtype === 'gallery').reduce((s, x) => s + x.area_gross, 0);
          gfa += (area - gallery) * f.repeat_count * k;
          galleries += gallery * f.repeat_count * k;
          const gross = f.spaces.reduce((s, x) => s + x.area_gross, 0);
          expect(Math.abs(gross - area)).toBeLessThan(1e-6 * Math.max(1, area));
          const rects = f.spaces.map((s) => boundingRect(s.polygon));
          for (let i = 0; i < rects.length; i++)
            for (let j = i + 1; j < rects.length; j++)
              if (rectOverlapArea(rects[i]!, rects[j]!) > 1e-6)
                expect(intersectionArea(f.spaces[i]!.polygon, f.spaces[j]!.polygon)).toBeLessThan(1e-6);
        }
        expect(Math.abs(ff.gfa - gfa)).toBeLessThan(1e-6 * Math.max(1, gfa));
        expect(ff.outdoor_circulation_area).toBeCloseTo(galleries, 6);
        if (ff.gfa > 0) {
          const sum = ff.unit_area + ff.circulation_area + ff.core_area + ff.ancillary_area + ff.wall_area;
          expect(Math.abs(sum - ff.gfa) / ff.gfa).toBeLessThanOrEqual(0.005);
        }
      }),
      runs,
    );
  }, 60_000);

  it('GSI, FSI and the other ratios follow their definitions', () => {
    fc.assert(
      fc.property(arb, (input) => {
        const { model, form_factors: ff } = generate(input);
        const plot = polygonArea(input.site.buildable_area);
        expect(ff.plot_area).toBeCloseTo(plot, 6);
        const floorsOf = model.children.floors;
        const k = model.shape.instances.length;
        // Built area is the footprint seen from above: the union of every floor (overhangs included).
        const built = floorsOf.length ? k * unionArea(floorsOf.map((f) => f.polygon)) : 0;
        expect(ff.built_area).toBeCloseTo(built, 6);
        expect(ff.built_area).toBeGreaterThanOrEqual(
          k * Math.max(0, ...floorsOf.map((f) => polygonArea(f.polygon))) - 1e-6,
        );
        expect(ff.gsi).toBeCloseTo(built / plot, 9);
        expect(ff.fsi).toBeCloseTo(ff.gfa / plot, 9);
        expect(ff.gsi_envelope).toBeCloseTo(ff.envelope_area > 0 ? built / ff.envelope_area : 0, 9);
        if (floorsOf.every((f) => f.offset.x === 0 && f.offset.y === 0))
          expect(ff.built_area).toBeLessThanOrEqual(ff.envelope_area + 1e-6);
        // Every bit of the footprint is roof somewhere (a pointed roof only adds slope).
        expect(ff.roof_area).toBeGreaterThanOrEqual(ff.built_area - 1e-6);
        expect(ff.roof_area).toBeLessThanOrEqual(
          (k * floorsOf.reduce((s, f) => s + polygonArea(f.polygon), 0)) / Math.cos(Math.PI / 4) + 1e-6,
        );
        expect(ff.facade_ratio).toBeCloseTo(ff.gfa > 0 ? ff.facade_area / ff.gfa : 0, 9);
        expect(ff.roof_ratio).toBeCloseTo(ff.gfa > 0 ? ff.roof_area / ff.gfa : 0, 9);
        expect(ff.nfa).toBeLessThanOrEqual(ff.gfa + 1e-6);
        const units = floorsOf.reduce(
          (s, f) =>
            s + f.repeat_count * k * f.spaces.filter((x) => x.category === 'unit' && x.counts_as_unit).length,
          0,
        );
        expect(ff.units).toBe(units);
        expect(ff.average_unit_size).toBeCloseTo(units > 0 ? ff.unit_area / units : 0, 9);
        expect(ff.parking_per_unit).toBeCloseTo(units > 0 ? ff.parking_spots / units : 0, 9);
        expect(ff.parking_per_100m2).toBeCloseTo(ff.gfa > 0 ? (100 * ff.parking_spots) / ff.gfa : 0, 9);
        expect(ff.saleable_area + ff.non_saleable_area).toBeCloseTo(ff.gfa, 6);
        const galleryOf = (f: (typeof floorsOf)[number]) =>
          f.spaces.filter((x) => x.subtype === 'gallery').reduce((s, x) => s + x.area_gross, 0);
        expect(ff.volume).toBeCloseTo(
          floorsOf.reduce((s, f) => s + (polygonArea(f.polygon) - galleryOf(f)) * f.height * f.repeat_count * k, 0),
          6,
        );
        // The facade runs behind the open galleries: it differs from the outlines' by at most the galleries' rings.
        const wallsUp = (f: (typeof floorsOf)[number], length: number) => length * f.height * f.repeat_count * k;
        const outlineFacade = floorsOf.reduce((s, f) => s + wallsUp(f, polygonPerimeter(f.polygon)), 0);
        const galleryRings = floorsOf.reduce(
          (s, f) => s + wallsUp(f, f.spaces.filter((x) => x.subtype === 'gallery').reduce((t, x) => t + polygonPerimeter(x.polygon), 0)),
          0,
        );
        if (galleryRings === 0) expect(ff.facade_area).toBeCloseTo(outlineFacade, 6);
        else expect(Math.abs(ff.facade_area - outlineFacade)).toBeLessThanOrEqual(galleryRings + 1e-6);
        // BENG's loss area: the facade, and over and under every enclosed part a roof and an underside; open
        // galleries lie outside the envelope. Each entry adds at most its enclosed area twice (a pointed roof: sloped)
        const horizontal = ff.loss_area - ff.facade_area;
        const enclosedOf = (f: (typeof floorsOf)[number]) => polygonArea(f.polygon) - galleryOf(f);
        expect(horizontal).toBeGreaterThanOrEqual(2 * k * Math.max(0, ...floorsOf.map(enclosedOf)) - 1e-6);
        expect(horizontal).toBeLessThanOrEqual((2 * k * floorsOf.reduce((s, f) => s + enclosedOf(f), 0)) / Math.cos(Math.PI / 4) + 1e-6);
        if (galleryRings === 0) expect(horizontal).toBeGreaterThanOrEqual(2 * ff.built_area - 1e-6);
        // The highest point: the top of every floor, roof structures (lift machine rooms) included, as the rules
        // and the ILS checks measure a height; never below the tallest storey's top.
        const storeysTop = floorsOf.reduce((h, f) => (f.kind === 'storey' ? Math.max(h, f.z + f.height * f.repeat_count) : h), 0);
        expect(ff.max_height).toBeCloseTo(
          floorsOf.reduce((h, f) => Math.max(h, f.z + f.height * Math.max(1, f.repeat_count)), storeysTop),
          9,
        );
        expect(ff.max_height).toBeGreaterThanOrEqual(storeysTop);
        const byUse = ff.gfa_by_use;
        expect(
          byUse.residential + byUse.office + byUse.industrial + byUse.commercial + byUse.other,
        ).toBeCloseTo(ff.gfa, 4);
      }),
      runs,
    );
  }, 60_000);

  it('gives the same output for the same input', () => {
    fc.assert(
      fc.property(arb, (input) => {
        expect(JSON.stringify(generate(input))).toBe(JSON.stringify(generate(structuredClone(input))));
      }),
      { ...runs, numRuns: 10 },
    );
  }, 60_000);
});

// The properties above only mean something if the random inputs reach the features: count them.
describe('the random inputs reach every feature', () => {
  const reached = (blocktype: BlockType, n = 120) => {
    const arb = fc
      .tuple(shapes[blocktype], featuresArb, unitsArb, siteArb)
      .map(([s, f, u, site]) => inputOf(withFeatures(s, f, blocktype), u, site));
    const seen = { towers: 0, offsets: 0, polygon: 0, machineRooms: 0, pointed: 0, spiral: 0 };
    for (const input of fc.sample(arb, { numRuns: n, seed: 5 })) {
      const { model } = generate(input);
      const floors = model.children.floors;
      if (floors.some((f) => f.tower_index !== null)) seen.towers++;
      if (floors.some((f) => f.offset.x !== 0 || f.offset.y !== 0)) seen.offsets++;
      if (floors.some((f) => f.kind === 'storey' && f.polygon.length !== 4)) seen.polygon++;
      if (floors.some((f) => f.kind === 'roof_structure')) seen.machineRooms++;
      if (floors.some((f) => f.roof_type === 'pointed')) seen.pointed++;
      if (floors.some((f) => f.spaces.some((s) => s.subtype === 'spiral_ramp'))) seen.spiral++;
    }
    return seen;
  };
  it.each(['gallery_flats', 'corridor_flats', 'tower', 'office'] as BlockType[])(
    '%s: towers on it, floor offsets, polygon footprints, machine rooms and pointed roofs',
    (blocktype) => {
      const seen = reached(blocktype);
      expect(seen.towers).toBeGreaterThan(5);
      expect(seen.offsets).toBeGreaterThan(5);
      expect(seen.polygon).toBeGreaterThan(5);
      expect(seen.machineRooms).toBeGreaterThan(5);
      expect(seen.pointed).toBeGreaterThan(5);
    },
    60_000,
  );
  it('parking: spiral ramps and polygon footprints', () => {
    const seen = reached('parking');
    expect(seen.spiral).toBeGreaterThan(5);
    expect(seen.polygon).toBeGreaterThan(5);
  }, 60_000);
  it('empty ground: towers standing on it', () => {
    expect(reached('empty').towers).toBeGreaterThan(5);
  }, 60_000);
});

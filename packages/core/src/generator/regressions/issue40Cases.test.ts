import { describe, expect, it } from 'vitest';
import { pointInPolygon, pointOnBoundary, pointSegmentDistance } from '../../geometry/pointInPolygon';
import type { Polygon, Vec2 } from '../../geometry/vec2';
import type { FloorModel, Space } from '../buildingModel';
import type { GeneratorInput } from '../generatorInput';
import { assumedRules } from '../../constants/designRules';
import { blindPlinthShares } from '../quality/blindPlinth';
import { measureQuality } from '../quality/measureQuality';

// The outside review's cases D5-D13 of issue 40 (generator yield), each with the check of what was seen in
// it (../shared/generator-cases/README.md). regressions.test.ts runs them through the general check; here
// each gets the check of its own defect. The folder is read through the bundler's glob as there (core does no
// I/O): without it the glob is empty and no test is registered. A defect still open is an `it.fails` whose
// comment names what is left, so the test flips (and must be moved to `it`) when it is fixed.
const outside = import.meta.glob<GeneratorInput>('../../../../../../shared/generator-cases/*.input.json', {
  eager: true,
  import: 'default',
});
const caseOf = (prefix: string): GeneratorInput | undefined =>
  Object.entries(outside).find(([path]) => path.split('/').pop()!.startsWith(`${prefix}-`))?.[1];

/** Registers the test of one case when its file is present; `open` marks a defect not fixed yet. */
function caseTest(prefix: string, title: string, open: boolean, check: (input: GeneratorInput) => void): void {
  const input = caseOf(prefix);
  if (!input) return;
  (open ? it.fails : it)(`${prefix}: ${title}`, () => check(input));
}

const circulation = new Set(['gallery', 'corridor', 'hall', 'entrance']);
// Corridor and gallery 1.5 m net (design rules, spec 9).
const circulationWidthMeters = 1.5;
// A door lies on the shared wall of two rooms: on the gross outlines of both.
const doorToleranceMeters = 0.05;

function nearestOnRing(p: Vec2, ring: Polygon): { point: Vec2; distance: number } {
  let best = { point: ring[0]!, distance: Infinity };
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
    const q = { x: a.x + t * dx, y: a.y + t * dy };
    const d = Math.hypot(p.x - q.x, p.y - q.y);
    if (d < best.distance) best = { point: q, distance: d };
  }
  return best;
}

/** The unit normal of the outline's edge through `p`, pointing into the outline; null when `p` is on none. */
function inwardNormal(p: Vec2, ring: Polygon): Vec2 | null {
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < 1e-9 || pointSegmentDistance(p, a, b) > doorToleranceMeters) continue;
    const n = { x: -(b.y - a.y) / len, y: (b.x - a.x) / len };
    return pointInPolygon({ x: p.x + n.x * 0.01, y: p.y + n.y * 0.01 }, ring, 0) ? n : { x: -n.x, y: -n.y };
  }
  return null;
}

/**
 * The circulation space a door opens onto, when it is at least `widthMeters` wide straight in front of the
 * door (measured from the door square to its wall into the space's net outline, not from its bounding box).
 */
function circulationAtDoor(floor: FloorModel, door: Vec2, widthMeters: number): Space | undefined {
  return floor.spaces.find((c) => {
    if (!circulation.has(c.subtype)) return false;
    const n = inwardNormal(door, c.polygon);
    if (!n) return false;
    const wall = nearestOnRing(door, c.net_polygon).distance;
    const at = (t: number) => ({ x: door.x + n.x * (wall + t), y: door.y + n.y * (wall + t) });
    return pointInPolygon(at(0.05), c.net_polygon) && pointInPolygon(at(widthMeters - 0.05), c.net_polygon);
  });
}

/** Storage counted outside a storage room of the spec's size with a door onto circulation: what breaks item 3. */
function falseStorages(floors: readonly FloorModel[], storageSizeSquareMeters: number): string[] {
  const out: string[] = [];
  for (const f of floors)
    for (const s of f.spaces) {
      if (s.storage_units <= 0) continue;
      if (s.subtype !== 'storage') out.push(`${s.id} is ${s.subtype}`);
      else if (s.area_net < storageSizeSquareMeters - 1e-6) out.push(`${s.id} ${s.area_net.toFixed(1)} m2`);
      else if (!s.entrance) out.push(`${s.id} has no door`);
      else if (!circulationAtDoor(f, s.entrance, 0.9)) out.push(`${s.id} door not on circulation`);
    }
  return out;
}

const storageTotal = (floors: readonly FloorModel[]) =>
  floors.reduce((n, f) => n + f.spaces.reduce((m, s) => m + s.storage_units, 0) * f.repeat_count, 0);

// Private storage of 5 m2 (spec 9, storage default size; Bbl 4.31).
const storageSizeSquareMeters = 5;

/** Item 3: bergingen only in real storage rooms, and 1.0 to 1.3 of the need. */
function expectStorageThatIsStorage(input: GeneratorInput): void {
  const q = measureQuality(input);
  const floors = q.result.model.children.floors;
  expect(falseStorages(floors, storageSizeSquareMeters)).toEqual([]);
  expect(q.dwellings).toBeGreaterThan(0);
  const ratio = storageTotal(floors) / q.dwellings;
  expect(ratio).toBeGreaterThanOrEqual(1);
  expect(ratio).toBeLessThanOrEqual(1.3);
}

/** Shared length of the two outlines' boundaries, sampled every 0.1 m along the first. */
function sharedBoundaryMeters(a: Polygon, b: Polygon): number {
  let shared = 0;
  for (let i = 0; i < a.length; i++) {
    const p = a[i]!;
    const r = a[(i + 1) % a.length]!;
    const len = Math.hypot(r.x - p.x, r.y - p.y);
    const steps = Math.max(1, Math.ceil(len / 0.1));
    for (let k = 0; k < steps; k++) {
      const t = (k + 0.5) / steps;
      if (pointOnBoundary({ x: p.x + t * (r.x - p.x), y: p.y + t * (r.y - p.y) }, b, doorToleranceMeters))
        shared += len / steps;
    }
  }
  return shared;
}

describe('issue 40 outside cases D5-D13', () => {
  // A file without any test fails in vitest: say so when the outside folder is absent.
  it.skipIf(Object.keys(outside).length > 0)('../shared/generator-cases is absent: nothing to check', () => {});
  // Fixed (item 4, in part): the gallery is cut into a wedge; the end dwelling's door was 5.9 m from it and
  // the next doors faced a gallery narrower than 1.5 m. A cut apartment's door now moves to where the
  // circulation is wide enough, and one left with none is a leftover room with `leftover_space` (here the
  // three dwellings a storey beside the wedge: 68 -> 50). Left: widening the gallery into the wedge instead,
  // and reach as a walk along the circulation.
  caseTest('D5', 'every dwelling door opens onto circulation at least 1.5 m wide', false, (input) => {
    const q = measureQuality(input);
    expect(q.dwellings).toBeGreaterThan(0);
    const stranded: string[] = [];
    for (const f of q.result.model.children.floors)
      for (const s of f.spaces)
        if (s.category === 'unit' && s.counts_as_unit)
          if (!s.entrance || !circulationAtDoor(f, s.entrance, circulationWidthMeters)) stranded.push(s.id);
    expect(stranded).toEqual([]);
  });

  const towerStoreyCounts = (q: ReturnType<typeof measureQuality>) =>
    q.result.model.children.floors
      .filter((f) => f.kind === 'storey' && f.level > 0)
      .map((f) => f.spaces.filter((s) => s.category === 'unit' && s.counts_as_unit).length);

  // Fixed (item 2, the message): the storeys held 5 or 4 of the 8 apartments asked and nothing said so.
  caseTest('D6', 'a storey short of the apartments asked is named in a message with how many', false, (input) => {
    const q = measureQuality(input);
    const asked = input.building.cfg.towertype.apartments_per_floor;
    const built = towerStoreyCounts(q);
    expect(built.length).toBeGreaterThan(0);
    const short = q.result.messages.filter((m) => m.message === 'apartments_per_floor_short');
    if (built.every((n) => n >= asked)) expect(short).toEqual([]);
    else expect(short.map((m) => m.value)).toEqual([Math.min(...built)]);
  });

  // Open (item 2, the layout): the storeys hold 5 (one 4) where 6 fit: the ground floor of the same tower
  // shows 6 rooms of a dwelling type's size (2 front, 2 back, 2 sides); above it the back row is cut as one
  // large dwelling beside a widened hall. The plan weighs the mix (here 40/40/20 met exactly by 5 a storey)
  // before the count asked: a dwelling short weighs 5 points a storey (SHORT_WEIGHT), 6 of 8 would miss the
  // mix by 27 points. Left: the count first where the geometry allows, without breaking issue 22's mix goal.
  caseTest('D6', 'each storey holds what was asked, or the most that fits (6 of 8)', true, (input) => {
    const asked = input.building.cfg.towertype.apartments_per_floor;
    for (const n of towerStoreyCounts(measureQuality(input))) expect(n).toBeGreaterThanOrEqual(Math.min(asked, 6));
  });

  // Fixed (item 3): leftover rooms no longer count as bergingen (49 -> 26 storages for 25 dwellings), and the
  // rooms behind the staircase in the core column (5 of the 26), with no door but through it, open onto a lobby
  // from the hall to the lift, now at the facade (26 storages for 26 dwellings). Left: a core without a lift has
  // a shaft behind its stair.
  caseTest('D7', 'every berging is a storage room with a door onto circulation', false, expectStorageThatIsStorage);

  // Fixed (item 3): the 43-77 m2 empty rooms beside the cores counted as bergingen (9.6 a dwelling). Leftover
  // rooms hold none, and the stretches beside the cores are homes: the first and last cores of a corridor open
  // their staircase door at the column's side toward the end beyond them, so they stand a 100 m2 dwelling in
  // from the through end units within the 20 m dead end, and the core search tries the even spread's moves
  // apart (60 -> 92 dwellings, leftover 25 % -> 0 % of the GFA).
  caseTest('D8', 'leftover rooms are no storage, and the storage holds 1.0-1.3 the need', false, (input) => {
    expectStorageThatIsStorage(input);
    const q = measureQuality(input);
    const leftover = q.result.model.children.floors.reduce(
      (a, f) => a + f.spaces.filter((s) => s.subtype === 'leftover').reduce((b, s) => b + s.area_gross, 0) * f.repeat_count,
      0,
    );
    expect(leftover / q.result.form_factors.gfa).toBeLessThanOrEqual(0.05);
  });

  // Fixed (item 3, the plinth): storage and bicycle rooms took the whole ground floor along both facades. A
  // corridor slab's plinth storage rooms now take at most half its length (slabFloor's blindBudget), the
  // storages they cannot hold go to storage rooms on the storeys above (79 -> 77 dwellings, 6 on the ground
  // floor, 96 -> 88 storages); a gallery slab's plinth too since stop 66 (its D8 in regressions.test.ts).
  caseTest('D9', 'the plinth stays active: at most half of each facade blind', false, (input) => {
    const q = measureQuality(input);
    const ground = q.result.model.children.floors.find((f) => f.level === 0 && f.kind === 'storey')!;
    for (const share of blindPlinthShares(ground)) expect(share).toBeLessThanOrEqual(0.5);
    expect(q.dwellings).toBeGreaterThan(0);
  });

  // Fixed (item 5): the houses were 7.8 m deep with the shed against the rear facade and no garden. A house is
  // now as deep as its unit types ask at the preferred frontage (at most house.max_width), with a rear garden
  // of at least `garden_min_depth` (10 m by default) and the shed at its far end, clear of the house; this
  // plot (17 m, 6.8 of them street bays and pavement) has no room for both, so the houses keep their depth,
  // the garden is 3.4 m with the shed in it and `garden_too_shallow` says so (7 -> 6 houses: the shed's metre
  // clear of the back facade). The same plot 30 m deep holds 10 houses of 12 m with gardens of 11.25 m.
  const expectGardens = (input: GeneratorInput, short: boolean) => {
    const q = measureQuality(input);
    const ground = q.result.model.children.floors.find((f) => f.level === 0)!;
    const houses = ground.spaces.filter((s) => s.category === 'unit' && s.counts_as_unit);
    expect(houses.length).toBeGreaterThan(0);
    const plotRearY = Math.max(...q.result.model.shape.outer_polygon.map((p) => p.y), input.building.maxwidth);
    const sheds = q.result.model.children.functions.filter((s) => s.subtype === 'storage');
    expect(sheds.length).toBe(houses.length);
    const said = q.result.messages.filter((m) => m.message === 'garden_too_shallow');
    expect(said.length).toBe(short ? 1 : 0);
    for (const h of houses) {
      const garden = plotRearY - Math.max(...h.polygon.map((p) => p.y));
      if (short) expect(Math.abs(garden - Number(said[0]!.value))).toBeLessThanOrEqual(0.05);
      else expect(garden).toBeGreaterThanOrEqual(assumedRules.gardenMinDepthMeters);
      for (const shed of sheds) expect(sharedBoundaryMeters(shed.polygon, h.polygon)).toBe(0);
    }
  };
  caseTest('D10', 'every house has a rear garden with its shed in it, or a message says how deep it is', false, (input) =>
    expectGardens(input, true),
  );
  caseTest('D10', 'on a plot 30 m deep every house has a rear garden of at least 10 m', false, (input) =>
    expectGardens({ ...input, building: { ...input.building, maxwidth: 30 }, site: { ...input.site, buildable_area: [] } }, false),
  );

  // Fixed (item 6): the areas differed from the GFA by 0.69 % (a 0.3 m sliver behind the spiral ramp, whose
  // wall overlapped the facade's); the ramp now takes a sliver narrower than a room.
  caseTest('D11', 'the areas add up to the GFA within 0.5 %', false, (input) => {
    expect(measureQuality(input).areaBalance).toBeLessThanOrEqual(0.005);
  });

  // Fixed (item 6): five bays a level behind the spiral touched no aisle and were too short (only
  // `footprint_shortened` was said); the bay row behind the ramp now starts after it.
  caseTest('D12', 'every parking bay lies on an aisle and is of full size', false, (input) => {
    const q = measureQuality(input);
    expect(q.violations.filter((v) => v.rule === 'parking_bay_too_small')).toEqual([]);
    for (const f of q.result.model.children.floors) {
      const aisles = f.spaces.filter((s) => s.subtype === 'aisle' || s.subtype === 'ramp' || s.subtype === 'spiral_ramp');
      for (const bay of f.spaces.filter((s) => s.subtype === 'parking_bay'))
        expect(
          aisles.some((a) => sharedBoundaryMeters(bay.polygon, a.polygon) >= 2),
          bay.id,
        ).toBe(true);
    }
    expect(q.result.form_factors.parking_spots).toBeGreaterThan(0);
  });

  // Fixed (item 6): the office parts declared the staircase's door point as theirs, 2.65 m outside the office;
  // each office's door is now in its wall against the staircase it is entered from.
  caseTest('D13', "every office's door lies on the office's own outline", false, (input) => {
    const q = measureQuality(input);
    const offices = q.result.model.children.floors.flatMap((f) => f.spaces.filter((s) => s.subtype === 'office'));
    expect(offices.length).toBeGreaterThan(0);
    for (const o of offices) {
      expect(o.entrance, o.id).not.toBeNull();
      const d = Math.min(
        ...o.polygon.map((p, i) => pointSegmentDistance(o.entrance!, p, o.polygon[(i + 1) % o.polygon.length]!)),
      );
      expect(d, o.id).toBeLessThanOrEqual(doorToleranceMeters);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { validateBuilding } from '../validateBuilding';
import { generate } from '../versions';
import { blockExamples } from './blockExamples';

describe.each(blockExamples().map((e) => [e.name, e] as const))(
  'worked example %s (docs/generator.md)',
  (_name, example) => {
    const result = generate(example.input);
    const ff = result.form_factors;

    it('has the hand-checked unit count and GFA', () => {
      expect(ff.units).toBe(example.expected.units);
      expect(ff.gfa).toBeCloseTo(example.expected.gfa, 6);
      if (example.expected.parking_spots !== undefined)
        expect(ff.parking_spots).toBe(example.expected.parking_spots);
      if (example.expected.paved_area !== undefined)
        expect(ff.paved_area).toBeCloseTo(example.expected.paved_area, 6);
      if (example.expected.green_area !== undefined)
        expect(ff.green_area).toBeCloseTo(example.expected.green_area, 6);
      if (example.expected.trees !== undefined) expect(ff.trees).toBe(example.expected.trees);
      if (example.expected.built_area !== undefined)
        expect(ff.built_area).toBeCloseTo(example.expected.built_area, 6);
      if (example.expected.roof_area !== undefined)
        expect(ff.roof_area).toBeCloseTo(example.expected.roof_area, 6);
      if (example.expected.facade_area !== undefined)
        expect(ff.facade_area).toBeCloseTo(example.expected.facade_area, 6);
      expect(ff.outdoor_circulation_area).toBeCloseTo(example.expected.outdoor_circulation_area ?? 0, 6);
    });

    it('meets every design rule and needs no message', () => {
      const input = example.input;
      expect(
        validateBuilding(result.model, {
          units: input.units,
          buildable_area: input.site.buildable_area,
          max_height: input.building.maxheight,
        }),
      ).toEqual([]);
      expect(result.messages.map((m) => m.message)).toEqual(example.expected.messages ?? []);
    });
  },
);

const round = (v: number) => Math.round(v * 1000) / 1000;

describe('gallery flats example, unit by unit', () => {
  const r = generate(blockExamples().find((e) => e.name === 'gallery_flats')!.input);
  const unitsOf = (floor: number) =>
    r.model.children.floors[floor]!.spaces.filter((s) => s.category === 'unit').map((s) => [
      round(s.polygon[0]!.x),
      round(s.polygon[1]!.x),
      round(s.area_net),
    ]);

  it('puts a unit and a storage room of 6 private storages left of the core, the entrance hall and a unit right of it on the ground floor', () => {
    // Storage sized to need: 6 dwellings, 6 storages in the room and 1 in the core column's rest room (a
    // room of 12 right of the entrance hall before).
    expect(unitsOf(0)).toEqual([
      [0, 12.3, 88.5],
      [27.7, 40, 88.5],
    ]);
    const storage = r.model.children.floors[0]!.spaces.find((s) => s.subtype === 'storage')!;
    expect([round(storage.polygon[0]!.x), storage.storage_units]).toEqual([12.3, 6]);
    expect(
      r.model.children.floors[0]!.spaces.find((s) => s.subtype === 'entrance')?.polygon[0]?.x,
    ).toBeCloseTo(21.4, 9);
  });

  it('puts four units on the upper floor, widened on the 0.3 m grid until the row is full', () => {
    expect(unitsOf(1)).toEqual([
      [0, 9.6, 68.25],
      [9.6, 18.6, 66],
      [21.4, 30.7, 68.25],
      [30.7, 40, 66],
    ]);
  });

  it('gives the staircase its 2.6 x 4.8 m inside the walls, reached from the gallery', () => {
    const stair = r.model.children.floors[1]!.spaces.find((s) => s.subtype === 'staircase')!;
    expect(stair.area_net).toBeCloseTo(2.6 * 4.8, 9);
    expect(stair.entrance).toEqual({ x: 20, y: 2 });
  });
});

describe('U tower example', () => {
  const r = generate(blockExamples().find((e) => e.name === 'tower_u')!.input);
  const areas = (floor: number) =>
    r.model.children.floors[floor]!.spaces.filter((s) => s.category === 'unit').map(
      (s) => Math.round(s.area_net * 1000) / 1000,
    );

  it('has two 99.5 m2 units at the front and 78.7 and 77.9 m2 beside the core upstairs', () => {
    expect(areas(1)).toEqual([99.475, 99.475, 78.715, 77.85]);
  });

  it('gives the first front slot of the ground floor to the entrance hall and bicycles, a side slot to storage', () => {
    expect(areas(0)).toEqual([99.475, 77.85]);
    // The hall is sized by the floor's entrance_size (50 m2 over the slot's depth, on the grid).
    const hall = r.model.children.floors[0]!.spaces.find((s) => s.subtype === 'entrance')!;
    expect(hall.area_gross).toBeGreaterThanOrEqual(50);
    expect(hall.area_gross).toBeLessThan(50 + 0.3 * 10);
    const rooms = r.model.children.floors[0]!.spaces.filter((s) => s.subtype === 'bicycle' || s.subtype === 'storage');
    expect(rooms.reduce((n, s) => n + s.storage_units, 0)).toBeGreaterThanOrEqual(9);
    expect(rooms.reduce((n, s) => n + s.bicycle_racks, 0)).toBeGreaterThanOrEqual(5);
    expect(r.model.children.floors[0]!.spaces.filter((s) => s.subtype === 'entrance')).toHaveLength(1);
  });
});

describe('feature examples, space by space (docs/generator.md)', () => {
  const unitAreas = (name: string, floor: number) =>
    generate(blockExamples().find((e) => e.name === name)!.input)
      .model.children.floors[floor]!.spaces.filter((s) => s.category === 'unit')
      .map((s) => round(s.area_net));

  it('setback: the top floor, 7.5 m east, keeps its staircase over the one below and refills around it', () => {
    const r = generate(blockExamples().find((e) => e.name === 'setback')!.input);
    const stair = (f: number) => r.model.children.floors[f]!.spaces.find((s) => s.subtype === 'staircase')!;
    expect(stair(2).polygon).toEqual(stair(1).polygon);
    expect(unitAreas('setback', 2)).toEqual([79.5, 63.75, 63.75, 61.5]);
  });

  it('polygon footprint: the slanted east end cuts the end units to 61.5975 and 84.0975 m2', () => {
    expect(unitAreas('polygon_footprint', 1)).toEqual([68.25, 66, 68.25, 61.598]);
    expect(unitAreas('polygon_footprint', 0)).toEqual([88.5, 84.098]);
  });

  it('podium towers: two U towers of four storeys on the parking level, a machine room on each', () => {
    const r = generate(blockExamples().find((e) => e.name === 'podium_towers')!.input);
    expect(r.model.children.towers.map((t) => [t.name, t.z, t.height])).toEqual([
      ['West', 3, 12],
      ['Oost', 3, 12],
    ]);
    const rooms = r.model.children.floors.filter((f) => f.kind === 'roof_structure');
    expect(rooms.map((f) => [f.tower_index, f.z, round(f.spaces[0]!.area_gross)])).toEqual([
      [0, 15, 9.99],
      [1, 15, 9.99],
    ]);
    // The first tower floor on the podium has its own layout: a front slot holds the tower's storage room, a
    // 2.3 m strip off the other front dwelling (99.475 -> 80.445 m2, still within 70-110) its bicycle room.
    expect(unitAreas('podium_towers', 1)).toEqual([80.445, 78.715, 77.85]);
    expect(unitAreas('podium_towers', 2)).toEqual([99.475, 99.475, 78.715, 77.85]);
  });

  it('spiral ramp: 10 x 17 m inside its walls in the corner, 42 bays a level', () => {
    const r = generate(blockExamples().find((e) => e.name === 'parking_spiral')!.input);
    const spiral = r.model.children.floors[0]!.spaces.find((s) => s.subtype === 'spiral_ramp')!;
    expect(round(spiral.area_net)).toBe(170);
    expect(r.model.children.floors[0]!.spaces.reduce((n, s) => n + s.parking_spots, 0)).toBe(42);
  });
});

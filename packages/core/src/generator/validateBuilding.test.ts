import { describe, expect, it } from 'vitest';
import { rdPoint } from '../units/units';
import type { BuildingModel, Space } from './buildingModel';
import { blockExamples } from './examples/blockExamples';
import { validateBuilding } from './validateBuilding';
import { generate } from './versions';

const example = (name: string) => {
  const e = blockExamples().find((x) => x.name === name)!;
  return { input: e.input, model: generate(e.input).model };
};
const clone = (m: BuildingModel): BuildingModel => structuredClone(m);
const shrink = (s: Space, axis: 'x' | 'y', by: number) => {
  s.net_polygon = s.net_polygon.map((p, k) =>
    axis === 'x' ? { ...p, x: k === 1 || k === 2 ? p.x - by : p.x } : { ...p, y: k >= 2 ? p.y - by : p.y },
  );
};
const rules = (m: BuildingModel, ctx = {}) => validateBuilding(m, ctx).map((v) => `${v.rule}@${v.target}`);

describe('validateBuilding', () => {
  it('passes a generated gallery flat and flags a thinned outer wall', () => {
    const { model } = example('gallery_flats');
    expect(rules(model)).toEqual([]);
    const m = clone(model);
    m.walls[0]!.thickness_meters = 0.3;
    expect(rules(m)).toEqual(['wall_too_thin@floor 0 outer wall']);
  });

  it('flags a gallery narrowed below 1.5 m and a staircase shorter than 4.8 m', () => {
    const m = clone(example('gallery_flats').model);
    const spaces = m.children.floors[1]!.spaces;
    shrink(
      spaces.find((s) => s.subtype === 'gallery')!,
      'y',
      0.2,
    );
    shrink(
      spaces.find((s) => s.subtype === 'staircase')!,
      'y',
      0.5,
    );
    // The shortened staircase no longer covers the full stair below it either.
    expect(rules(m)).toEqual([
      'corridor_too_narrow@f1-s0',
      'staircase_too_small@f1-s1',
      'core_not_stacked@f1-s1',
    ]);
  });

  it('checks units against their own unit config: depth, size and balcony', () => {
    const { model, input } = example('gallery_flats');
    const units = input.units.map((u) => ({
      ...u,
      cfg: {
        ...u.cfg,
        maxdepth: 7,
        two_window_maxdepth: 7,
        balcony: { name: 'b', type: 'open', maxdepth: 2, maxlength: 4 },
      },
    }));
    const found = validateBuilding(model, { units }).map((v) => v.rule);
    expect(found.filter((r) => r === 'unit_depth_out_of_range')).toHaveLength(6);
    expect(found.filter((r) => r === 'balcony_too_small')).toHaveLength(6);
    // The upper floor's units fall below a 70 m2 minimum (the ground floor's two are 88.5 m2 each).
    const small = input.units.map((u) => ({ ...u, size: 70 }));
    expect(
      validateBuilding(model, { units: small })
        .filter((v) => v.rule === 'unit_size_out_of_range')
        .map((v) => v.target),
    ).toEqual(['f1-s3', 'f1-s4', 'f1-s5', 'f1-s6']);
  });

  it('measures the walk from each upper door to the staircase', () => {
    const m = clone(example('gallery_flats').model);
    const unit = m.children.floors[1]!.spaces.find((s) => s.category === 'unit')!;
    unit.entrance = { x: -40, y: 2 };
    expect(rules(m)).toEqual([`staircase_out_of_reach@${unit.id}`]);
  });

  it('flags parking bays narrower than 2.4 m and a loading dock shorter than 35 m', () => {
    const parking = clone(example('parking').model);
    shrink(
      parking.children.floors[0]!.spaces.find((s) => s.subtype === 'parking_bay')!,
      'x',
      0.3,
    );
    expect(rules(parking).map((r) => r.split('@')[0])).toEqual(['parking_bay_too_small']);
    const dc = clone(example('distribution_centre').model);
    shrink(
      dc.children.functions.find((s) => s.subtype === 'loading_dock')!,
      'y',
      1,
    );
    expect(rules(dc).map((r) => r.split('@')[0])).toEqual(['loading_dock_too_small']);
  });

  it('flags floors below 3 m for homes, the height limit and leaving the buildable area', () => {
    const { model } = example('tower_u');
    const m = clone(model);
    m.children.floors[0]!.height = 2.7;
    expect(rules(m)).toEqual(['floor_height_below_minimum@floor 0']);
    expect(rules(model, { max_height: 8 })).toEqual(['max_height_exceeded@height']);
    const cx = 155_000;
    const cy = 463_000;
    const tight = [
      rdPoint(cx - 12, cy - 10),
      rdPoint(cx + 11, cy - 10),
      rdPoint(cx + 11, cy + 10),
      rdPoint(cx - 12, cy + 10),
    ];
    expect(rules(model, { buildable_area: tight })).toContain('outside_buildable_area@instance 0 floor 0');
  });
});

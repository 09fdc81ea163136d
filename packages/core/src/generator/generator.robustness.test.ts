import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { radians } from '../units/units';
import { blockExamples } from './examples/blockExamples';
import { blockTypes } from './enums';
import { generate } from './versions';

// Whatever numbers a form lets through, generation answers with a model and messages, never an exception.
const odd = fc.oneof(
  fc.double({ min: -50, max: 400, noNaN: false }),
  fc.constantFrom(0, -1, Number.NaN, Infinity, 1e-9),
);

describe('generator robustness', () => {
  it('never throws and keeps form factors finite on odd inputs', () => {
    const base = blockExamples()[0]!.input;
    fc.assert(
      fc.property(
        fc.record({
          blocktype: fc.constantFrom(...blockTypes),
          length: odd,
          width: odd,
          height: odd,
          floorHeight: odd,
          repeat: odd,
          increment: odd,
          size: odd,
          apartments: odd,
          rot: odd,
          houseLength: odd,
          houseDepth: odd,
          storeys: odd,
          docks: odd,
          officeDepth: odd,
          corridor: odd,
          param: fc.constantFrom('', 'abc', '-1', '0', '1,5', 'NaN', '1e9'),
          offset: odd,
          polygon: fc.boolean(),
          spiral: fc.boolean(),
          towerSize: odd,
          towerFloors: odd,
          towerAngle: odd,
          baseRef: fc.constantFrom(null, '', 'T0', 'T1', 'nobody'),
        }),
        (v) => {
          const cfg = base.building.cfg;
          const input = {
            ...base,
            units: base.units.map((u) => ({ ...u, size: v.size, size_max: v.size })),
            building: {
              ...base.building,
              maxlength: v.length,
              maxwidth: v.width,
              maxheight: v.height,
              rotate_z: radians(v.rot),
              cfg: {
                ...cfg,
                blocktype: v.blocktype,
                floor_height: v.floorHeight,
                floors: [
                  { ...cfg.floors[0]!, repeat_count: v.repeat, height: v.floorHeight },
                  {
                    ...cfg.floors[0]!,
                    offset_x: v.offset,
                    offset_y: -v.offset,
                    roof_type: 'pointed' as const,
                  },
                ],
                shape_mode: v.polygon ? ('polygon' as const) : ('width_length' as const),
                parking: {
                  ...cfg.parking,
                  ramp_type: v.spiral ? ('spiral' as const) : ('straight' as const),
                },
                // Stored tower entries can be partial or nonsense: they must become messages, not throws.
                towers: [
                  {
                    name: 'T0',
                    order: 0,
                    base_ref: v.baseRef,
                    instance_ref: 'T1',
                    config: {
                      repeat_count: v.towerFloors,
                      mindepth: v.towerSize,
                      minlength: v.towerSize,
                      angle_degrees: v.towerAngle,
                      maxheight: v.height,
                      blocktype: null,
                      towertype: null,
                      flip_direction: null,
                      functiontype: null,
                      unit_id: 'missing',
                    },
                  },
                  { name: 'T1', order: v.towerFloors, base_ref: 'T0', instance_ref: 'T0' } as never,
                ],
                grids: { ...cfg.grids, grid_increments: v.increment },
                towertype: { ...cfg.towertype, apartments_per_floor: v.apartments },
                house: {
                  ...cfg.house,
                  length: v.houseLength,
                  max_width: v.houseDepth,
                  residential_floors: v.storeys,
                },
                distribution_centre: {
                  office_depth: v.officeDepth,
                  loading_docks: v.docks,
                  ground_floor_height: v.floorHeight,
                },
                flat: { ...cfg.flat, corridor_width: v.corridor },
                generation_parameters: {
                  corridor_width: v.param,
                  staircase_length: v.param,
                  outer_wall_thickness: v.param,
                },
              },
            },
          };
          const r = generate(input);
          for (const [k, x] of Object.entries(r.form_factors)) {
            if (typeof x === 'number') expect(Number.isFinite(x), k).toBe(true);
          }
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  }, 60_000);
});

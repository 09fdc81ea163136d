import { describe, expect, it } from 'vitest';
import { designRules } from '../../constants/designRules';
import { rectPolygon } from '../../geometry/rect';
import type { BuildingModel, FloorModel } from '../buildingModel';
import { blockExamples } from '../examples/blockExamples';
import { defaultGenerationParameters, resolveRules } from '../generationParameters';
import { draft, finalizeFloor } from '../layout/floorDraft';
import { validateBuilding } from '../validateBuilding';
import { generate } from '../versions';
import { farthestPoint, nearestStairDoor, reachPoint } from './staircaseReach';

const rules = resolveRules(designRules, [defaultGenerationParameters()], 'b').rules;

/**
 * The distribution centre example with its upper floor replaced by a strip of 48 x 6 m: a staircase at
 * its start (door at x = 5) and one 43 m space of `functiontype` beside it, entered at the stair's door.
 */
function stripModel(functiontype: 'office' | 'apartment'): { model: BuildingModel; floor: FloorModel } {
  const e = blockExamples().find((x) => x.name === 'distribution_centre')!;
  const model = structuredClone(generate(e.input).model);
  const floor = model.children.floors.find((f) => f.level > 0)!;
  const door = { x: 5, y: 3 };
  const outline = { x0: 0, y0: 0, x1: 48, y1: 6 };
  floor.spaces = finalizeFloor(
    [
      draft({ x0: 0, x1: 5, y0: 0, y1: 6 }, 'staircase', 'staircase', 'core', {
        depthAxis: 'x',
        entrance: door,
      }),
      draft(
        { x0: 5, x1: 48, y0: 0, y1: 6 },
        functiontype,
        functiontype === 'office' ? 'office' : 'unit',
        'unit',
        {
          entrance: door,
        },
      ),
    ],
    outline,
    rules,
    floor.index,
    floor.z,
  ).spaces;
  return { model, floor };
}

const reachViolations = (m: BuildingModel) =>
  validateBuilding(m).filter((v) => v.rule === 'staircase_out_of_reach');

describe('staircase reach: offices from their farthest point, dwellings from their door', () => {
  it('finds the corner farthest from a single door', () => {
    const strip = rectPolygon({ x0: 0, y0: 0, x1: 40, y1: 5 });
    const p = farthestPoint(strip, [{ x: 0, y: 2.5 }]);
    expect(nearestStairDoor(p, [{ x: 0, y: 2.5 }])).toBeCloseTo(42.5, 9);
    expect(p.x).toBe(40);
  });

  it('finds the point halfway between two doors, which no corner is', () => {
    const strip = rectPolygon({ x0: 0, y0: 0, x1: 40, y1: 5 });
    const doors = [
      { x: 0, y: 2.5 },
      { x: 40, y: 2.5 },
    ];
    const p = farthestPoint(strip, doors);
    expect(nearestStairDoor(p, doors)).toBeCloseTo(22.5, 9);
    expect(p.x).toBeCloseTo(20, 9);
    for (const c of strip) expect(nearestStairDoor(c, doors)).toBeLessThan(22.5);
  });

  it('measures an office strip longer than the reach from its far end, though its door is at the stair', () => {
    const { model, floor } = stripModel('office');
    const office = floor.spaces.find((s) => s.functiontype === 'office')!;
    const doors = [{ x: 5, y: 3 }];
    const p = reachPoint(office, floor, doors)!;
    // The net floor's far corner: 48 m less the end facade wall, 3 m off the door's line less the facade wall.
    const far = 48 - rules.outerWallThicknessMeters - 5 + 3 - rules.outerWallThicknessMeters;
    expect(nearestStairDoor(p, doors)).toBeCloseTo(far, 6);
    expect(far).toBeGreaterThan(30);
    const found = reachViolations(model);
    expect(found.map((v) => v.target)).toEqual([office.id]);
    expect(found[0]!.value).toBeCloseTo(far, 3);
  });

  it('keeps measuring a dwelling from its door: its own inner route is no escape route', () => {
    const { model, floor } = stripModel('apartment');
    const home = floor.spaces.find((s) => s.functiontype === 'apartment')!;
    expect(reachPoint(home, floor, [{ x: 5, y: 3 }])).toEqual({ x: 5, y: 3 });
    expect(reachViolations(model)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { BuildingModel, Space } from '../buildingModel';
import { blockExamples } from '../examples/blockExamples';
import { validateBuilding } from '../validateBuilding';
import { generate } from '../versions';
import { spaceChecks } from './spaceChecks';

const models = blockExamples().map((e) => generate(e.input).model);

/** The first generated space of a subtype, in a copy of its model. */
function firstSpace(subtype: string): { model: BuildingModel; space: Space } | null {
  for (const model of models) {
    const copy = structuredClone(model);
    for (const f of [...copy.children.floors.flatMap((g) => g.spaces), ...copy.children.functions])
      if (f.subtype === subtype) return { model: copy, space: f };
  }
  return null;
}

/** Halve a space's net outline towards its first corner. */
function halve(s: Space): void {
  const o = s.net_polygon[0]!;
  s.net_polygon = s.net_polygon.map((p) => ({ x: o.x + (p.x - o.x) / 2, y: o.y + (p.y - o.y) / 2 }));
}

describe('the space checks', () => {
  it('have one name each', () => {
    expect(new Set(spaceChecks.map((c) => c.name)).size).toBe(spaceChecks.length);
  });

  it.each([
    ['elevator', 'elevator_too_small'],
    ['machine_room', 'machine_room_too_small'],
    ['staircase', 'staircase_too_small'],
    ['parking_bay', 'parking_bay_too_small'],
    ['gallery', 'corridor_too_narrow'],
  ])('flag a %s halved in size (%s) where a generated building has one', (subtype, rule) => {
    const found = firstSpace(subtype);
    expect(found, `no generated example has a ${subtype}`).not.toBeNull();
    const { model, space } = found!;
    expect(validateBuilding(model).filter((v) => v.target === space.id)).toEqual([]);
    halve(space);
    expect(validateBuilding(model).map((v) => `${v.rule}@${v.target}`)).toContain(`${rule}@${space.id}`);
  });
});

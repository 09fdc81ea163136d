import { describe, expect, it } from 'vitest';
import { polygonArea } from '../geometry/polygonArea';
import { generate, standardConcept } from './index';
import { modelFootprints } from './modelFootprints';

describe('modelFootprints', () => {
  it.each(standardConcept().map((input) => [input.building.id, input] as const))('draws the ground of %s in RD metres, covering its built area', (_id, input) => {
    const result = generate(input);
    const prints = modelFootprints(result.model);
    const floors = prints.filter((p) => p.kind === 'floor');
    expect(floors.length).toBeGreaterThan(0);
    // RD New: x within 0-300 km, y within 300-625 km
    for (const p of floors) for (const v of p.ring) expect(v.x > 0 && v.x < 300_000 && v.y > 300_000 && v.y < 625_000).toBe(true);
    const ground = floors.reduce((s, p) => s + polygonArea(p.ring), 0);
    expect(ground).toBeGreaterThanOrEqual(result.form_factors.built_area - 0.01);
  });
});

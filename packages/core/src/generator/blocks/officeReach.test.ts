import { describe, expect, it } from 'vitest';
import { assumedRules } from '../../constants/designRules';
import { measureQuality, randomInput } from '../quality/index';
import { nearestStairDoor, reachPoint, stairDoorsOf } from '../validations/staircaseReach';

/** Every office above the ground: the walk from its farthest point to its nearest staircase door. */
function officeWalks(q: ReturnType<typeof measureQuality>): number[] {
  return q.result.model.children.floors.flatMap((f) => {
    const doors = stairDoorsOf(f);
    return f.spaces
      .filter((s) => s.functiontype === 'office' && f.level > 0)
      .map((s) => nearestStairDoor(reachPoint(s, f, doors)!, doors));
  });
}

describe('office floors: every point of an office within the staircase reach', () => {
  // Long office slabs whose far ends lay beyond the reach while their doors did not (measured from the
  // door before): 6 (57 x 12 m), 10 (55 x 19.3 m), 11 (56 x 16.2 m). The core placement is searched, and a
  // core added, until the far ends are within reach.
  it.each([6, 10, 11])('randomInput(office, %i): far ends within reach', (seed) => {
    const q = measureQuality(randomInput('office', seed));
    const walks = officeWalks(q);
    expect(walks.length).toBeGreaterThan(0);
    expect(Math.max(...walks)).toBeLessThanOrEqual(assumedRules.staircaseReachMeters + 1e-6);
    expect(q.violations.filter((v) => v.rule === 'staircase_out_of_reach')).toEqual([]);
    for (const f of q.result.model.children.floors.filter((g) => g.kind === 'storey'))
      expect(f.spaces.filter((s) => s.functiontype === 'staircase').length).toBeGreaterThan(1);
  });

  // Distribution centres of 148 and 163 m: one staircase at the start of the office strip left its far end
  // over 100 m away. Staircases are spread along the strip, one over the other on both floors.
  it.each([1, 2])('randomInput(distribution_centre, %i): the office strip within reach', (seed) => {
    const q = measureQuality(randomInput('distribution_centre', seed));
    const floors = q.result.model.children.floors;
    expect(floors.some((f) => f.level > 0)).toBe(true);
    const walks = officeWalks(q);
    expect(walks.length).toBeGreaterThan(1);
    expect(Math.max(...walks)).toBeLessThanOrEqual(assumedRules.staircaseReachMeters + 1e-6);
    expect(q.violations).toEqual([]);
    const stairs = floors.map((f) => f.spaces.filter((s) => s.functiontype === 'staircase').length);
    expect(stairs[0]).toBeGreaterThan(1);
    expect(new Set(stairs).size).toBe(1);
  });

  // randomInput('distribution_centre', 10) in shape mode polygon: a notch in the buildable area ends the
  // office strip at 95 of its 130 m. Spread over the whole length, the staircases beyond the notch were cut
  // away and an office of 89 m was left with one staircase (91.7 m); they are now spread over what it keeps.
  it('spreads the staircases of a notched polygon footprint within what it keeps', () => {
    const input = randomInput('distribution_centre', 10);
    input.building.cfg.shape_mode = 'polygon';
    const q = measureQuality(input);
    const walks = officeWalks(q);
    expect(walks.length).toBeGreaterThan(1);
    expect(Math.max(...walks)).toBeLessThanOrEqual(assumedRules.staircaseReachMeters + 1e-6);
    expect(q.violations).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { designRules } from '../../constants/designRules';
import { defaultBuildingCfg, defaultFloorCfg } from '../buildingCfg';
import { defaultGenerationParameters, resolveRules } from '../generationParameters';
import { snapDown, snapUp } from './gridSnap';
import { resolveLevels } from './resolveLevels';
import { draft, finalizeFloor } from './floorDraft';

const grid = { min: 4.5, increment: 0.3, max: 100 };

describe('grid snapping (min 4.5, increment 0.3, max 100)', () => {
  it('rounds widths up and down onto the grid', () => {
    expect(snapUp(8.2, grid)).toBe(8.4);
    expect(snapUp(3, grid)).toBe(4.5);
    expect(snapDown(12.2, grid)).toBe(12);
    expect(snapDown(4.4, grid)).toBeNull();
    expect(snapUp(100.1, grid)).toBeNull();
  });
});

describe('floor stack', () => {
  it('fills the height with floors of floor_height, the ground floor on its own', () => {
    const { levels, messages } = resolveLevels(defaultBuildingCfg(), 25, 'b');
    expect(levels.map((l) => l.repeat_count)).toEqual([1, 7]);
    expect(messages).toEqual([]);
  });
  it('cuts floors that pass the height limit and says how many', () => {
    const cfg = { ...defaultBuildingCfg(), floors: [defaultFloorCfg({ repeat_count: 10 })] };
    const { levels, messages } = resolveLevels(cfg, 20, 'b');
    expect(levels.reduce((s, l) => s + l.repeat_count, 0)).toBe(6);
    expect(messages).toEqual([
      { message: 'floors_limited_by_height', target: 'floors', value: 4, building_id: 'b', unit_id: null },
    ]);
  });
});

describe('generation parameters', () => {
  it('defaults to the design rules, as text', () => {
    expect(defaultGenerationParameters().corridor_width).toBe('1.5');
    expect(resolveRules(designRules, [defaultGenerationParameters()], 'b').rules.corridorWidthMeters).toBe(
      1.5,
    );
  });
  it('lets building values override company values and reports unreadable text', () => {
    const { rules, messages } = resolveRules(
      designRules,
      [{ corridor_width: '1,8', staircase_length: 'wide' }, { corridor_width: '2' }],
      'b',
    );
    expect(rules.corridorWidthMeters).toBe(2);
    expect(rules.staircaseLengthMeters).toBe(4.8);
    expect(messages.map((m) => `${m.message}:${m.target}`)).toEqual([
      'parameter_unreadable:staircase_length',
    ]);
  });
});

describe('finalizing a floor', () => {
  it('gives a sliver thinner than its walls a collapsed net outline, never an inverted one', () => {
    const rules = resolveRules(designRules, [defaultGenerationParameters()], 'b').rules;
    const outline = { x0: 0, y0: 0, x1: 10, y1: 6 };
    const { spaces } = finalizeFloor(
      [draft({ x0: 0, x1: 0.3, y0: 0, y1: 6 }, 'storage', 'leftover', 'ancillary'), draft({ x0: 0.3, x1: 10, y0: 0, y1: 6 }, 'storage', 'storage', 'ancillary')],
      outline,
      rules,
      0,
      0,
    );
    const sliver = spaces[0]!;
    const xs = sliver.net_polygon.map((p) => p.x);
    expect(Math.max(...xs) - Math.min(...xs)).toBe(0);
    expect(sliver.area_net).toBe(0);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(0.3);
  });
});

import { designRules as defaultDesignRules } from '../constants/designRules';
import type { BuildingModel } from './buildingModel';
import type { AddViolation, CheckContext, ValidationContext, Violation } from './validations/check';
import { floorHeight } from './validations/floorHeight';
import { modelChecks } from './validations/modelChecks';
import { spaceChecks } from './validations/spaceChecks';
import { stairDoorsOf } from './validations/staircaseReach';
import { walls } from './validations/walls';

export type { ValidationContext, Violation } from './validations/check';

/**
 * Checks any building model against the design rules of spec section 9, independently of how it was made:
 * wall thicknesses, floor heights, then every space of every floor (the registry `validations/spaceChecks.ts`:
 * unit depths, lengths and sizes, corridor widths, staircases and their stacking, smoke locks, lifts, machine
 * rooms, ramps, parking bays, staircase reach), then the whole model (`validations/modelChecks.ts`: machine
 * rooms over lifts, loading docks, height and buildable area).
 */
export function validateBuilding(model: BuildingModel, ctx: ValidationContext = {}): Violation[] {
  const out: Violation[] = [];
  const add: AddViolation = (rule, target, value, limit, unitId = null) =>
    out.push({ rule, target, value: value === null ? null : Math.round(value * 1000) / 1000, limit, building_id: model.building_id, unit_id: unitId });
  const c: CheckContext = { model, rules: ctx.design_rules ?? defaultDesignRules, ctx, add };
  walls.check(c);
  for (const floor of model.children.floors) {
    floorHeight(floor, c);
    const stairDoors = stairDoorsOf(floor);
    for (const s of floor.spaces) for (const check of spaceChecks) check.check(s, floor, { ...c, stairDoors });
  }
  for (const check of modelChecks) check.check(c);
  return out;
}

import { unitDefaults } from '../constants/buildingDefaults';
import { designRules } from '../constants/designRules';
import type { Frame } from '../geometry/transform';
import { rotateVec } from '../geometry/transform';
import { radians, rdPoint } from '../units/units';
import type { BlockContext, LevelPlan } from './blockContext';
import type { BuildingCfg } from './buildingCfg';
import { resolveRules } from './generationParameters';
import type { ResolvedRules } from './generationParameters';
import type { GeneratorInput } from './generatorInput';
import type { GeneratorMessage } from './generatorMessage';
import { minFootprint } from './layout/minFootprint';
import type { MixUnit } from './layout/mixUnit';
import { resolveMix } from './layout/resolveMix';

// What generateBuilding resolves before its block runs, kept apart so that generateBuilding.ts reads as its
// pipeline: the rules, the frame, the least footprint, the unit mix and the block context (grid, corridor).

const residentialBlocks = new Set(['gallery_flats', 'corridor_flats', 'tower', 'street_housing']);

/** What every stage of one generation reads: the input, its cfg and rules, and the messages said so far. */
export interface Generation {
  input: GeneratorInput;
  cfg: BuildingCfg;
  id: string | number;
  rules: ResolvedRules;
  messages: GeneratorMessage[];
  say: (message: GeneratorMessage['message'], target: string, value: number | string | null) => void;
  /** Numbers from a form can be anything: unusable ones become messages and a safe value, never a throw. */
  usable: (value: number, field: string, fallback?: number) => number;
}

/** Resolves the design rules (with their messages) and sets up how the stages say what they cannot do. */
export function startGeneration(input: GeneratorInput): Generation {
  const cfg = input.building.cfg;
  const id = input.building.id;
  const messages: GeneratorMessage[] = [];
  const { rules, messages: ruleMessages } = resolveRules(
    input.design_rules ?? designRules,
    [input.generation_parameters, cfg.generation_parameters],
    id,
  );
  messages.push(...ruleMessages);
  const say: Generation['say'] = (message, target, value) => {
    messages.push({ message, target, value, building_id: id, unit_id: null });
  };
  const usable = (value: number, field: string, fallback = 0) => {
    if (Number.isFinite(value)) return value;
    say('parameter_unreadable', field, String(value));
    return fallback;
  };
  return { input, cfg, id, rules, messages, say, usable };
}

/** The building's largest footprint and its frame: the corner of the box turned about the building's centre. */
export function buildingFrame(g: Generation): { L0: number; W0: number; frame0: Frame } {
  const { building } = g.input;
  const L0 = Math.max(0, g.usable(building.maxlength, 'maxlength'));
  const W0 = Math.max(0, g.usable(building.maxwidth, 'maxwidth'));
  const centre = rdPoint(building.x, building.y);
  const rot = radians(g.usable(building.rotate_z, 'rotate_z'));
  const corner = rotateVec({ x: -L0 / 2, y: -W0 / 2 }, rot);
  const frame0: Frame = { origin: rdPoint(centre.x + corner.x, centre.y + corner.y), rotate_z: rot };
  return { L0, W0, frame0 };
}

/** True (and said) when the placed footprint is below the least one the block type can lay out. */
export function belowLeastFootprint(g: Generation, L: number, W: number): boolean {
  const least = minFootprint(g.cfg.blocktype, g.rules);
  if (!least || !(L < least.length - 1e-9 || W < least.width - 1e-9)) return false;
  // Said in metres to reach: the side that is short and the least it must be.
  if (L < least.length - 1e-9) g.say('footprint_too_small', 'maxlength', least.length);
  else g.say('footprint_too_small', 'maxwidth', least.width);
  return true;
}

/** The unit mix of the building's units, or the default unit when it has none (said for residential blocks). */
export function buildingMix(g: Generation): MixUnit[] {
  const { cfg, input, rules, id } = g;
  const { mix: resolvedMix, messages: mixMessages } = resolveMix(
    cfg.units,
    input.units,
    input.preset,
    rules,
    id,
  );
  g.messages.push(...mixMessages);
  if (resolvedMix.length > 0) return resolvedMix;
  if (residentialBlocks.has(cfg.blocktype)) g.say('no_units', 'mix', 'default unit 50-100 m2');
  return [defaultMixUnit(rules)];
}

/** What the block generator gets: the fitted footprint, the floor stack, the mix, grid and corridor width. */
export function blockContext(
  g: Generation,
  a: { length: number; width: number; levels: LevelPlan[]; maxHeight: number; mix: MixUnit[] },
): BlockContext {
  const { cfg, rules, messages, id, input } = g;
  return {
    buildingId: id,
    blocktype: cfg.blocktype,
    cfg,
    rules,
    length: a.length,
    width: a.width,
    levels: a.levels,
    onGround: true,
    maxHeight: a.maxHeight,
    mix: a.mix,
    grid: resolveGrid(cfg, rules, messages, id),
    corridorWidth: resolveCorridorWidth(
      cfg.flat.corridor_width ?? input.preset?.corridorWidth ?? null,
      rules,
      messages,
      id,
    ),
    messages,
    tally: new Map(),
  };
}

/** The cfg's unit-mix grid, with the design rule standing in for any value that cannot work (and a message). */
function resolveGrid(
  cfg: GeneratorInput['building']['cfg'],
  rules: ResolvedRules,
  messages: GeneratorMessage[],
  id: string | number,
) {
  const pick = (value: number, fallback: number, field: string) => {
    if (Number.isFinite(value) && value > 0) return value;
    messages.push({
      message: 'parameter_unreadable',
      target: `grids.${field}`,
      value: String(value),
      building_id: id,
      unit_id: null,
    });
    return fallback;
  };
  const min = pick(cfg.grids.min_grid_size, rules.gridMinSizeMeters, 'min_grid_size');
  const increment = pick(cfg.grids.grid_increments, rules.gridIncrementMeters, 'grid_increments');
  const max = Math.max(min, pick(cfg.grids.max_grid_size, rules.gridMaxSizeMeters, 'max_grid_size'));
  return { min, increment, max };
}

/** The corridor and gallery width: the cfg's or preset's, reported when below the design rule. */
function resolveCorridorWidth(
  width: number | null,
  rules: ResolvedRules,
  messages: GeneratorMessage[],
  id: string | number,
): number {
  if (width === null) return rules.corridorWidthMeters;
  if (!Number.isFinite(width) || width <= 0) {
    messages.push({
      message: 'parameter_unreadable',
      target: 'corridor_width',
      value: String(width),
      building_id: id,
      unit_id: null,
    });
    return rules.corridorWidthMeters;
  }
  if (width < rules.corridorWidthMeters - 1e-9) {
    messages.push({
      message: 'corridor_too_narrow',
      target: 'corridor_width',
      value: width,
      building_id: id,
      unit_id: null,
    });
  }
  return width;
}

function defaultMixUnit(rules: ResolvedRules): MixUnit {
  return {
    unit_id: 'default',
    name: 'Default',
    order: 0,
    size: unitDefaults.sizeSquareMeters,
    size_max: unitDefaults.sizeMaxSquareMeters,
    share: 1,
    mindepth: rules.apartmentMinDepthMeters,
    maxdepth: rules.apartmentMaxDepthMeters,
    two_window_maxdepth: rules.apartmentTwoWindowMaxDepthMeters,
    minlength: rules.apartmentMinLengthMeters,
    maxlength: rules.apartmentMaxLengthMeters,
    two_window_minlength: rules.apartmentTwoWindowMinLengthMeters,
    parking_ratio: rules.parkingRatioSpotsPerUnit,
    balcony: null,
  };
}

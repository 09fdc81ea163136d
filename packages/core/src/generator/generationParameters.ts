import { assumedRules, designRules } from '../constants/designRules';
import type { DesignRules } from '../constants/designRules';
import type { GeneratorMessage } from './generatorMessage';

/** Company generation parameters of spec section 3; stored as text, so each value is parsed before use. */
export interface GenerationParameters {
  outer_wall_thickness: string;
  inner_wall_thickness: string;
  min_room_depth: string;
  max_room_depth: string;
  min_room_length: string;
  max_room_length: string;
  unit_shaft_size: string;
  elevator_width: string;
  elevator_length: string;
  staircase_width: string;
  staircase_length: string;
  tower_staircase_width: string;
  tower_staircase_length: string;
  corridor_width: string;
  street_width: string;
  max_parking_depth: string;
  max_parking_length: string;
  garden_min_depth: string;
}

/**
 * Which design rule each text parameter overrides; max parking depth and length have no rule of their own, and
 * the garden's minimum depth is an assumed rule (not of spec section 9).
 */
const parameterRule: { [K in keyof GenerationParameters]: keyof DesignRules | null } = {
  outer_wall_thickness: 'outerWallThicknessMeters',
  inner_wall_thickness: 'innerWallThicknessMeters',
  min_room_depth: 'roomMinDepthMeters',
  max_room_depth: 'roomMaxDepthMeters',
  min_room_length: 'roomMinLengthMeters',
  max_room_length: 'roomMaxLengthMeters',
  unit_shaft_size: 'shaftSizeMeters',
  elevator_width: 'elevatorWidthMeters',
  elevator_length: 'elevatorLengthMeters',
  staircase_width: 'staircaseWidthMeters',
  staircase_length: 'staircaseLengthMeters',
  tower_staircase_width: 'towerStaircaseWidthMeters',
  tower_staircase_length: 'towerStaircaseLengthMeters',
  corridor_width: 'corridorWidthMeters',
  street_width: 'streetWidthMeters',
  max_parking_depth: null,
  max_parking_length: null,
  garden_min_depth: null,
};

/** Generation parameters filled from the design rules, as text like the stored record. */
export function defaultGenerationParameters(): GenerationParameters {
  const out = {} as GenerationParameters;
  for (const key of Object.keys(parameterRule) as (keyof GenerationParameters)[]) {
    const rule = parameterRule[key];
    out[key] = rule ? String(designRules[rule]) : key === 'garden_min_depth' ? String(assumedRules.gardenMinDepthMeters) : '';
  }
  return out;
}

/** The design rules the generator works with, after company and building parameters. */
export interface ResolvedRules extends DesignRules {
  maxParkingDepthMeters: number;
  maxParkingLengthMeters: number;
  /** A house's rear garden at least this deep (`garden_min_depth`, else `assumedRules.gardenMinDepthMeters`). */
  gardenMinDepthMeters: number;
}

/**
 * Applies text parameters over the design rules: building values win over company values; blank text keeps
 * the rule; unreadable or non-positive text keeps the rule and yields a message instead of failing.
 */
export function resolveRules(
  base: DesignRules,
  layers: readonly (Partial<GenerationParameters> | undefined)[],
  buildingId: string | number,
): { rules: ResolvedRules; messages: GeneratorMessage[] } {
  const rules: ResolvedRules = {
    ...base,
    maxParkingDepthMeters: Infinity,
    maxParkingLengthMeters: Infinity,
    gardenMinDepthMeters: assumedRules.gardenMinDepthMeters,
  };
  const messages: GeneratorMessage[] = [];
  for (const layer of layers) {
    if (!layer) continue;
    for (const key of Object.keys(parameterRule) as (keyof GenerationParameters)[]) {
      const text = layer[key];
      if (text === undefined || text.trim() === '') continue;
      const value = Number(text.replace(',', '.'));
      if (!Number.isFinite(value) || value <= 0) {
        messages.push({
          message: 'parameter_unreadable',
          target: key,
          value: text,
          building_id: buildingId,
          unit_id: null,
        });
        continue;
      }
      const rule = parameterRule[key];
      if (rule) (rules as unknown as Record<string, number>)[rule] = value;
      else if (key === 'max_parking_depth') rules.maxParkingDepthMeters = value;
      else if (key === 'garden_min_depth') rules.gardenMinDepthMeters = value;
      else rules.maxParkingLengthMeters = value;
    }
  }
  return { rules, messages };
}

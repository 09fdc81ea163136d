import type { DesignRules } from '../../constants/designRules';
import { polygonArea } from '../../geometry/polygonArea';
import { ringSides } from '../../geometry/ring';
import type { BuildingModel, FloorModel, Space } from '../buildingModel';
import type { MessageCode } from '../generatorMessage';
import type { RdPoint } from '../../units/units';
import type { UnitInput } from '../unitInput';


/** A design-rule violation: the same codes as generator messages, plus the limit that was missed. */
export interface Violation {
  rule: MessageCode;
  target: string;
  value: number | null;
  limit: number | null;
  building_id: string | number;
  unit_id: string | number | null;
}

/** What the validator checks a model against. */
export interface ValidationContext {
  /** The concept's units, for per-unit depth, length, size and balcony limits. */
  units?: readonly UnitInput[];
  design_rules?: DesignRules;
  buildable_area?: readonly RdPoint[];
  /** Building and location height limit, metres. */
  max_height?: number;
}

/** Tolerance of every comparison with a limit, metres or square metres. */
export const TOL = 1e-6;

/** Records one violation (rounded to the millimetre) of the building being checked. */
export type AddViolation = (rule: MessageCode, target: string, value: number | null, limit: number | null, unitId?: string | number | null) => void;

/** What every check sees: the model, the rules in force, the caller's context and where to report. */
export interface CheckContext {
  readonly model: BuildingModel;
  readonly rules: DesignRules;
  readonly ctx: ValidationContext;
  readonly add: AddViolation;
}

/** A check of one space of a floor (the registry: spaceChecks.ts). */
export interface SpaceCheck {
  readonly name: string;
  check(s: Space, floor: FloorModel, c: CheckContext & { readonly stairDoors: readonly { x: number; y: number }[] }): void;
}

/** A check of the whole model, after every floor's spaces (the registry: modelChecks.ts). */
export interface ModelCheck {
  readonly name: string;
  check(c: CheckContext): void;
}

/** Net sides of a space: a rectangle's at any angle (towers can be turned), else its bounding box's. */
export function netDims(s: Space): { w: number; d: number } {
  const { a, b } = ringSides(s.net_polygon);
  return { w: a, d: b };
}

/** A room of at least `short` x `long` inside its walls: sides that long and, when cut, the area too. */
export function roomFits(s: Space, short: number, long: number): boolean {
  const { w, d } = netDims(s);
  return Math.min(w, d) >= short - TOL && Math.max(w, d) >= long - TOL && polygonArea(s.net_polygon) >= short * long - 1e-6;
}

/** A parking bay's depth and width, wherever it stands (a storey or the site's functions). */
export function checkBay(s: Space, rules: DesignRules, add: AddViolation): void {
  const { w, d } = netDims(s);
  const width = Math.min(w, d);
  const depth = Math.max(w, d);
  if (depth < rules.parkingBayDepthMeters - TOL || width < rules.parkingBayMinWidthMeters - TOL || width > rules.parkingBayMaxWidthMeters + TOL)
    add('parking_bay_too_small', s.id, width, rules.parkingBayMinWidthMeters);
}

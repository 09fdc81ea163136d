import { assumedRules, designRules as defaultDesignRules } from '../constants/designRules';
import type { DesignRules } from '../constants/designRules';
import { polygonArea } from '../geometry/polygonArea';
import { polygonInsidePolygon } from '../geometry/polygonInsidePolygon';
import { boundingRect } from '../geometry/rect';
import { localToRd } from '../geometry/transform';
import type { Polygon } from '../geometry/vec2';
import type { RdPoint } from '../units/units';
import type { BuildingModel, Space } from './buildingModel';
import type { MessageCode } from './generatorMessage';
import type { UnitInput } from './unitInput';

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

const TOL = 1e-6;

/** Net size of a space along x and y, from its net outline. */
function netDims(s: Space): { w: number; d: number } {
  const r = boundingRect(s.net_polygon);
  return { w: r.x1 - r.x0, d: r.y1 - r.y0 };
}

/**
 * Checks any building model against the design rules of spec section 9, independently of how it was made:
 * wall thicknesses, unit depths, lengths and sizes, corridor and gallery widths, staircase reach, staircase
 * and elevator sizes, balconies, parking bays, loading docks, floor heights, height and buildable area.
 */
export function validateBuilding(model: BuildingModel, ctx: ValidationContext = {}): Violation[] {
  const rules = ctx.design_rules ?? defaultDesignRules;
  const out: Violation[] = [];
  const add = (
    rule: MessageCode,
    target: string,
    value: number | null,
    limit: number | null,
    unitId: string | number | null = null,
  ) =>
    out.push({
      rule,
      target,
      value: value === null ? null : Math.round(value * 1000) / 1000,
      limit,
      building_id: model.building_id,
      unit_id: unitId,
    });

  for (const w of model.walls) {
    const min =
      w.subtype === 'outer'
        ? rules.outerWallThicknessMeters
        : w.subtype === 'inner'
          ? rules.innerWallThicknessMeters
          : rules.separationWallThicknessMeters;
    if (w.thickness_meters < min - TOL)
      add('wall_too_thin', `floor ${w.floor_index} ${w.subtype} wall`, w.thickness_meters, min);
  }

  for (const floor of model.children.floors) {
    const homes = floor.spaces.some(
      (s) => s.functiontype === 'apartment' || s.functiontype === 'residential',
    );
    const offices = floor.spaces.some((s) => s.functiontype === 'office');
    const minHeight = offices ? rules.officeFloorHeightMeters : homes ? rules.floorHeightMeters : 0;
    if (floor.height < minHeight - TOL)
      add('floor_height_below_minimum', `floor ${floor.index}`, floor.height, minHeight);
    const stairDoors = floor.spaces
      .filter((s) => s.functiontype === 'staircase')
      .map((s) => s.entrance ?? { x: s.position.x, y: s.position.y });
    for (const s of floor.spaces) {
      const { w, d } = netDims(s);
      const short = Math.min(w, d);
      const long = Math.max(w, d);
      if (s.functiontype === 'apartment') checkApartment(s, ctx.units, rules, add);
      if (
        s.functiontype === 'office' &&
        (s.depth_meters < rules.officeMinDepthMeters - TOL ||
          s.depth_meters > rules.officeMaxDepthMeters + TOL)
      ) {
        add(
          'unit_depth_out_of_range',
          s.id,
          s.depth_meters,
          s.depth_meters < rules.officeMinDepthMeters
            ? rules.officeMinDepthMeters
            : rules.officeMaxDepthMeters,
        );
      }
      if (
        (s.subtype === 'corridor' || s.subtype === 'gallery' || s.subtype === 'hall') &&
        short < rules.corridorWidthMeters - TOL
      ) {
        add('corridor_too_narrow', s.id, short, rules.corridorWidthMeters);
      }
      if (s.subtype === 'staircase' || s.subtype === 'tower_staircase') {
        const needLong =
          s.subtype === 'tower_staircase' ? rules.towerStaircaseLengthMeters : rules.staircaseLengthMeters;
        const needShort =
          s.subtype === 'tower_staircase' ? rules.towerStaircaseWidthMeters : rules.staircaseWidthMeters;
        if (short < needShort - TOL || long < needLong - TOL)
          add('staircase_too_small', s.id, short * long, needShort * needLong);
      }
      if (s.subtype === 'smoke_lock' && s.depth_meters < rules.smokeLockMinLengthMeters - TOL)
        add('staircase_too_small', s.id, s.depth_meters, rules.smokeLockMinLengthMeters);
      if (
        s.subtype === 'elevator' &&
        (short < rules.elevatorWidthMeters - TOL || long < rules.elevatorLengthMeters - TOL)
      ) {
        add('elevator_too_small', s.id, short * long, rules.elevatorWidthMeters * rules.elevatorLengthMeters);
      }
      if (s.subtype === 'parking_bay') checkBay(s, w, d, rules, add);
      // Dwellings and offices above the ground floor escape over circulation to a staircase.
      if (floor.level > 0 && (s.functiontype === 'apartment' || s.functiontype === 'office')) {
        const door = s.entrance ?? { x: s.position.x, y: s.position.y };
        let best = Infinity;
        for (const st of stairDoors) best = Math.min(best, Math.abs(st.x - door.x) + Math.abs(st.y - door.y));
        if (best > assumedRules.staircaseReachMeters + TOL)
          add(
            'staircase_out_of_reach',
            s.id,
            Number.isFinite(best) ? best : null,
            assumedRules.staircaseReachMeters,
            s.unit_id,
          );
      }
    }
  }
  for (const s of model.children.functions) {
    const { w, d } = netDims(s);
    if (s.subtype === 'parking_bay') checkBay(s, w, d, rules, add);
    if (
      s.subtype === 'loading_dock' &&
      (Math.min(w, d) < rules.loadingDockWidthMeters - TOL ||
        Math.max(w, d) < rules.loadingDockMinDepthMeters - TOL)
    ) {
      add(
        'loading_dock_too_small',
        s.id,
        w * d,
        rules.loadingDockWidthMeters * rules.loadingDockMinDepthMeters,
      );
    }
  }

  if (ctx.max_height !== undefined && model.shape.height > ctx.max_height + TOL)
    add('max_height_exceeded', 'height', model.shape.height, ctx.max_height);

  const area = ctx.buildable_area;
  if (area && area.length >= 3) {
    const toRd = (p: Polygon, dx: number, dy: number): RdPoint[] =>
      p.map((v) => localToRd(model.frame, { x: v.x + dx, y: v.y + dy }));
    model.shape.instances.forEach((inst, k) => {
      for (const f of model.children.floors) {
        if (!polygonInsidePolygon(toRd(f.polygon, inst.x, inst.y), area, 1e-4))
          add('outside_buildable_area', `instance ${k} floor ${f.index}`, polygonArea(f.polygon), null);
      }
      for (const s of model.children.functions) {
        if (!polygonInsidePolygon(toRd(s.polygon, inst.x, inst.y), area, 1e-4))
          add('outside_buildable_area', `instance ${k} ${s.id}`, s.area_gross, null);
      }
    });
  }
  return out;
}

type Add = (
  rule: MessageCode,
  target: string,
  value: number | null,
  limit: number | null,
  unitId?: string | number | null,
) => void;

function checkBay(s: Space, w: number, d: number, rules: DesignRules, add: Add): void {
  const width = Math.min(w, d);
  const depth = Math.max(w, d);
  if (
    depth < rules.parkingBayDepthMeters - TOL ||
    width < rules.parkingBayMinWidthMeters - TOL ||
    width > rules.parkingBayMaxWidthMeters + TOL
  ) {
    add('parking_bay_too_small', s.id, width, rules.parkingBayMinWidthMeters);
  }
}

function checkApartment(
  s: Space,
  units: readonly UnitInput[] | undefined,
  rules: DesignRules,
  add: Add,
): void {
  const u = units?.find((x) => x.id === s.unit_id);
  const c = u?.cfg;
  const minDepth = c?.mindepth ?? rules.apartmentMinDepthMeters;
  const twoWindowMinLength = c?.two_window_minlength ?? rules.apartmentTwoWindowMinLengthMeters;
  const maxDepth =
    s.two_window && s.length_meters >= twoWindowMinLength - TOL
      ? (c?.two_window_maxdepth ?? rules.apartmentTwoWindowMaxDepthMeters)
      : (c?.maxdepth ?? rules.apartmentMaxDepthMeters);
  if (s.depth_meters < minDepth - TOL || s.depth_meters > maxDepth + TOL) {
    add(
      'unit_depth_out_of_range',
      s.id,
      s.depth_meters,
      s.depth_meters < minDepth ? minDepth : maxDepth,
      s.unit_id,
    );
  }
  const minLength = c?.minlength ?? rules.apartmentMinLengthMeters;
  const maxLength = c?.maxlength ?? rules.apartmentMaxLengthMeters;
  if (s.length_meters < minLength - TOL || s.length_meters > maxLength + TOL) {
    add(
      'unit_length_out_of_range',
      s.id,
      s.length_meters,
      s.length_meters < minLength ? minLength : maxLength,
      s.unit_id,
    );
  }
  if (u && (s.area_net < u.size - 0.01 || s.area_net > Math.max(u.size, u.size_max) + 0.01)) {
    add('unit_size_out_of_range', s.id, s.area_net, s.area_net < u.size ? u.size : u.size_max, s.unit_id);
  }
  if (c?.balcony) {
    const b = s.balcony;
    if (
      !b ||
      b.depth_meters < rules.balconyMinDepthMeters - TOL ||
      b.length_meters < rules.balconyMinLengthMeters - TOL
    ) {
      add(
        'balcony_too_small',
        s.id,
        b ? b.depth_meters * b.length_meters : 0,
        rules.balconyMinDepthMeters * rules.balconyMinLengthMeters,
        s.unit_id,
      );
    }
  }
}

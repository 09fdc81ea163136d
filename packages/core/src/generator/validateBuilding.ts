import { assumedRules, designRules as defaultDesignRules } from '../constants/designRules';
import type { DesignRules } from '../constants/designRules';
import { polygonArea } from '../geometry/polygonArea';
import { polygonInsidePolygon } from '../geometry/polygonInsidePolygon';
import { pointInPolygon } from '../geometry/pointInPolygon';
import { polygonCentroid } from '../geometry/polygonArea';
import { ringSides } from '../geometry/ring';
import { intersectionArea } from '../geometry/unionArea';
import { localToRd } from '../geometry/transform';
import type { Polygon } from '../geometry/vec2';
import type { RdPoint } from '../units/units';
import type { BuildingModel, FloorModel, Space } from './buildingModel';
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

/** Net sides of a space: a rectangle's at any angle (towers can be turned), else its bounding box's. */
function netDims(s: Space): { w: number; d: number } {
  const { a, b } = ringSides(s.net_polygon);
  return { w: a, d: b };
}

/** A room of at least `short` x `long` inside its walls: sides that long and, when cut, the area too. */
function roomFits(s: Space, short: number, long: number): boolean {
  const { w, d } = netDims(s);
  return (
    Math.min(w, d) >= short - TOL &&
    Math.max(w, d) >= long - TOL &&
    polygonArea(s.net_polygon) >= short * long - 1e-6
  );
}

/**
 * Checks any building model against the design rules of spec section 9, independently of how it was made:
 * wall thicknesses, unit depths, lengths and sizes, corridor and gallery widths, staircase reach, staircase
 * and elevator sizes, staircases standing on those below, machine rooms over lifts, ramps, balconies,
 * parking bays, loading docks, floor heights, height and buildable area.
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
        if (!roomFits(s, needShort, needLong))
          add('staircase_too_small', s.id, s.area_net, needShort * needLong);
        // Staircases stack: one stands on the staircase of the storey below in the same part.
        const below = floor.kind === 'storey' ? storeyBelow(model, floor) : undefined;
        if (below) {
          const need = Math.min(needShort * needLong, s.area_net);
          let shared = 0;
          for (const u of below.spaces)
            if (u.subtype === 'staircase' || u.subtype === 'tower_staircase')
              shared = Math.max(shared, intersectionArea(s.net_polygon, u.net_polygon));
          if (shared < need - 1e-6) add('core_not_stacked', s.id, shared, need);
        }
      }
      if (
        s.subtype === 'smoke_lock' &&
        (s.depth_meters < rules.smokeLockMinLengthMeters - TOL ||
          polygonArea(s.net_polygon) < s.depth_meters * s.length_meters - 1e-6)
      )
        add('staircase_too_small', s.id, s.depth_meters, rules.smokeLockMinLengthMeters);
      if (s.subtype === 'elevator' && !roomFits(s, rules.elevatorWidthMeters, rules.elevatorLengthMeters)) {
        add('elevator_too_small', s.id, s.area_net, rules.elevatorWidthMeters * rules.elevatorLengthMeters);
      }
      if (s.subtype === 'car_lift' && !roomFits(s, rules.carLiftWidthMeters, rules.carLiftLengthMeters))
        add('elevator_too_small', s.id, s.area_net, rules.carLiftWidthMeters * rules.carLiftLengthMeters);
      if (
        s.subtype === 'machine_room' &&
        !roomFits(s, rules.machineRoomWidthMeters, rules.machineRoomLengthMeters)
      )
        add(
          'machine_room_too_small',
          s.id,
          s.area_net,
          rules.machineRoomWidthMeters * rules.machineRoomLengthMeters,
        );
      if (
        s.subtype === 'spiral_ramp' &&
        !roomFits(s, rules.spiralRampWidthMeters, rules.spiralRampLengthMeters)
      )
        add(
          'parking_ramp_too_small',
          s.id,
          s.area_net,
          rules.spiralRampWidthMeters * rules.spiralRampLengthMeters,
        );
      if (s.subtype === 'ramp') {
        // A straight ramp climbs one storey at the rule's length for 3 m, scaled with the storey height.
        const needLong = (rules.carRampLengthFor3mFloorMeters * floor.height) / 3;
        if (!roomFits(s, rules.carRampWidthMeters, needLong))
          add('parking_ramp_too_small', s.id, s.area_net, rules.carRampWidthMeters * needLong);
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
  // Every lift whose shaft ends under open roof has its machine room on that roof, over the shaft.
  for (const floor of model.children.floors) {
    if (floor.kind !== 'storey') continue;
    const top = floor.level + floor.repeat_count;
    for (const s of floor.spaces) {
      if (s.subtype !== 'elevator' || s.net_polygon.length < 3) continue;
      const c = polygonCentroid(s.net_polygon);
      const covered = model.children.floors.some(
        (g) => g.kind === 'storey' && g.level === top && pointInPolygon(c, g.polygon),
      );
      if (covered) continue;
      const room = model.children.floors.some(
        (g) =>
          g.kind === 'roof_structure' &&
          g.on_floor === floor.index &&
          g.spaces.some((r) => r.subtype === 'machine_room' && pointInPolygon(c, r.net_polygon)),
      );
      if (!room) add('machine_room_missing', s.id, null, null);
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

/** The storey right below a floor in the same part (the podium or one tower), if any. */
function storeyBelow(model: BuildingModel, floor: FloorModel): FloorModel | undefined {
  return model.children.floors.find(
    (g) =>
      g.kind === 'storey' && g.tower_index === floor.tower_index && g.level + g.repeat_count === floor.level,
  );
}

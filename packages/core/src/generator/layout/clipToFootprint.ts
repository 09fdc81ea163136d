import { clipPolygonToConvex } from '../../geometry/clipPolygon';
import { insetPolygon } from '../../geometry/insetPolygon';
import { polygonArea, polygonCentroid } from '../../geometry/polygonArea';
import { boundingRect } from '../../geometry/rect';
import { cleanRing } from '../../geometry/ring';
import type { Polygon, Vec2 } from '../../geometry/vec2';
import { squareMeters } from '../../units/units';
import type { Space, Wall } from '../buildingModel';
import type { ResolvedRules } from '../generationParameters';
import type { GeneratorMessage, MessageCode } from '../generatorMessage';
import { bicyclePlaces, privateStorages } from '../validations/privateStorage';
import { accessDoor } from './doorAccess';
import { maxDepthFor } from './mixUnit';
import type { MixUnit } from './mixUnit';

const EPS = 1e-6;

/** Records what the cut changed, rounded to the centimetre. */
type Say = (
  message: MessageCode,
  target: string,
  value: number | null,
  unitId?: string | number | null,
) => void;

/** What the cut of each space reads: the rules, the mix to retype dwellings to, and where to say what changed. */
interface Clip {
  rules: ResolvedRules;
  mix: readonly MixUnit[];
  say: Say;
}

/** What a floor laid out in its bounding rectangle keeps inside a footprint polygon. */
interface ClippedFloor {
  spaces: Space[];
  walls: Wall[];
  messages: GeneratorMessage[];
}

/**
 * Cuts a floor laid out in rectangles down to a footprint polygon (shape mode polygon). Spaces outside go;
 * spaces the facade cuts keep their cut outline, and their net outline is cut by the facade's inner face.
 * A cut dwelling takes the unit type whose size and depth range still holds it, else it becomes leftover
 * storage; a cut parking bay, garage or loading dock is no longer one; a cut core part, ramp or corridor
 * is reported. The facade wall follows the polygon; inner walls are cut to it. Returns null when the
 * polygon is too thin to take the facade wall.
 */
export function clipToFootprint(args: {
  spaces: readonly Space[];
  walls: readonly Wall[];
  polygon: Polygon;
  rules: ResolvedRules;
  mix: readonly MixUnit[];
  corridorWidth: number;
  buildingId: string | number;
  floorIndex: number;
  /** Site functions have no walls: their net outline is their outline. */
  walled: boolean;
}): ClippedFloor | null {
  const { polygon, rules, mix, buildingId } = args;
  const outer = args.walled ? rules.outerWallThicknessMeters : 0;
  const inside = outer > 0 ? insetPolygon(polygon, outer) : polygon;
  if (inside.length < 3) return null;
  const messages: GeneratorMessage[] = [];
  const say: Say = (message, target, value, unitId = null) => {
    messages.push({
      message,
      target,
      value: value === null ? null : Math.round(value * 100) / 100,
      building_id: buildingId,
      unit_id: unitId,
    });
  };
  const clip: Clip = { rules, mix, say };
  const spaces: Space[] = [];
  for (const s of args.spaces) {
    const gross = cleanRing(clipPolygonToConvex(polygon, s.polygon));
    const grossArea = gross.length >= 3 ? polygonArea(gross) : 0;
    if (grossArea < EPS) continue;
    const net = cleanRing(clipPolygonToConvex(inside, s.net_polygon));
    const netArea = net.length >= 3 ? polygonArea(net) : 0;
    if (grossArea >= s.area_gross - EPS && netArea >= s.area_net - EPS) {
      spaces.push(s);
      continue;
    }
    spaces.push(cutSpace(clip, s, gross, grossArea, net, netArea));
  }
  if (args.walled) withAccess(clip, spaces, args.corridorWidth);
  const walls: Wall[] = facadeWalls(polygon, inside, outer, args.floorIndex);
  for (const w of args.walls) {
    if (w.subtype === 'outer') continue;
    const shape = cleanRing(clipPolygonToConvex(inside, w.shape));
    if (shape.length < 3 || polygonArea(shape) < 1e-9) continue;
    const whole = Math.abs(polygonArea(shape) - polygonArea(w.shape)) < 1e-9;
    walls.push(whole ? w : { ...w, shape, edges: [centreLine(shape)] });
  }
  return { spaces, walls, messages };
}

/** A space the facade cuts: its cut outlines and areas, and what it still is (a dwelling retyped, a bay no longer one). */
function cutSpace(
  clip: Clip,
  s: Space,
  gross: Polygon,
  grossArea: number,
  net: Polygon,
  netArea: number,
): Space {
  const { rules, say } = clip;
  // Lengths run along the facade the space faces; the original net outline says which axis that is.
  const before = boundingRect(s.net_polygon);
  const alongX = Math.abs(before.x1 - before.x0 - s.length_meters) < 1e-9;
  const r = boundingRect(net.length ? net : gross);
  const w = net.length ? r.x1 - r.x0 : 0;
  const d = net.length ? r.y1 - r.y0 : 0;
  const c = polygonCentroid(gross);
  const cut: Space = {
    ...s,
    polygon: gross,
    net_polygon: net,
    area_gross: squareMeters(grossArea),
    area_net: squareMeters(netArea),
    length_meters: alongX ? w : d,
    depth_meters: alongX ? d : w,
    position: { x: c.x, y: c.y, z: s.position.z },
    balcony: null,
  };
  const short = Math.min(w, d);
  if (s.category === 'unit' && s.functiontype === 'apartment') return retype(clip, cut, s);
  switch (s.subtype) {
    case 'parking_bay':
      return s.category === 'site'
        ? { ...cut, functiontype: 'green', subtype: 'green_strip', parking_spots: 0 }
        : { ...cut, subtype: 'leftover', category: 'ancillary', parking_spots: 0 };
    case 'garage':
      return leftover(cut);
    case 'loading_dock':
      say('loading_docks_reduced', s.id, null);
      return { ...cut, subtype: 'street' };
    case 'staircase':
    case 'tower_staircase':
    case 'smoke_lock':
      say('staircase_too_small', s.id, netArea);
      return cut;
    case 'elevator':
    case 'car_lift':
      say('elevator_too_small', s.id, netArea);
      return cut;
    case 'ramp':
    case 'spiral_ramp':
      // The ramp is there but cut: the same code as the validator's (one code per rule).
      say('parking_ramp_too_small', s.id, netArea);
      return cut;
    case 'corridor':
    case 'gallery':
    case 'hall':
      if (short < rules.corridorWidthMeters - EPS) say('corridor_too_narrow', s.id, short);
      return cut;
    case 'storage':
      return { ...cut, storage_units: privateStorages(w, d) };
    case 'bicycle':
      return { ...cut, bicycle_racks: bicyclePlaces(w, d, rules) };
    default:
      return cut;
  }
}

/**
 * Every apartment of the cut floor keeps a door onto circulation at least the corridor width wide (issue
 * 40, D5: a cut gallery's wedge): its door moves along its outline to the nearest place that has one; an
 * apartment the cut leaves with none is no dwelling but a leftover room (`leftover_space`).
 */
function withAccess(clip: Clip, spaces: Space[], corridorWidth: number): void {
  spaces.forEach((s, k) => {
    if (s.category !== 'unit' || s.functiontype !== 'apartment' || !s.counts_as_unit) return;
    const door = accessDoor(spaces, s, corridorWidth);
    if (door === s.entrance) return;
    if (door) spaces[k] = { ...s, entrance: door };
    else {
      clip.say('leftover_space', s.id, s.area_net);
      spaces[k] = leftover(s);
    }
  });
}

/** A cut dwelling: the first unit type (its own first) whose limits hold what is left, else leftover. */
function retype(clip: Clip, cut: Space, was: Space): Space {
  const { mix, say } = clip;
  const own = mix.find((u) => u.unit_id === was.unit_id);
  const candidates = own ? [own, ...mix.filter((u) => u !== own)] : [...mix];
  const fits = (u: MixUnit) =>
    cut.area_net >= u.size - 0.01 &&
    cut.area_net <= u.size_max + 0.01 &&
    cut.depth_meters >= u.mindepth - EPS &&
    cut.depth_meters <= maxDepthFor(u, cut.two_window, cut.length_meters) + EPS &&
    cut.length_meters >= u.minlength - EPS &&
    cut.length_meters <= u.maxlength + EPS;
  const u = candidates.find(fits);
  if (!u) {
    say('leftover_space', was.id, cut.area_net);
    return leftover(cut);
  }
  // The cut facade leaves no straight stretch the balcony can be sure to hang on.
  if (u.balcony) say('balcony_too_small', was.id, 0, u.unit_id);
  return { ...cut, unit_id: u.unit_id, unit_name: u.name };
}

/** A space that is no longer what it was: a leftover room, which holds no storage (issue 40). */
function leftover(cut: Space): Space {
  return {
    ...cut,
    functiontype: 'storage',
    subtype: 'leftover',
    category: 'ancillary',
    unit_id: null,
    unit_name: null,
    counts_as_unit: false,
    parking_spots: 0,
    storage_units: 0,
  };
}

/**
 * The facade wall of a polygon floor: one mitred piece per edge between the outline and its inset, so the
 * pieces cover the ring between them exactly.
 */
export function facadeWalls(
  polygon: Polygon,
  inside: Polygon,
  thickness: number,
  floorIndex: number,
): Wall[] {
  if (thickness <= 0) return [];
  const n = polygon.length;
  if (inside.length !== n) {
    // The inset lost a corner: one wall piece joined to the inset by a zero-width bridge keeps the area exact.
    const shape = [...polygon, polygon[0]!, ...[...inside].reverse(), inside[inside.length - 1]!];
    return [{ subtype: 'outer', edges: [], shape, thickness_meters: thickness, floor_index: floorIndex }];
  }
  const walls: Wall[] = [];
  for (let k = 0; k < n; k++) {
    const a = polygon[k]!;
    const b = polygon[(k + 1) % n]!;
    const shape: Polygon = [a, b, inside[(k + 1) % n]!, inside[k]!];
    if (polygonArea(shape) < 1e-9) continue;
    walls.push({
      subtype: 'outer',
      edges: [[a, b]],
      shape,
      thickness_meters: thickness,
      floor_index: floorIndex,
    });
  }
  return walls;
}

/** The centre line of a wall piece along its longer side. */
function centreLine(shape: Polygon): [Vec2, Vec2] {
  const r = boundingRect(shape);
  return r.x1 - r.x0 >= r.y1 - r.y0
    ? [
        { x: r.x0, y: (r.y0 + r.y1) / 2 },
        { x: r.x1, y: (r.y0 + r.y1) / 2 },
      ]
    : [
        { x: (r.x0 + r.x1) / 2, y: r.y0 },
        { x: (r.x0 + r.x1) / 2, y: r.y1 },
      ];
}

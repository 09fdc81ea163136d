import { polygonArea, polygonCentroid, signedPolygonArea } from '../../geometry/polygonArea';
import { pointInPolygon } from '../../geometry/pointInPolygon';
import { polygonInsidePolygon } from '../../geometry/polygonInsidePolygon';
import { boundingRect } from '../../geometry/rect';
import type { Polygon, Vec2 } from '../../geometry/vec2';
import { squareMeters } from '../../units/units';
import type { FloorModel, Space } from '../buildingModel';
import type { ResolvedRules } from '../generationParameters';
import type { GeneratorMessage } from '../generatorMessage';
import { facadeWalls } from './clipToFootprint';

/** A lift's top: the lift of a storey whose roof above it is open. */
function openLiftTops(floors: readonly FloorModel[]): { floor: FloorModel; lift: Space }[] {
  const out: { floor: FloorModel; lift: Space }[] = [];
  for (const f of floors) {
    if (f.kind !== 'storey') continue;
    const top = f.level + f.repeat_count;
    for (const s of f.spaces) {
      if (s.subtype !== 'elevator' || s.net_polygon.length < 3) continue;
      const c = polygonCentroid(s.net_polygon);
      const covered = floors.some(
        (g) => g.kind === 'storey' && g.level === top && pointInPolygon(c, g.polygon),
      );
      if (!covered) out.push({ floor: f, lift: s });
    }
  }
  return out;
}

/**
 * Machine rooms on the roof over every lift whose shaft ends under open roof: a room over the shaft, at
 * least the machine-room rule (1.5 x 2.6 m) inside its walls and never smaller than the shaft, with an
 * outer wall all round, one storey of `height`. Each is a roof structure: it adds floor area and volume
 * but is no storey. A room that would hang over the roof's edge is not placed, with a message.
 */
export function machineRooms(
  floors: readonly FloorModel[],
  rules: ResolvedRules,
  height: number,
  firstIndex: number,
  buildingId: string | number,
): { floors: FloorModel[]; messages: GeneratorMessage[] } {
  const out: FloorModel[] = [];
  const messages: GeneratorMessage[] = [];
  const wall = rules.outerWallThicknessMeters;
  for (const { floor: f, lift } of openLiftTops(floors)) {
    const { c, u, v, a, b } = axes(lift.net_polygon);
    const shortFirst = a <= b;
    const na = Math.max(a, shortFirst ? rules.machineRoomWidthMeters : rules.machineRoomLengthMeters);
    const nb = Math.max(b, shortFirst ? rules.machineRoomLengthMeters : rules.machineRoomWidthMeters);
    const gross = box(c, u, v, na + 2 * wall, nb + 2 * wall);
    const net = box(c, u, v, na, nb);
    if (!polygonInsidePolygon(gross, f.polygon, 1e-6)) {
      messages.push({
        message: 'machine_room_missing',
        target: lift.id,
        value: Math.round(na * nb * 100) / 100,
        building_id: buildingId,
        unit_id: null,
      });
      continue;
    }
    const index = firstIndex + out.length;
    const z = f.z + f.height * f.repeat_count;
    const room: Space = {
      id: `f${index}-s0`,
      functiontype: 'me',
      subtype: 'machine_room',
      category: 'core',
      polygon: gross,
      net_polygon: net,
      area_gross: squareMeters(polygonArea(gross)),
      area_net: squareMeters(polygonArea(net)),
      length_meters: na,
      depth_meters: nb,
      position: { x: c.x, y: c.y, z },
      unit_id: null,
      unit_name: null,
      counts_as_unit: false,
      two_window: false,
      entrance: null,
      parking_spots: 0,
      bicycle_racks: 0,
      storage_units: 0,
      trees: 0,
      balcony: null,
    };
    out.push({
      index,
      name: 'Liftopbouw',
      kind: 'roof_structure',
      tower_index: f.tower_index,
      offset: f.offset,
      on_floor: f.index,
      level: f.level + f.repeat_count,
      z,
      height,
      repeat_count: 1,
      roof_type: 'flat',
      polygon: gross,
      spaces: [room],
      walls: facadeWalls(gross, net, wall, index),
    });
  }
  return { floors: out, messages };
}

/** Centre, unit axes and side lengths of a rectangle at any angle (its bounding box for other rings). */
function axes(p: Polygon): { c: Vec2; u: Vec2; v: Vec2; a: number; b: number } {
  const c = polygonCentroid(p);
  if (p.length === 4) {
    const [p0, p1, , p3] = p as [Vec2, Vec2, Vec2, Vec2];
    const a = Math.hypot(p1.x - p0.x, p1.y - p0.y);
    const b = Math.hypot(p3.x - p0.x, p3.y - p0.y);
    if (a > 1e-9 && b > 1e-9) {
      const u = { x: (p1.x - p0.x) / a, y: (p1.y - p0.y) / a };
      const v = { x: (p3.x - p0.x) / b, y: (p3.y - p0.y) / b };
      if (Math.abs(u.x * v.x + u.y * v.y) < 1e-6) return { c, u, v, a, b };
    }
  }
  const r = boundingRect(p);
  return {
    c: { x: (r.x0 + r.x1) / 2, y: (r.y0 + r.y1) / 2 },
    u: { x: 1, y: 0 },
    v: { x: 0, y: 1 },
    a: r.x1 - r.x0,
    b: r.y1 - r.y0,
  };
}

/** A counter-clockwise rectangle of sides a (along u) and b (along v) centred on c. */
function box(c: Vec2, u: Vec2, v: Vec2, a: number, b: number): Polygon {
  const at = (su: number, sv: number): Vec2 => ({
    x: c.x + (su * a * u.x) / 2 + (sv * b * v.x) / 2,
    y: c.y + (su * a * u.y) / 2 + (sv * b * v.y) / 2,
  });
  const ring = [at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)];
  return signedPolygonArea(ring) > 0 ? ring : ring.reverse();
}

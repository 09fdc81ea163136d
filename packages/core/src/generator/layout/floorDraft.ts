import { bicyclePlaces, privateStorages } from '../validations/privateStorage';
import { insetPolygon } from '../../geometry/insetPolygon';
import { polygonArea, polygonCentroid } from '../../geometry/polygonArea';
import type { Rect } from '../../geometry/rect';
import { rectPolygon } from '../../geometry/rect';
import type { Polygon, Vec2 } from '../../geometry/vec2';
import { squareMeters } from '../../units/units';
import type { Space, SpaceSubtype, Wall } from '../buildingModel';
import type { AreaCategory, FunctionType } from '../enums';
import type { ResolvedRules } from '../generationParameters';

/** A space before walls are known: a gross rectangle plus what the block knows about it. */
export interface DraftSpace {
  rect: Rect;
  functiontype: FunctionType;
  subtype: SpaceSubtype;
  category: AreaCategory;
  /** Unwalled spaces (parking bays, aisles) share no wall with each other. */
  walled: boolean;
  /** Which axis the space's depth runs along (away from its facade). */
  depthAxis: 'x' | 'y';
  unit_id?: string | number | null;
  unit_name?: string | null;
  counts_as_unit?: boolean;
  two_window?: boolean;
  entrance?: Vec2 | null;
  parking_spots?: number;
  bicycle_racks?: number;
  storage_units?: number;
  balcony?: Space['balcony'];
}

/** Shorthand for a walled draft space. */
export function draft(
  r: Rect,
  functiontype: FunctionType,
  subtype: SpaceSubtype,
  category: AreaCategory,
  extra: Partial<DraftSpace> = {},
): DraftSpace {
  return { rect: r, functiontype, subtype, category, walled: true, depthAxis: 'y', ...extra };
}

type Side = 'x0' | 'x1' | 'y0' | 'y1';

/** Net area a walled rectangle will get inside `outline`: outer walls on facade sides, half inner walls elsewhere. */
export function estimateNetArea(r: Rect, outline: Rect, rules: ResolvedRules): number {
  const { w, d } = estimateNetSides(r, outline, rules);
  return w * d;
}

/** Net sides a walled rectangle will get inside `outline` (as `estimateNetArea`), metres. */
export function estimateNetSides(r: Rect, outline: Rect, rules: ResolvedRules): { w: number; d: number } {
  const ded = sideWall(rules);
  const w = r.x1 - r.x0 - ded(r.x0, outline.x0) - ded(r.x1, outline.x1);
  const d = r.y1 - r.y0 - ded(r.y0, outline.y0) - ded(r.y1, outline.y1);
  return { w: Math.max(0, w), d: Math.max(0, d) };
}

/** The net rectangle a walled rectangle will get inside `outline` (the walls of `estimateNetSides`). */
export function estimateNetRect(r: Rect, outline: Rect, rules: ResolvedRules): Rect {
  const ded = sideWall(rules);
  return {
    x0: r.x0 + ded(r.x0, outline.x0),
    x1: r.x1 - ded(r.x1, outline.x1),
    y0: r.y0 + ded(r.y0, outline.y0),
    y1: r.y1 - ded(r.y1, outline.y1),
  };
}
const EPS = 1e-6;

/** The wall a side at `a` loses against the outline's side at `b`: the outer wall on a facade, else half an inner wall. */
const sideWall = (rules: ResolvedRules) => (a: number, b: number) =>
  Math.abs(a - b) < EPS ? rules.outerWallThicknessMeters : rules.innerWallThicknessMeters / 2;

/** A segment two neighbouring drafts share: their sides on it, its axis, where it lies and its extent. */
interface Shared {
  i: number;
  j: number;
  sideI: Side;
  sideJ: Side;
  axis: 'x' | 'y';
  at: number;
  s0: number;
  s1: number;
}

const sideIndex: Record<Side, number> = { x0: 0, x1: 1, y0: 2, y1: 3 };

/** True when side `s` of `r` lies on the same side of the outline (a facade). */
const onBoundary = (r: Rect, s: Side, outline: Rect) =>
  s === 'x0'
    ? Math.abs(r.x0 - outline.x0) < EPS
    : s === 'x1'
      ? Math.abs(r.x1 - outline.x1) < EPS
      : s === 'y0'
        ? Math.abs(r.y0 - outline.y0) < EPS
        : Math.abs(r.y1 - outline.y1) < EPS;

/**
 * Turns draft rectangles that tile `outline` into spaces with net outlines and walls. Facade sides lose the
 * outer wall; inner sides lose half an inner wall when either neighbour is walled, so the wall between two
 * spaces is one inner wall thick.
 */
export function finalizeFloor(
  drafts: readonly DraftSpace[],
  outline: Rect,
  rules: ResolvedRules,
  floorIndex: number,
  z: number,
): { spaces: Space[]; walls: Wall[] } {
  const outer = rules.outerWallThicknessMeters;
  const half = rules.innerWallThicknessMeters / 2;
  const { shared, walledNeighbour } = sharedSegments(drafts);
  const deduction = (k: number, s: Side) => {
    const d = drafts[k]!;
    if (onBoundary(d.rect, s, outline)) return outer;
    return d.walled || walledNeighbour[k]![sideIndex[s]] ? half : 0;
  };
  const spaces: Space[] = drafts.map((d, k) => draftToSpace(d, k, deduction, outline, rules, floorIndex, z));
  const walls: Wall[] = outerWalls(outline, outer, floorIndex);
  for (const s of shared) {
    const wall = innerWall(s, deduction(s.i, s.sideI), deduction(s.j, s.sideJ), outline, rules, floorIndex);
    if (wall) walls.push(wall);
  }
  return { spaces, walls };
}

/** Shared segments between neighbours, found once per pair, and which sides of each draft have a walled neighbour. */
function sharedSegments(drafts: readonly DraftSpace[]): { shared: Shared[]; walledNeighbour: boolean[][] } {
  const n = drafts.length;
  const shared: Shared[] = [];
  const walledNeighbour: boolean[][] = drafts.map(() => [false, false, false, false]);
  for (let i = 0; i < n; i++) {
    const a = drafts[i]!.rect;
    for (let j = i + 1; j < n; j++) {
      const b = drafts[j]!.rect;
      let s: Shared | null = null;
      if (Math.abs(a.x1 - b.x0) < EPS || Math.abs(a.x0 - b.x1) < EPS) {
        const s0 = Math.max(a.y0, b.y0);
        const s1 = Math.min(a.y1, b.y1);
        if (s1 - s0 > EPS) {
          const right = Math.abs(a.x1 - b.x0) < EPS;
          s = {
            i,
            j,
            sideI: right ? 'x1' : 'x0',
            sideJ: right ? 'x0' : 'x1',
            axis: 'x',
            at: right ? a.x1 : a.x0,
            s0,
            s1,
          };
        }
      } else if (Math.abs(a.y1 - b.y0) < EPS || Math.abs(a.y0 - b.y1) < EPS) {
        const s0 = Math.max(a.x0, b.x0);
        const s1 = Math.min(a.x1, b.x1);
        if (s1 - s0 > EPS) {
          const top = Math.abs(a.y1 - b.y0) < EPS;
          s = {
            i,
            j,
            sideI: top ? 'y1' : 'y0',
            sideJ: top ? 'y0' : 'y1',
            axis: 'y',
            at: top ? a.y1 : a.y0,
            s0,
            s1,
          };
        }
      }
      if (!s) continue;
      shared.push(s);
      if (drafts[j]!.walled) walledNeighbour[i]![sideIndex[s.sideI]] = true;
      if (drafts[i]!.walled) walledNeighbour[j]![sideIndex[s.sideJ]] = true;
    }
  }
  return { shared, walledNeighbour };
}

/** One draft as a space: its gross outline, the net outline inside its walls, and what it holds. */
function draftToSpace(
  d: DraftSpace,
  k: number,
  deduction: (k: number, s: Side) => number,
  outline: Rect,
  rules: ResolvedRules,
  floorIndex: number,
  z: number,
): Space {
  const r = d.rect;
  // A sliver thinner than its walls keeps a collapsed outline on its centre line, never an inverted one.
  const span = (lo: number, hi: number): [number, number] => (hi < lo ? [(lo + hi) / 2, (lo + hi) / 2] : [lo, hi]);
  const [nx0, nx1] = span(r.x0 + deduction(k, 'x0'), r.x1 - deduction(k, 'x1'));
  const [ny0, ny1] = span(r.y0 + deduction(k, 'y0'), r.y1 - deduction(k, 'y1'));
  const net: Rect = { x0: nx0, x1: nx1, y0: ny0, y1: ny1 };
  const netW = net.x1 - net.x0;
  const netD = net.y1 - net.y0;
  const polygon = rectPolygon(r);
  const c = polygonCentroid(polygon);
  return {
    id: `f${floorIndex}-s${k}`,
    functiontype: d.functiontype,
    subtype: d.subtype,
    category: d.category,
    polygon,
    net_polygon: rectPolygon(net),
    area_gross: squareMeters((r.x1 - r.x0) * (r.y1 - r.y0)),
    area_net: squareMeters(netW * netD),
    length_meters: d.depthAxis === 'y' ? netW : netD,
    depth_meters: d.depthAxis === 'y' ? netD : netW,
    position: { x: c.x, y: c.y, z },
    unit_id: d.unit_id ?? null,
    unit_name: d.unit_name ?? null,
    counts_as_unit: d.counts_as_unit ?? d.category === 'unit',
    // Windows on two facades when the block did not say: a corner touches two sides of the outline.
    two_window:
      d.two_window ??
      (['x0', 'x1', 'y0', 'y1'] as const).filter((side) => onBoundary(r, side, outline)).length >= 2,
    entrance: d.entrance ?? null,
    parking_spots: d.parking_spots ?? 0,
    bicycle_racks: d.bicycle_racks ?? (d.subtype === 'bicycle' ? bicyclePlaces(netW, netD, rules) : 0),
    // Private storages measured from the room, like the validator (Bbl 4.31: 5 m2, 1.8 m wide); a leftover
    // room holds none (issue 40: leftover space is never counted as storage).
    storage_units:
      d.storage_units ?? (d.functiontype === 'storage' && d.subtype === 'storage' ? privateStorages(netW, netD) : 0),
    trees: 0,
    balcony: d.balcony ?? null,
  };
}

/** The wall on a shared segment, `di` thick into space i and `dj` into space j; null when there is none. */
function innerWall(
  s: Shared,
  di: number,
  dj: number,
  outline: Rect,
  rules: ResolvedRules,
  floorIndex: number,
): Wall | null {
  const outer = rules.outerWallThicknessMeters;
  const t = di + dj;
  if (t < EPS) return null;
  // Stop at the outer wall's inner face where the wall meets the facade.
  const lo = s.axis === 'x' ? outline.y0 : outline.x0;
  const hi = s.axis === 'x' ? outline.y1 : outline.x1;
  const s0 = Math.abs(s.s0 - lo) < EPS ? s.s0 + outer : s.s0;
  const s1 = Math.abs(s.s1 - hi) < EPS ? s.s1 - outer : s.s1;
  if (s1 - s0 < EPS) return null;
  // The wall extends `di` into space i and `dj` into space j.
  const iIsLow = s.sideI === 'x1' || s.sideI === 'y1';
  const from = iIsLow ? s.at - di : s.at - dj;
  const to = iIsLow ? s.at + dj : s.at + di;
  const r: Rect =
    s.axis === 'x' ? { x0: from, x1: to, y0: s0, y1: s1 } : { x0: s0, x1: s1, y0: from, y1: to };
  const mid = (from + to) / 2;
  const edge: [Vec2, Vec2] =
    s.axis === 'x'
      ? [
          { x: mid, y: s0 },
          { x: mid, y: s1 },
        ]
      : [
          { x: s0, y: mid },
          { x: s1, y: mid },
        ];
  return {
    subtype: t >= rules.innerWallThicknessMeters - EPS ? 'inner' : 'separation',
    edges: [edge],
    shape: rectPolygon(r),
    thickness_meters: t,
    floor_index: floorIndex,
  };
}

/** The four facade walls as mitred trapezoids, so together they cover exactly outline minus its inset. */
function outerWalls(outline: Rect, thickness: number, floorIndex: number): Wall[] {
  if (thickness <= 0) return [];
  const o = rectPolygon(outline);
  const inner = insetPolygon(o, thickness);
  if (inner.length !== 4) {
    return [{ subtype: 'outer', edges: [], shape: o, thickness_meters: thickness, floor_index: floorIndex }];
  }
  const walls: Wall[] = [];
  for (let k = 0; k < 4; k++) {
    const a = o[k]!;
    const b = o[(k + 1) % 4]!;
    const shape: Polygon = [a, b, inner[(k + 1) % 4]!, inner[k]!];
    if (polygonArea(shape) < EPS) continue;
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

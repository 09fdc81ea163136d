import { assumedRules } from '../../constants/designRules';
import type { Rect } from '../../geometry/rect';
import type { Vec2 } from '../../geometry/vec2';
import type { BlockContext, BlockGenerator, FloorDraft } from '../blockContext';
import { report } from '../blockContext';
import { coreColumn, staircaseParts } from '../layout/coreColumn';
import type { DraftSpace } from '../layout/floorDraft';
import { draft } from '../layout/floorDraft';

/** A band across the width: a row of bays or a driving aisle. */
interface Band {
  y0: number;
  y1: number;
  kind: 'bays' | 'aisle';
}

/**
 * Bands across the width: bays | aisle | bays modules (bays back to back between modules); a last
 * single-sided module when 11 m are left; any remainder widens the last aisle. `wall` is added to the
 * bay rows at either facade so their net depth stays the bay depth.
 */
function bands(width: number, bay: number, aisle: number, wall: number): Band[] | null {
  const usable = width - 2 * wall;
  const modules = Math.max(0, Math.floor((usable + 1e-9) / (2 * bay + aisle)));
  let rest = usable - modules * (2 * bay + aisle);
  const single = usable > 0 && rest >= bay + aisle - 1e-9;
  if (modules === 0 && !single) return null;
  if (single) rest -= bay + aisle;
  const out: Band[] = [];
  let y = 0;
  const push = (h: number, kind: Band['kind']) => {
    out.push({ y0: y, y1: y + h, kind });
    y += h;
  };
  for (let m = 0; m < modules; m++) {
    push(bay + (m === 0 ? wall : 0), 'bays');
    push(aisle, 'aisle');
    push(bay + (m === modules - 1 && !single ? wall : 0), 'bays');
  }
  if (single) {
    push(aisle, 'aisle');
    push(bay + wall, 'bays');
  }
  const last = [...out].reverse().find((b) => b.kind === 'aisle')!;
  // Widen the last aisle by what is left (an aisle at the facade also takes the wall), shifting the bands after it.
  rest = width - y;
  const k = out.indexOf(last);
  last.y1 += rest;
  for (let i = k + 1; i < out.length; i++) {
    out[i]!.y0 += rest;
    out[i]!.y1 += rest;
  }
  return out;
}

/** Bays of `bayWidth` along [x0, x1] in a band; the end bays at a facade are widened by the wall. */
function bayRow(
  x0: number,
  x1: number,
  band: Band,
  bayWidth: number,
  wallStart: number,
  wallEnd: number,
  site: boolean,
): DraftSpace[] {
  const out: DraftSpace[] = [];
  const usable = x1 - x0 - wallStart - wallEnd;
  const count = Math.max(0, Math.floor((usable + 1e-9) / bayWidth));
  let x = x0;
  for (let i = 0; i < count; i++) {
    const w =
      bayWidth +
      (i === 0 ? wallStart : 0) +
      (i === count - 1 && usable - count * bayWidth < 1e-9 ? wallEnd : 0);
    out.push(
      draft(
        { x0: x, x1: x + w, y0: band.y0, y1: band.y1 },
        site ? 'parking_ground' : 'parking',
        'parking_bay',
        site ? 'site' : 'ancillary',
        { walled: false, parking_spots: 1 },
      ),
    );
    x += w;
  }
  if (x1 - x > 1e-9)
    out.push(
      draft(
        { x0: x, x1, y0: band.y0, y1: band.y1 },
        site ? 'green' : 'parking',
        site ? 'green_strip' : 'leftover',
        site ? 'site' : 'ancillary',
        { walled: false },
      ),
    );
  return out;
}

/**
 * Parking: surface parking as site functions, or a parking building of several levels with a staircase
 * core at one end and a straight ramp in the back bay row or a spiral ramp at the other end
 * (`parking.ramp_type`), or a car lift when the ramp does not fit.
 * Bays are 2.5 x 5 m along aisles of street width; the generation parameters cap depth and length.
 */
export const parking: BlockGenerator = (ctx: BlockContext) => {
  const { rules, cfg } = ctx;
  const L = Math.min(ctx.length, rules.maxParkingLengthMeters);
  const W = Math.min(ctx.width, rules.maxParkingDepthMeters);
  const bay = rules.parkingBayDepthMeters;
  const bayW = rules.parkingBayMaxWidthMeters;
  const aisle = rules.streetWidthMeters;
  const surface = cfg.parking.parking_type === 'surface';
  const outer = surface ? 0 : rules.outerWallThicknessMeters;
  const layout = bands(W, bay, aisle, outer);
  if (!layout || !layout.some((b) => b.kind === 'bays')) {
    report(ctx, 'footprint_too_small', 'width', W);
    return { floors: [], site: [] };
  }
  if (surface) {
    const site: DraftSpace[] = [];
    for (const b of layout) {
      if (b.kind === 'aisle')
        site.push(
          draft({ x0: 0, x1: L, y0: b.y0, y1: b.y1 }, 'concrete', 'aisle', 'site', { walled: false }),
        );
      else site.push(...bayRow(0, L, b, bayW, 0, 0, true));
    }
    return { floors: [], site, siteOutline: { x0: 0, y0: 0, x1: L, y1: W } };
  }
  return { floors: parkingLevels(ctx, layout, L, W), site: [] };
};

/**
 * The levels of a parking building: the staircase column at the far end across the whole width, a ramp
 * (or car lift) on every level when there are several, and bays along the aisles; staircases among the
 * bays wherever a bay off the ground would lie beyond the staircase reach of the column.
 */
function parkingLevels(ctx: BlockContext, layout: readonly Band[], L: number, W: number): FloorDraft[] {
  const { rules } = ctx;
  const outer = rules.outerWallThicknessMeters;
  const inner = rules.innerWallThicknessMeters;
  const coreW = rules.staircaseWidthMeters + inner + outer - inner / 2;
  const multi = ctx.levels.length > 1 || (ctx.levels[0]?.repeat_count ?? 0) > 1;
  const lastBays = [...layout].reverse().find((b) => b.kind === 'bays')!; // checked by the caller
  // The staircase column at the far end, across the whole width; the stair starts at the facade, so its
  // first stretch also carries the outer wall.
  const col: Rect = { x0: L - coreW, x1: L, y0: 0, y1: W };
  const stairParts = staircaseParts(rules, false, false).map((p) => ({
    ...p,
    netLength: p.netLength + outer - inner / 2,
  }));
  const storage = { functiontype: 'storage', subtype: 'storage', category: 'ancillary' } as const;
  const core = coreColumn(col, true, stairParts, storage, rules, true);
  // Ramps first: how far each band's bays and aisle start from x = 0 on each level, and what sits before them.
  const ramps = ctx.levels.map((level) => (multi ? levelRamp(ctx, layout, lastBays, level.height, L - coreW) : null));
  const stairs = multi ? placeStairs(ctx, layout, ramps, L - coreW, core.drafts) : [];
  return ctx.levels.map((level, li) => {
    const ramp = ramps[li];
    const drafts: DraftSpace[] = [...core.drafts.map((d) => ({ ...d })), ...(ramp?.drafts ?? [])];
    for (const b of layout) {
      const start = ramp?.starts.get(b) ?? 0;
      if (b.kind === 'aisle')
        drafts.push(
          draft({ x0: start, x1: L - coreW, y0: b.y0, y1: b.y1 }, 'parking', 'aisle', 'circulation', {
            walled: false,
          }),
        );
      else drafts.push(...bandRow(rules, b, start, L - coreW, stairs));
    }
    return {
      name: level.name,
      height: level.height,
      repeat_count: level.repeat_count,
      roof_type: level.roof_type,
      outline: { x0: 0, y0: 0, x1: L, y1: W },
      drafts,
      offset_x: level.offset_x,
      offset_y: level.offset_y,
    };
  });
}

/** The ramp of one level (straight or spiral), or a car lift with `parking_ramp_missing` when none fits. */
function levelRamp(
  ctx: BlockContext,
  layout: readonly Band[],
  lastBays: Band,
  floorHeight: number,
  end: number,
): { drafts: DraftSpace[]; starts: Map<Band, number> } {
  const { rules, cfg } = ctx;
  const spiral = cfg.parking.ramp_type === 'spiral';
  const ramp = spiral ? spiralRamp(ctx, layout, end) : straightRamp(ctx, lastBays, floorHeight, end);
  if (ramp) return { drafts: ramp.drafts, starts: new Map(ramp.starts) };
  report(
    ctx,
    'parking_ramp_missing',
    spiral ? 'spiral_ramp' : 'ramp',
    spiral
      ? rules.spiralRampWidthMeters * rules.spiralRampLengthMeters
      : Math.round(((rules.carRampLengthFor3mFloorMeters * floorHeight) / 3) * 100) / 100,
  );
  // A car lift instead, when even that fits beside the staircase.
  const liftLen = rules.carLiftLengthMeters + rules.innerWallThicknessMeters / 2 + rules.outerWallThicknessMeters;
  if (liftLen > end) return { drafts: [], starts: new Map() };
  return {
    drafts: [draft({ x0: 0, x1: liftLen, y0: lastBays.y0, y1: lastBays.y1 }, 'elevator', 'car_lift', 'core')],
    starts: new Map([[lastBays, liftLen]]),
  };
}

/** What a ramp takes: its drafts and where the bands it cuts into start instead of at x = 0. */
interface Ramp {
  drafts: DraftSpace[];
  starts: [Band, number][];
}

/**
 * A straight ramp at the start of the last bay row: 25 m for a 3 m floor, scaled with the floor height,
 * plus the facade wall and half the wall to the first bay so the ramp keeps its full length inside.
 */
function straightRamp(ctx: BlockContext, lastBays: Band, floorHeight: number, end: number): Ramp | null {
  const { rules } = ctx;
  const outer = rules.outerWallThicknessMeters;
  const inner = rules.innerWallThicknessMeters;
  const rampEnd = (rules.carRampLengthFor3mFloorMeters * floorHeight) / 3 + outer + inner / 2;
  if (rampEnd > end - rules.parkingBayMaxWidthMeters - inner) return null;
  return {
    drafts: [
      draft({ x0: 0, x1: rampEnd, y0: lastBays.y0, y1: lastBays.y1 }, 'parking', 'ramp', 'circulation'),
    ],
    starts: [[lastBays, rampEnd]],
  };
}

/** Narrower than this a strip is not worth walls of its own (a metre, as a tower's side room). */
const MIN_ROOM_METERS = 1;

/**
 * A spiral ramp of 10 x 17 m (inside its walls) in the corner at x = 0, y = 0: its short side along the
 * length when the width holds the long side, else turned. Bands beside it start after it; a band that
 * runs past its end keeps the corner behind it (aisle, or leftover where a bay row is too shallow).
 */
function spiralRamp(ctx: BlockContext, layout: readonly Band[], end: number): Ramp | null {
  const { rules, width: W } = ctx;
  const outer = rules.outerWallThicknessMeters;
  const inner = rules.innerWallThicknessMeters;
  const wall = outer + inner / 2;
  const short = rules.spiralRampWidthMeters + wall;
  const long = rules.spiralRampLengthMeters + wall;
  const depth = Math.min(W, rules.maxParkingDepthMeters);
  const [sw, rampD] = depth >= long - 1e-9 ? [short, long] : depth >= short - 1e-9 ? [long, short] : [0, 0];
  if (sw === 0 || sw > end - rules.parkingBayMaxWidthMeters - inner) return null;
  // A band that runs past the ramp by less than a metre (too narrow for a room with walls, as a tower's side
  // room) would leave a sliver behind it thinner than its own walls, whose wall then overlaps the facade's
  // and the areas no longer add up to the GFA (issue 40, D11): the ramp takes that sliver.
  const straddling = layout.find((b) => b.y0 < rampD - 1e-9 && b.y1 > rampD + 1e-9);
  const sd = straddling && straddling.y1 - rampD < MIN_ROOM_METERS ? straddling.y1 : rampD;
  const drafts: DraftSpace[] = [
    draft({ x0: 0, x1: sw, y0: 0, y1: sd }, 'parking', 'spiral_ramp', 'circulation', {
      depthAxis: sw > sd ? 'y' : 'x',
    }),
  ];
  const starts: [Band, number][] = [];
  for (const [k, b] of layout.entries()) {
    if (b.y0 >= sd - 1e-9) {
      // A bay row right behind the ramp, entered from the aisle the ramp stands on, has no aisle over the
      // ramp's width (issue 40, D12): its bays start after the ramp and the corner behind it is a walled room
      // left over (walled, as the ramp is, so the first bay beside it keeps its width inside the wall).
      const below = layout[k - 1];
      const above = layout[k + 1];
      if (b.kind === 'bays' && Math.abs(b.y0 - sd) < 1e-9 && below?.kind === 'aisle' && above?.kind !== 'aisle') {
        starts.push([b, sw]);
        drafts.push(draft({ x0: 0, x1: sw, y0: b.y0, y1: b.y1 }, 'parking', 'leftover', 'ancillary'));
      }
      continue;
    }
    starts.push([b, sw]);
    if (b.y1 > sd + 1e-9) {
      const corner = { x0: 0, x1: sw, y0: sd, y1: b.y1 };
      drafts.push(
        b.kind === 'aisle'
          ? draft(corner, 'parking', 'aisle', 'circulation', { walled: false })
          : draft(corner, 'parking', 'leftover', 'ancillary', { walled: false }),
      );
    }
  }
  return { drafts, starts };
}

/**
 * A staircase among the bays of a band: where it stands along the length, its door on the aisle, and the
 * bay band behind it (back to back), where a room of the same length keeps the bays off its back wall.
 */
interface BayStair {
  band: Band;
  back: Band | null;
  x0: number;
  x1: number;
  door: Vec2;
}

/**
 * A bay band from `start` to `end`, split around the staircases standing in it or backing onto it: bays, a
 * leftover room where a bay no longer fits, the staircases and the rooms behind them (walled; the bays
 * beside them keep their width).
 */
function bandRow(rules: BlockContext['rules'], b: Band, start: number, end: number, all: readonly BayStair[]): DraftSpace[] {
  const stairs = all.filter((st) => st.band === b || st.back === b);
  const half = rules.innerWallThicknessMeters / 2;
  const bayW = rules.parkingBayMaxWidthMeters;
  const out: DraftSpace[] = [];
  let x = start;
  let wall = start === 0 ? rules.outerWallThicknessMeters : half;
  for (const st of [...stairs].sort((p, q) => p.x0 - q.x0)) {
    out.push(...bayRow(x, st.x0, b, bayW, wall, half, false));
    const r = { x0: st.x0, x1: st.x1, y0: b.y0, y1: b.y1 };
    out.push(
      st.band === b
        ? draft(r, 'staircase', 'staircase', 'core', { entrance: st.door })
        : draft(r, 'parking', 'leftover', 'ancillary'),
    );
    x = st.x1;
    wall = half;
  }
  // Walls to the ramp, a staircase and the staircase column come off the end bays, not out of their width.
  out.push(...bayRow(x, end, b, bayW, wall, half, false));
  return out;
}

// The bay's middle in the plan and the centroid of its net outline differ by up to half a wall.
const REACH_MARGIN_METERS = 0.3;

const walk = (a: Vec2, b: Vec2) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

/**
 * Staircases among the bays so every bay lies within the staircase reach (the rule of dwellings' doors,
 * Bbl afdeling 4.2.12): take the uncovered bay nearest the start, and put a staircase in the bay band
 * where it covers that bay and most of the other uncovered ones, as far along as still covers it. A bay no
 * staircase can cover is left (the generator's check reports it as `staircase_out_of_reach`). Staircases
 * stand where every level has bays, so they stack.
 */
function placeStairs(
  ctx: BlockContext,
  layout: readonly Band[],
  ramps: readonly ({ starts: Map<Band, number> } | null)[],
  end: number,
  core: readonly DraftSpace[],
): BayStair[] {
  const { rules } = ctx;
  const reach = assumedRules.staircaseReachMeters - REACH_MARGIN_METERS;
  const bayBands = layout.filter((b) => b.kind === 'bays');
  const startOf = new Map(bayBands.map((b) => [b, Math.max(0, ...ramps.map((r) => r?.starts.get(b) ?? 0))]));
  const stairs: BayStair[] = [];
  const doors = core.flatMap((d) => (d.subtype === 'staircase' && d.entrance ? [d.entrance] : []));
  const lost: Vec2[] = [];
  for (let guard = 0; guard < 48; guard++) {
    const far: Vec2[] = [];
    for (const b of bayBands)
      for (const d of bandRow(rules, b, startOf.get(b)!, end, stairs)) {
        if (d.subtype !== 'parking_bay') continue;
        const p = { x: (d.rect.x0 + d.rect.x1) / 2, y: (d.rect.y0 + d.rect.y1) / 2 };
        if (Math.min(...doors.map((q) => walk(p, q))) > reach && !lost.some((l) => walk(l, p) < 1e-6)) far.push(p);
      }
    if (far.length === 0) break;
    const u = far.reduce((a, p) => (p.x < a.x - 1e-9 || (Math.abs(p.x - a.x) <= 1e-9 && p.y < a.y) ? p : a));
    let best: { stair: BayStair; covers: number } | null = null;
    for (const b of bayBands) {
      const stair = stairFor(rules, layout, b, startOf, end, stairs, u, reach);
      if (!stair) continue;
      const covers = far.filter((p) => walk(p, stair.door) <= reach).length;
      if (!best || covers > best.covers) best = { stair, covers };
    }
    if (!best) {
      lost.push(u);
      continue;
    }
    stairs.push(best.stair);
    doors.push(best.stair.door);
  }
  return stairs;
}

/**
 * A staircase in band `b` that covers point `u`, as far along the length as still covers it, in place of
 * whole bays (so the bays before it end flush), in a stretch of the band no staircase stands in; or null.
 */
function stairFor(
  rules: BlockContext['rules'],
  layout: readonly Band[],
  b: Band,
  startOf: ReadonlyMap<Band, number>,
  end: number,
  stairs: readonly BayStair[],
  u: Vec2,
  reach: number,
): BayStair | null {
  const half = rules.innerWallThicknessMeters / 2;
  const bayW = rules.parkingBayMaxWidthMeters;
  const i = layout.indexOf(b);
  const aisleAfter = layout[i + 1]?.kind === 'aisle';
  // A bay band behind it gives up the same length (the staircase's back wall would take depth from its bays).
  const behind = layout[aisleAfter ? i - 1 : i + 1];
  const back = behind?.kind === 'bays' ? behind : null;
  const start = Math.max(startOf.get(b)!, back ? startOf.get(back)! : 0);
  const doorY = aisleAfter ? b.y1 : b.y0;
  const lateral = Math.abs(u.y - doorY);
  if (lateral > reach) return null;
  const target = u.x + (reach - lateral);
  const taken = (s: BayStair, band: Band | null) => band !== null && (s.band === band || s.back === band);
  const inBand = stairs.filter((s) => taken(s, b) || taken(s, back)).sort((p, q) => p.x0 - q.x0);
  const stretches = [start, ...inBand.map((s) => s.x1)].map((x0, k) => ({
    x0,
    wall: x0 === 0 ? rules.outerWallThicknessMeters : half,
    x1: inBand[k]?.x0 ?? end,
  }));
  let best: BayStair | null = null;
  for (const s of stretches) {
    // With k bays before it the staircase starts where the k-th bay ends; with none, at the stretch's start.
    const at = (k: number) => {
      const x0 = k === 0 ? s.x0 : s.x0 + s.wall + k * bayW + half;
      const x1 = x0 + rules.staircaseLengthMeters + (k === 0 ? s.wall : half) + half;
      return { x0, x1, door: { x: (x0 + x1) / 2, y: doorY } };
    };
    const w = rules.staircaseLengthMeters + 2 * half;
    let k = Math.max(0, Math.floor((target - w / 2 - s.x0 - s.wall - half) / bayW + 1e-9));
    while (k > 0 && at(k).x1 > s.x1 + 1e-9) k--;
    const st = at(k);
    if (st.x1 > s.x1 + 1e-9 || walk(u, st.door) > reach) continue;
    if (!best || st.door.x > best.door.x) best = { band: b, back, ...st };
  }
  return best;
}

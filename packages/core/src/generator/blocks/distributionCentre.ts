import { buildingDefaults } from '../../constants/buildingDefaults';
import type { BlockContext, BlockGenerator, FloorDraft } from '../blockContext';
import { report, spaceId } from '../blockContext';
import type { DraftSpace } from '../layout/floorDraft';
import { draft, estimateNetRect } from '../layout/floorDraft';
import { reachFailures } from '../layout/slabEscape';
import { clipPolygonToConvex } from '../../geometry/clipPolygon';
import { polygonArea } from '../../geometry/polygonArea';
import { insetPolygon } from '../../geometry/insetPolygon';
import type { Rect } from '../../geometry/rect';
import { rectPolygon } from '../../geometry/rect';

/**
 * Distribution centre: a hall with an office strip of `office_depth` along the front facade (a staircase
 * at its end, and at its far end and between its offices as the staircase reach asks), one more office
 * floor over the strip when the height allows, and loading docks of 4.55 m along the back facade, each
 * with a 35 m apron of paving inside the building's plot depth.
 */
export const distributionCentre: BlockGenerator = (ctx) => {
  const { od, groundHeight, wantedDocks } = dcSettings(ctx);
  const hall = fitHall(ctx, od, wantedDocks);
  if (!hall) return { floors: [], site: [] };
  const floors = dcFloors(ctx, od, groundHeight, hall);
  return { floors, site: dockSite(ctx, hall) };
};

/** The hall's depth beside the dock aprons, the docks that fit, and the staircase's length along the strip. */
interface Hall {
  hallDepth: number;
  docks: number;
  stairLen: number;
}

/** The cfg's office depth, ground floor height and docks; unusable numbers fall back to the spec defaults, with a message. */
function dcSettings(ctx: BlockContext): { od: number; groundHeight: number; wantedDocks: number } {
  const dc = ctx.cfg.distribution_centre;
  const setting = (value: number, fallback: number, field: string, min: number) => {
    if (Number.isFinite(value) && value >= min) return value;
    report(ctx, 'parameter_unreadable', `distribution_centre.${field}`, String(value));
    return fallback;
  };
  const od = setting(
    dc.office_depth,
    buildingDefaults.distributionCentreOfficeDepthMeters,
    'office_depth',
    1e-3,
  );
  const groundHeight = setting(
    dc.ground_floor_height,
    buildingDefaults.distributionCentreGroundFloorHeightMeters,
    'ground_floor_height',
    1e-3,
  );
  const wantedDocks = setting(
    dc.loading_docks,
    buildingDefaults.distributionCentreLoadingDocks,
    'loading_docks',
    0,
  );
  return { od, groundHeight, wantedDocks };
}

/**
 * The hall in the footprint: the docks' aprons come off its depth (all docks go when the hall would be too
 * shallow for the strip and staircase), as many docks as the length takes; null (reported) when it does not fit.
 */
function fitHall(ctx: BlockContext, od: number, wantedDocks: number): Hall | null {
  const { rules, length: L, width: W } = ctx;
  const outer = rules.outerWallThicknessMeters;
  const half = rules.innerWallThicknessMeters / 2;
  const apron = rules.loadingDockMinDepthMeters;
  let docks = Math.floor(wantedDocks);
  let hallDepth = W - apron;
  const minHall = od + rules.staircaseWidthMeters + 2 * outer;
  if (hallDepth < minHall) {
    if (docks > 0) report(ctx, 'loading_docks_reduced', 'loading_docks', 0);
    docks = 0;
    hallDepth = W;
  }
  if (hallDepth < minHall) {
    report(ctx, 'footprint_too_small', 'width', W);
    return null;
  }
  const dockW = rules.loadingDockWidthMeters;
  const fitDocks = Math.floor(L / dockW);
  if (docks > fitDocks) {
    report(ctx, 'loading_docks_reduced', 'loading_docks', fitDocks);
    docks = fitDocks;
  }
  // Staircase along the strip: net length along x, net width across the strip.
  const stairLen = rules.staircaseLengthMeters + outer + half;
  if (L < stairLen + 1) {
    report(ctx, 'footprint_too_small', 'length', L);
    return null;
  }
  return { hallDepth, docks, stairLen };
}

/** A staircase of the office strip: where it starts along x and the x of its door (at half the strip's depth). */
interface StripStair {
  x0: number;
  door: number;
  /** What a polygon cut keeps before it is too short for an office: left over, not an office sliver. */
  sliverBefore?: boolean;
}

/**
 * The office strip of depth `y1`: its staircases, the offices between them (each entered at the door of a
 * staircase beside it). Returns the drafts and the indices of the staircases among them.
 */
function stripDrafts(
  ctx: BlockContext,
  stairs: readonly StripStair[],
  stairLen: number,
  y1: number,
): { drafts: DraftSpace[]; stairIndices: number[] } {
  const L = ctx.length;
  const drafts: DraftSpace[] = [];
  const stairIndices: number[] = [];
  // An office's door is in its own wall, where it meets the staircase it is entered from (the staircase's
  // door point lies inside the staircase, up to half its length from the office).
  const office = (x0: number, x1: number, door: number) =>
    drafts.push(
      draft({ x0, x1, y0: 0, y1 }, 'office', 'office', 'unit', {
        unit_name: 'Office',
        counts_as_unit: false,
        entrance: { x: Math.min(Math.max(door, x0), x1), y: y1 / 2 },
      }),
    );
  let x = 0;
  let lastDoor: number | null = null;
  for (const st of stairs) {
    if (st.x0 - x > 1e-9) {
      if (st.sliverBefore)
        drafts.push(draft({ x0: x, x1: st.x0, y0: 0, y1 }, 'storage', 'leftover', 'ancillary'));
      else office(x, st.x0, lastDoor ?? st.door);
    }
    stairIndices.push(drafts.length);
    drafts.push(
      draft({ x0: st.x0, x1: st.x0 + stairLen, y0: 0, y1 }, 'staircase', 'staircase', 'core', {
        depthAxis: 'x',
        entrance: { x: st.door, y: y1 / 2 },
      }),
    );
    x = st.x0 + stairLen;
    lastDoor = st.door;
  }
  if (L - x > 1e-9) office(x, L, lastDoor ?? x);
  return { drafts, stairIndices };
}

/**
 * Where the office strip's staircases stand. One at the start of the strip; when an office floor stands
 * over the strip and a point of its offices lies beyond the staircase reach (measured as the validator
 * does, from an office's farthest point: `reachFailures`), as many more as it takes, spread so that each
 * covers as much strip as the first: the first reaches one way, every other both ways (it stands between
 * two offices and is entered from both: its door taken at its middle), so their doors lie 2s apart and s
 * from the far end. Where no count within the strip's length brings every office within reach, the count
 * that leaves fewest out (the generator's check of the model reports them: staircase_out_of_reach).
 * A polygon footprint that cuts the strip's ends: the staircases stand within what it keeps.
 */
function stripStairs(
  ctx: BlockContext,
  od: number,
  stairLen: number,
  floors: { hallDepth: number; upper: boolean },
): StripStair[] {
  const { rules } = ctx;
  const { upper } = floors;
  const inc = ctx.grid.increment > 0 ? ctx.grid.increment : 0.3;
  const outline = { x0: 0, y0: 0, x1: ctx.length, y1: od };
  const hall = { ...outline, y1: floors.hallDepth };
  const { from, to, kept, keptEnd } = keptStrip(ctx, od, stairLen, inc, upper ? [hall, outline] : [hall]);
  // What the cut keeps before the first staircase, when shorter than a staircase, is left over: no office sliver.
  const one: StripStair[] = [{ x0: from, door: from + stairLen, sliverBefore: from - kept <= stairLen }];
  if (!upper) return one;
  // Measured on what the footprint keeps of the strip (its extent along it; the whole strip for a rectangle).
  const cut = { ...outline, x0: kept, x1: keptEnd };
  const failures = (stairs: readonly StripStair[]) =>
    reachFailures(
      stripDrafts(ctx, stairs, stairLen, od).drafts.flatMap((d) => {
        const rect = { ...d.rect, x0: Math.max(d.rect.x0, cut.x0), x1: Math.min(d.rect.x1, cut.x1) };
        return rect.x1 - rect.x0 > 1e-9 ? [{ ...d, rect }] : [];
      }),
      cut,
      rules,
    );
  let best = { stairs: one, failures: failures(one) };
  for (let n = 2; best.failures > 0; n++) {
    const s = (to - from - stairLen) / (2 * n - 1);
    // Every office beside a staircase keeps at least the office's least depth along the strip.
    if (s < stairLen / 2 + rules.officeMinDepthMeters) break;
    const stairs = [...one];
    for (let k = 1; k < n; k++) {
      const x0 = Math.min(to - stairLen, from + Math.round((stairLen / 2 + 2 * k * s) / inc) * inc);
      stairs.push({ x0, door: x0 + stairLen / 2 });
    }
    const f = failures(stairs);
    if (f < best.failures) best = { stairs, failures: f };
  }
  return best.stairs;
}

/**
 * The stretch of the strip a staircase can stand in: all of it, or with a polygon footprint from the first
 * to the last place on the grid where a staircase keeps its whole net room on every floor of the strip (inside
 * the footprint less its facade wall; all of it again when none does: the placement then mirrors the plan
 * or leaves the office floor out, `staircase_missing`); `kept` and `keptEnd`: where the footprint first and
 * last reaches the strip.
 */
function keptStrip(
  ctx: BlockContext,
  od: number,
  stairLen: number,
  inc: number,
  outlines: readonly Rect[],
): { from: number; to: number; kept: number; keptEnd: number } {
  const { length: L, rules } = ctx;
  const fp = ctx.footprint;
  if (!fp) return { from: 0, to: L, kept: 0, keptEnd: L };
  const floors = outlines.map((o) => ({
    o,
    inside: insetPolygon(clipPolygonToConvex(fp, rectPolygon(o)), rules.outerWallThicknessMeters),
  }));
  const fits = (x0: number) =>
    floors.every(({ o, inside }) => {
      const net = estimateNetRect({ x0, x1: x0 + stairLen, y0: 0, y1: od }, o, rules);
      const area = (net.x1 - net.x0) * (net.y1 - net.y0);
      return polygonArea(clipPolygonToConvex(inside, rectPolygon(net))) >= area - 1e-6;
    });
  let from = 0;
  while (from + stairLen <= L && !fits(from)) from = Math.round((from + inc) * 1e6) / 1e6;
  let to = L;
  while (to - stairLen >= from && !fits(to - stairLen)) to = Math.round((to - inc) * 1e6) / 1e6;
  // Where the footprint reaches the strip, first and last.
  const band = clipPolygonToConvex(fp, rectPolygon({ x0: 0, x1: L, y0: 0, y1: od }));
  const kept = band.length > 0 ? Math.min(...band.map((p) => p.x)) : 0;
  const keptEnd = band.length > 0 ? Math.max(...band.map((p) => p.x)) : L;
  return to - from >= stairLen ? { from, to, kept, keptEnd } : { from: 0, to: L, kept: 0, keptEnd: L };
}

/** The hall floor with its office strip, and the office floor over the strip when the height allows. */
function dcFloors(ctx: BlockContext, od: number, groundHeight: number, hall: Hall): FloorDraft[] {
  const { rules, length: L } = ctx;
  const { hallDepth, stairLen } = hall;
  const outer = rules.outerWallThicknessMeters;
  const half = rules.innerWallThicknessMeters / 2;
  const upper = ctx.maxHeight >= groundHeight + rules.officeFloorHeightMeters - 1e-9;
  // The staircases stand on every floor of the strip, one over the other.
  const stairs = stripStairs(ctx, od, stairLen, { hallDepth, upper });
  const { drafts: strip, stairIndices } = stripDrafts(ctx, stairs, stairLen, od);
  const floors: FloorDraft[] = [
    {
      name: 'Hal',
      height: groundHeight,
      repeat_count: 1,
      roof_type: 'flat',
      outline: { x0: 0, y0: 0, x1: L, y1: hallDepth },
      drafts: [
        ...strip,
        draft({ x0: 0, x1: L, y0: od, y1: hallDepth }, 'industrial', 'industrial_hall', 'unit', {
          unit_name: 'Hall',
          entrance: { x: L / 2, y: od },
        }),
      ],
    },
  ];
  if (upper) {
    floors.push({
      name: 'Kantoor',
      height: rules.officeFloorHeightMeters,
      repeat_count: 1,
      roof_type: 'flat',
      outline: { x0: 0, y0: 0, x1: L, y1: od },
      drafts: stripDrafts(ctx, stairs, stairLen, od).drafts,
    });
  } else if (ctx.maxHeight < groundHeight - 1e-9) {
    report(ctx, 'max_height_exceeded', 'ground_floor_height', groundHeight);
  }
  // The stair runs along the strip; across it the strip must hold the stair's width inside its walls.
  for (const k of stairIndices) {
    if (od - outer - half < rules.staircaseWidthMeters - 1e-9)
      report(ctx, 'staircase_too_small', spaceId(0, k), od);
    if (floors.length > 1 && od - 2 * outer < rules.staircaseWidthMeters - 1e-9)
      report(ctx, 'staircase_too_small', spaceId(1, k), od);
  }
  return floors;
}

/** The loading docks centred along the back facade, paved street on either side of them. */
function dockSite(ctx: BlockContext, hall: Hall): DraftSpace[] {
  const { rules, length: L, width: W } = ctx;
  const { hallDepth, docks } = hall;
  const dockW = rules.loadingDockWidthMeters;
  const site: DraftSpace[] = [];
  if (hallDepth < W) {
    const used = docks * dockW;
    const x0 = (L - used) / 2;
    if (x0 > 1e-9)
      site.push(
        draft({ x0: 0, x1: x0, y0: hallDepth, y1: W }, 'concrete', 'street', 'site', { walled: false }),
      );
    for (let i = 0; i < docks; i++) {
      site.push(
        draft(
          { x0: x0 + i * dockW, x1: x0 + (i + 1) * dockW, y0: hallDepth, y1: W },
          'concrete',
          'loading_dock',
          'site',
          { walled: false, depthAxis: 'y' },
        ),
      );
    }
    if (L - x0 - used > 1e-9)
      site.push(
        draft({ x0: x0 + used, x1: L, y0: hallDepth, y1: W }, 'concrete', 'street', 'site', {
          walled: false,
        }),
      );
  }
  return site;
}

import type { Rect } from '../../geometry/rect';
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
  const inner = rules.innerWallThicknessMeters;
  const coreW = rules.staircaseWidthMeters + inner + outer - inner / 2;
  const multi = ctx.levels.length > 1 || (ctx.levels[0]?.repeat_count ?? 0) > 1;
  const floors: FloorDraft[] = [];
  const lastBays = [...layout].reverse().find((b) => b.kind === 'bays')!; // checked above
  ctx.levels.forEach((level) => {
    const drafts: DraftSpace[] = [];
    // The staircase column at the far end, across the whole width.
    const col: Rect = { x0: L - coreW, x1: L, y0: 0, y1: W };
    // The stair starts at the facade, so its first stretch also carries the outer wall.
    const stair = staircaseParts(rules, false, false).map((p) => ({
      ...p,
      netLength: p.netLength + outer - inner / 2,
    }));
    const core = coreColumn(
      col,
      true,
      stair,
      { functiontype: 'storage', subtype: 'storage', category: 'ancillary' },
      rules,
      true,
    );
    drafts.push(...core.drafts);
    // How far each band's bays and aisle start from x = 0, and what sits before them.
    const bandStart = new Map<Band, number>();
    if (multi) {
      const spiral = cfg.parking.ramp_type === 'spiral';
      const ramp = spiral
        ? spiralRamp(ctx, layout, L - coreW)
        : straightRamp(ctx, lastBays, level.height, L - coreW);
      if (!ramp) {
        report(
          ctx,
          'parking_ramp_missing',
          spiral ? 'spiral_ramp' : 'ramp',
          spiral
            ? rules.spiralRampWidthMeters * rules.spiralRampLengthMeters
            : Math.round(((rules.carRampLengthFor3mFloorMeters * level.height) / 3) * 100) / 100,
        );
        // A car lift instead, when even that fits beside the staircase.
        const liftLen = rules.carLiftLengthMeters + inner / 2 + outer;
        if (liftLen <= L - coreW) {
          drafts.push(
            draft({ x0: 0, x1: liftLen, y0: lastBays.y0, y1: lastBays.y1 }, 'elevator', 'car_lift', 'core'),
          );
          bandStart.set(lastBays, liftLen);
        }
      } else {
        drafts.push(...ramp.drafts);
        for (const [b, x] of ramp.starts) bandStart.set(b, x);
      }
    }
    for (const b of layout) {
      const start = bandStart.get(b) ?? 0;
      if (b.kind === 'aisle') {
        drafts.push(
          draft({ x0: start, x1: L - coreW, y0: b.y0, y1: b.y1 }, 'parking', 'aisle', 'circulation', {
            walled: false,
          }),
        );
      } else {
        // Walls to the ramp and to the staircase column come off the end bays, not out of their width.
        drafts.push(...bayRow(start, L - coreW, b, bayW, start === 0 ? outer : inner / 2, inner / 2, false));
      }
    }
    floors.push({
      name: level.name,
      height: level.height,
      repeat_count: level.repeat_count,
      roof_type: level.roof_type,
      outline: { x0: 0, y0: 0, x1: L, y1: W },
      drafts,
      offset_x: level.offset_x,
      offset_y: level.offset_y,
    });
  });
  return { floors, site: [] };
};

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
  const [sw, sd] = depth >= long - 1e-9 ? [short, long] : depth >= short - 1e-9 ? [long, short] : [0, 0];
  if (sw === 0 || sw > end - rules.parkingBayMaxWidthMeters - inner) return null;
  const drafts: DraftSpace[] = [
    draft({ x0: 0, x1: sw, y0: 0, y1: sd }, 'parking', 'spiral_ramp', 'circulation', {
      depthAxis: sw > sd ? 'y' : 'x',
    }),
  ];
  const starts: [Band, number][] = [];
  for (const b of layout) {
    if (b.y0 >= sd - 1e-9) continue;
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

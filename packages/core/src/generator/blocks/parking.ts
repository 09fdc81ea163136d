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
 * core at one end and a straight ramp (or a car lift when the ramp does not fit) in the back bay row.
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
    let rampEnd = 0;
    if (multi) {
      const rampLen = (rules.carRampLengthFor3mFloorMeters * level.height) / 3;
      const liftLen = rules.carLiftLengthMeters + inner / 2 + outer;
      if (rampLen + outer <= L - coreW - bayW - inner) {
        rampEnd = rampLen + outer;
        drafts.push(
          draft({ x0: 0, x1: rampEnd, y0: lastBays.y0, y1: lastBays.y1 }, 'parking', 'ramp', 'circulation'),
        );
      } else {
        report(ctx, 'parking_ramp_missing', 'ramp', Math.round(rampLen * 100) / 100);
        // A car lift instead, when even that fits beside the staircase.
        if (liftLen <= L - coreW) {
          rampEnd = liftLen;
          drafts.push(
            draft({ x0: 0, x1: rampEnd, y0: lastBays.y0, y1: lastBays.y1 }, 'elevator', 'elevator', 'core'),
          );
        }
      }
    }
    for (const b of layout) {
      if (b.kind === 'aisle') {
        drafts.push(
          draft({ x0: 0, x1: L - coreW, y0: b.y0, y1: b.y1 }, 'parking', 'aisle', 'circulation', {
            walled: false,
          }),
        );
      } else {
        const start = b === lastBays ? rampEnd : 0;
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
    });
  });
  return { floors, site: [] };
};

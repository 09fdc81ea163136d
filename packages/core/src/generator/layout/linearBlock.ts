import { assumedRules } from '../../constants/designRules';
import type { Rect } from '../../geometry/rect';
import type { BlockContext, BlockOutput, FloorDraft, LevelPlan } from '../blockContext';
import { report, spaceId } from '../blockContext';
import type { DraftSpace } from './floorDraft';
import { draft } from './floorDraft';
import { balconyFor } from './balcony';
import type { CorePart } from './coreColumn';
import { coreColumn, elevatorPart, staircaseParts } from './coreColumn';
import { fillSegment } from './fillSegment';
import { splitForMix } from './splitForMix';
import { snapDown, snapUp } from './gridSnap';
import type { MixUnit } from './mixUnit';

/** A row of units between the circulation and a facade. */
interface Zone {
  y0: number;
  y1: number;
  /** Circulation lies at y0 (true) or at y1. */
  circulationLow: boolean;
  twoWindow: boolean;
}

/** Options that tell the gallery, corridor and office blocks apart. */
export interface LinearBlockOptions {
  kind: 'gallery' | 'corridor';
  unitFunction: 'apartment' | 'office';
}

/**
 * Lays out a slab: one circulation strip along the length (a gallery at the front facade or a central
 * corridor), unit rows beside it, and core bays spaced so every door lies within the staircase reach.
 */
export function linearBlock(block: BlockContext, opts: LinearBlockOptions): BlockOutput {
  const ctx = block.mix.length > 1 ? { ...block, levels: splitForMix(block.levels, 3) } : block;
  const { rules, length: L, width: W } = ctx;
  const inner = rules.innerWallThicknessMeters;
  const half = inner / 2;
  const outer = rules.outerWallThicknessMeters;
  const cw =
    opts.unitFunction === 'office'
      ? Math.max(ctx.corridorWidth, rules.serviceCorridorWidthMeters)
      : ctx.corridorWidth;
  // Gross widths keep the net circulation width: a gallery loses the facade wall and half an inner wall.
  const gw = opts.kind === 'gallery' ? cw + outer + half : cw + inner;
  const circ: Rect =
    opts.kind === 'gallery'
      ? { x0: 0, x1: L, y0: 0, y1: gw }
      : { x0: 0, x1: L, y0: (W - gw) / 2, y1: (W + gw) / 2 };
  const zones: Zone[] =
    opts.kind === 'gallery'
      ? [{ y0: gw, y1: W, circulationLow: true, twoWindow: true }]
      : [
          { y0: 0, y1: circ.y0, circulationLow: false, twoWindow: false },
          { y0: circ.y1, y1: W, circulationLow: true, twoWindow: false },
        ];
  // Below a metre of net depth there is no row to speak of; narrower rows are laid out and reported per unit.
  if (zones.some((z) => z.y1 - z.y0 - half - outer < 1)) {
    report(ctx, 'footprint_too_small', 'width', W);
    return { floors: [], site: [] };
  }
  const totalHeight = ctx.levels.reduce((s, l) => s + l.height * l.repeat_count, 0);
  const topLevelZ = totalHeight - (ctx.levels[ctx.levels.length - 1]?.height ?? 0);
  const needsElevator = topLevelZ > assumedRules.elevatorRequiredAboveFloorLevelMeters;
  const smokeLock = totalHeight >= rules.smokeLockMinBuildingHeightMeters;
  // The staircase column stacks (smoke lock and) stair from the circulation to the facade. A row too
  // shallow for the stair's length gets it turned along the circulation: wider bay, same stair.
  const stair = turnedStair(rules, staircaseParts(rules, false, smokeLock), zones[0]!.y1 - zones[0]!.y0);
  const lockW = stair.lock ? rules.smokeLockMinLengthMeters + inner : 0;
  const stairW = stair.width + inner + lockW;
  const elevW = rules.elevatorWidthMeters + inner;
  const bathW = rules.officeBathroomLengthMeters + inner;
  const office = opts.unitFunction === 'office';
  // Column widths of one core bay; a gallery bay puts stair and lift side by side, a corridor bay across.
  const bayW =
    opts.kind === 'gallery'
      ? stairW + (needsElevator ? elevW : 0) + (office ? bathW : 0)
      : Math.max(stairW, needsElevator ? elevW : 0) + (office ? bathW : 0);
  const reach = assumedRules.staircaseReachMeters;
  let nCores = Math.max(1, Math.ceil(L / (2 * reach)));
  while (nCores > 1 && nCores * bayW > L) nCores--;
  if (bayW > L) {
    report(ctx, 'footprint_too_small', 'length', L);
    return { floors: [], site: [] };
  }
  const inc = ctx.grid.increment;
  // A floor shifted along the length keeps its cores over those below: they move back by the shift inside
  // the floor (the other way when the plan is mirrored), and the units fill around them.
  const flipX = ctx.cfg.flip_direction === 'x' || ctx.cfg.flip_direction === 'xy';
  const pin = (level: LevelPlan) => round6((flipX ? 1 : -1) * level.offset_x);
  // A bay never stands flush on an end facade: the outer wall there would eat into the staircase. Held
  // off by the wall's extra thickness, the sliver before it joins the bay and keeps the stair its width.
  // Without full-length corridors the corridor stops at the end units, which run through the whole depth.
  const ends = throughEnds(ctx, opts, bayW);
  const edge = Math.min(Math.max(outer - half, ends.width), (L - bayW) / 2);
  const clampBay = (x: number) => Math.min(Math.max(edge, x), L - bayW - edge);
  const bayStarts: number[] = [];
  for (let k = 0; k < nCores; k++) {
    const centre = (L * (2 * k + 1)) / (2 * nCores);
    bayStarts.push(clampBay(Math.round((centre - bayW / 2) / inc) * inc));
  }

  // Cores stack, so one shift applies to every floor. Try the cores up to ten grid steps either way and keep
  // the shift whose rows waste least and, among equals, bring the mix closest to its targets.
  const layout = (c: BlockContext, shift: number): FloorDraft[] =>
    floorsFor(c, (level) => bayStarts.map((x) => clampBay(x + shift + pin(level))));
  let bestShift = 0;
  if (!office && ctx.mix.length > 0) {
    let best = { waste: Infinity, cost: Infinity };
    for (let k = 0; k <= 20; k++) {
      const shift = round6((k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * inc);
      // Scored on the floor entries as given (one layout per entry): the shift is about rows, not repeats.
      const trial: BlockContext = { ...ctx, levels: block.levels, tally: new Map(ctx.tally), messages: [] };
      const score = scoreLayout(trial, layout(trial, shift), rules);
      if (
        score.waste < best.waste - 0.01 ||
        (Math.abs(score.waste - best.waste) <= 0.01 && score.cost < best.cost - 1e-9)
      ) {
        best = score;
        bestShift = shift;
      }
    }
  }
  return { floors: layout(ctx, bestShift), site: [] };

  function floorsFor(ctx: BlockContext, coresOf: (level: LevelPlan) => number[]): FloorDraft[] {
    const floors: FloorDraft[] = [];
    ctx.levels.forEach((level, fi) => {
      const bayStarts = coresOf(level);
      const drafts: DraftSpace[] = [];
      drafts.push(
        draft(
          { ...circ, x0: ends.width, x1: L - ends.width },
          'corridor',
          opts.kind === 'gallery' ? 'gallery' : 'corridor',
          'circulation',
        ),
      );
      if (ends.unit) {
        for (const [x0, x1] of [
          [0, ends.width],
          [L - ends.width, L],
        ] as const) {
          const r: Rect = { x0, x1, y0: 0, y1: W };
          const b = balconyFor(ends.unit, r, x0 === 0 ? 'x0' : 'x1', rules);
          if (b.tooSmall)
            report(ctx, 'balcony_too_small', spaceId(fi, drafts.length), x1 - x0, ends.unit.unit_id);
          drafts.push(
            draft(r, 'apartment', 'unit', 'unit', {
              unit_id: ends.unit.unit_id,
              unit_name: ends.unit.name,
              two_window: true,
              entrance: { x: x0 === 0 ? x1 : x0, y: W / 2 },
              balcony: b.balcony,
            }),
          );
          ctx.tally.set(ends.unit.unit_id, (ctx.tally.get(ends.unit.unit_id) ?? 0) + level.repeat_count);
        }
      }
      const ground = ctx.onGround && fi === 0 && ctx.levels.length > 1;
      // Bays on this floor: cores, plus the entrance hall beside the first core on the ground floor.
      const bays: { x0: number; x1: number; entrance: boolean; growStart: number; growEnd: number }[] = [];
      bayStarts.forEach((x0, k) => {
        bays.push({ x0, x1: x0 + bayW, entrance: false, growStart: 0, growEnd: 0 });
        if (k === 0 && ground && !office && level.entrance_size > 0) {
          const zoneDepth = zones[0]!.y1 - zones[0]!.y0;
          const w = snapUp(level.entrance_size / zoneDepth, ctx.grid) ?? ctx.grid.min;
          const nextStart = bayStarts[1] ?? L - ends.width;
          if (x0 + bayW + w <= nextStart)
            bays.push({ x0: x0 + bayW, x1: x0 + bayW + w, entrance: true, growStart: 0, growEnd: 0 });
        }
      });
      // A gap too narrow for a room inside its walls joins the bay beside it.
      const minGap = 1 + outer + half;
      for (let k = 0; k <= bays.length; k++) {
        const prev = bays[k - 1];
        const next = bays[k];
        const from = prev?.x1 ?? ends.width;
        const to = next?.x0 ?? L - ends.width;
        const gap = to - from;
        if (gap <= 1e-9 || gap >= minGap) continue;
        if (prev) {
          prev.x1 = to;
          prev.growEnd += gap;
        } else if (next) {
          next.x0 = ends.width;
          next.growStart += gap;
        }
      }
      for (const bay of bays) {
        if (bay.entrance) {
          for (const z of zones)
            drafts.push(
              draft({ x0: bay.x0, x1: bay.x1, y0: z.y0, y1: z.y1 }, 'entrance', 'entrance', 'circulation'),
            );
          continue;
        }
        let x = bay.x0;
        // Widening from a neighbouring sliver goes to the column on that side.
        const grow = (w: number, first: boolean, last: boolean) =>
          w + (first ? bay.growStart : 0) + (last ? bay.growEnd : 0);
        const rest: Omit<CorePart, 'netLength'> =
          ctx.onGround && fi === 0
            ? { functiontype: 'bicycle', subtype: 'bicycle', category: 'ancillary' }
            : { functiontype: 'storage', subtype: 'storage', category: 'ancillary' };
        const shaftRest: Omit<CorePart, 'netLength'> = {
          functiontype: 'me',
          subtype: 'shaft',
          category: 'core',
        };
        const column = (w: number, z: Zone, parts: CorePart[], restKind: Omit<CorePart, 'netLength'>) => {
          const r = coreColumn(
            { x0: x, x1: x + w, y0: z.y0, y1: z.y1 },
            z.circulationLow,
            parts,
            restKind,
            rules,
            true,
          );
          if (!r.fits) report(ctx, r.tooSmall, spaceId(fi, drafts.length + r.lastPart), z.y1 - z.y0);
          drafts.push(...r.drafts);
        };
        // The staircase column, or a smoke lock column and the turned stair beside it.
        const stairColumn = (w: number, z: Zone) => {
          if (!stair.lock) return column(w, z, stair.parts, rest);
          column(lockW, z, [stair.lock], rest);
          x += lockW;
          const first = drafts.length;
          column(w - lockW, z, stair.parts, rest);
          // The stair is entered from the smoke lock, through the wall they share, not from the corridor.
          for (const d of drafts.slice(first))
            if (d.subtype === 'staircase') d.entrance = { x, y: (d.rect.y0 + d.rect.y1) / 2 };
          x -= lockW;
        };
        const z0 = zones[0]!;
        if (opts.kind === 'gallery') {
          const sw = grow(stairW, true, !needsElevator && !office);
          stairColumn(sw, z0);
          x += sw;
          if (needsElevator) {
            const ew = grow(elevW, false, !office);
            column(ew, z0, [elevatorPart(rules)], shaftRest);
            x += ew;
          }
        } else {
          const z1 = zones[1]!;
          const w = grow(Math.max(stairW, needsElevator ? elevW : 0), true, !office);
          stairColumn(w, z0);
          column(w, z1, needsElevator ? [elevatorPart(rules)] : [], needsElevator ? shaftRest : rest);
          x += w;
        }
        if (office) {
          const bw = grow(bathW, false, true);
          for (const z of zones) {
            drafts.push(draft({ x0: x, x1: x + bw, y0: z.y0, y1: z.y1 }, 'common', 'bathroom', 'ancillary'));
          }
        }
      }
      // Unit rows between the bays.
      const edges = [ends.width, ...bays.flatMap((b) => [b.x0, b.x1]), L - ends.width];
      for (let k = 0; k + 1 < edges.length; k += 2) {
        const sx0 = edges[k]!;
        const sx1 = edges[k + 1]!;
        if (sx1 - sx0 < 1e-6) continue;
        for (const z of zones) {
          const netDepth = z.y1 - z.y0 - half - outer;
          const facade = z.circulationLow ? 'y1' : 'y0';
          const doorY = z.circulationLow ? z.y0 : z.y1;
          if (office) {
            drafts.push(
              draft({ x0: sx0, x1: sx1, y0: z.y0, y1: z.y1 }, 'office', 'office', 'unit', {
                unit_name: 'Office',
                two_window: z.twoWindow,
                entrance: { x: (sx0 + sx1) / 2, y: doorY },
              }),
            );
            continue;
          }
          const pieces = fillSegment(ctx, {
            x0: sx0,
            x1: sx1,
            netDepth,
            extraStart: sx0 === 0 ? outer - half : 0,
            extraEnd: sx1 === L ? outer - half : 0,
            weight: level.repeat_count,
            floor: fi,
          });
          for (const p of pieces) {
            const r: Rect = { x0: p.x0, x1: p.x1, y0: z.y0, y1: z.y1 };
            if (!p.unit) {
              const area = (p.x1 - p.x0) * netDepth;
              drafts.push(
                draft(r, 'storage', 'leftover', 'ancillary', {
                  storage_units: Math.floor(area / rules.storageDefaultSizeSquareMeters),
                }),
              );
              continue;
            }
            const b = balconyFor(p.unit, r, facade, rules);
            if (b.tooSmall)
              report(ctx, 'balcony_too_small', spaceId(fi, drafts.length), p.x1 - p.x0, p.unit.unit_id);
            drafts.push(
              draft(r, 'apartment', 'unit', 'unit', {
                unit_id: p.unit.unit_id,
                unit_name: p.unit.name,
                two_window: z.twoWindow,
                entrance: { x: (p.x0 + p.x1) / 2, y: doorY },
                balcony: b.balcony,
              }),
            );
          }
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
    return floors;
  }
}

/** Leftover area (m2, by repeat count) and squared distance of the built mix from the target shares. */
function scoreLayout(
  ctx: BlockContext,
  floors: readonly FloorDraft[],
  rules: BlockContext['rules'],
): { waste: number; cost: number } {
  let waste = 0;
  const counts = new Map<string | number, number>();
  let total = 0;
  for (const f of floors) {
    for (const d of f.drafts) {
      if (d.subtype === 'leftover')
        waste +=
          (d.rect.x1 - d.rect.x0) * (d.rect.y1 - d.rect.y0 - rules.outerWallThicknessMeters) * f.repeat_count;
      if (d.category === 'unit' && d.unit_id !== undefined && d.unit_id !== null) {
        counts.set(d.unit_id, (counts.get(d.unit_id) ?? 0) + f.repeat_count);
        total += f.repeat_count;
      }
    }
  }
  let cost = 0;
  for (const u of ctx.mix) cost += (u.share - (total > 0 ? (counts.get(u.unit_id) ?? 0) / total : 0)) ** 2;
  return { waste, cost };
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * End units of a corridor block without full-length corridors: the unit type with the largest share whose
 * size and two-window depth allow a through unit, as wide as its smallest grid width (plus the facade
 * wall). None when corridors run the full length, or the block is too short to keep a core between them.
 */
function throughEnds(
  ctx: BlockContext,
  opts: LinearBlockOptions,
  bayW: number,
): { width: number; unit: MixUnit | null } {
  const none = { width: 0, unit: null };
  if (opts.kind !== 'corridor' || opts.unitFunction !== 'apartment' || ctx.cfg.flat.full_length_corridors)
    return none;
  const { rules } = ctx;
  const inner = rules.innerWallThicknessMeters;
  const outer = rules.outerWallThicknessMeters;
  const netDepth = ctx.width - 2 * outer;
  const options = [...ctx.mix]
    .sort((a, b) => b.share - a.share)
    .map((u) => {
      const w = snapUp(Math.max(u.size / netDepth, u.two_window_minlength, u.minlength) + inner, ctx.grid);
      const max = snapDown(Math.min(u.size_max / netDepth, u.maxlength) + inner, ctx.grid);
      return {
        u,
        w,
        ok:
          w !== null &&
          max !== null &&
          w <= max + 1e-9 &&
          netDepth <= u.two_window_maxdepth &&
          netDepth >= u.mindepth,
      };
    })
    .filter((o) => o.ok);
  const pick = options[0];
  if (!pick || pick.w === null) return none;
  const width = pick.w + outer - inner / 2;
  if (ctx.length - 2 * width < bayW + 2) return none;
  return { width, unit: pick.u };
}

/** A staircase column as laid out: its parts, the stair's width along the circulation, and a smoke lock beside it. */
interface StairColumn {
  parts: CorePart[];
  width: number;
  /** A smoke lock in its own column beside the stair (entered from the circulation), or null. */
  lock: CorePart | null;
}

/**
 * The staircase parts of a core column: as drawn when the row is deep enough for them; else with the
 * stair turned (its length along the circulation, its width into the row); else, for a row too shallow
 * even for that behind a smoke lock, the smoke lock in its own column beside the turned stair.
 */
function turnedStair(rules: BlockContext['rules'], parts: CorePart[], depth: number): StairColumn {
  const inner = rules.innerWallThicknessMeters;
  const farWall = rules.outerWallThicknessMeters + inner / 2;
  const need = (ps: CorePart[]) => ps.reduce((s, p, k) => s + p.netLength + (k === ps.length - 1 ? farWall : inner), 0);
  const asDrawn = { parts, width: rules.staircaseWidthMeters, lock: null };
  if (need(parts) <= depth + 1e-9) return asDrawn;
  const turned = parts.map((p) => (p.functiontype === 'staircase' ? { ...p, netLength: rules.staircaseWidthMeters } : p));
  if (need(turned) <= depth + 1e-9) return { parts: turned, width: rules.staircaseLengthMeters, lock: null };
  const lock = turned.find((p) => p.subtype === 'smoke_lock') ?? null;
  const stairOnly = turned.filter((p) => p !== lock);
  if (lock && need(stairOnly) <= depth + 1e-9 && need([lock]) <= depth + 1e-9)
    return { parts: stairOnly, width: rules.staircaseLengthMeters, lock };
  return asDrawn;
}

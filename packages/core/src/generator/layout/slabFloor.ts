import type { Rect } from '../../geometry/rect';
import type { BlockContext, FloorDraft, LevelPlan } from '../blockContext';
import { report, spaceId } from '../blockContext';
import type { DraftSpace } from './floorDraft';
import { draft } from './floorDraft';
import { balconyFor } from './balcony';
import type { CorePart } from './coreColumn';
import { coreColumn, elevatorPart } from './coreColumn';
import { fillSegment } from './fillSegment';
import { bicyclePlaces, privateStorages } from '../validations/privateStorage';
import { snapDown, snapUp } from './gridSnap';
import type { MixUnit } from './mixUnit';

/** A row of units between the circulation and a facade. */
export interface Zone {
  y0: number;
  y1: number;
  /** Circulation lies at y0 (true) or at y1. */
  circulationLow: boolean;
  twoWindow: boolean;
}

/** A staircase column as laid out: its parts, the stair's width along the circulation, and a smoke lock beside it. */
export interface StairColumn {
  parts: CorePart[];
  width: number;
  /** A smoke lock in its own column beside the stair (entered from the circulation), or null. */
  lock: CorePart | null;
}

/**
 * What every floor of a slab shares: the circulation strip along the length, the unit rows beside it, the
 * column widths of one core bay and the through units at the ends (linearBlock.ts works them out once).
 */
export interface Slab {
  kind: 'gallery' | 'corridor';
  office: boolean;
  rules: BlockContext['rules'];
  length: number;
  width: number;
  outer: number;
  half: number;
  circ: Rect;
  zones: Zone[];
  needsElevator: boolean;
  stair: StairColumn;
  lockW: number;
  stairW: number;
  elevW: number;
  bathW: number;
  bayW: number;
  ends: { width: number; unit: MixUnit | null };
  /** Private storages the ground floor's storage rooms (the plinth) must hold, beside the cores. */
  plinthStorages?: number;
  /** Private storages each storey of an upper floor entry (by floor index) holds beside its cores, when the plinth is full. */
  floorStorages?: readonly number[];
  /** The ground floor's storage rooms may take more than half its facades (`blindBudget`): the mix asked it. */
  blindPlinth?: boolean;
  /** Shared bicycle places the ground floor's bicycle room beside the cores must hold (beyond the core columns'). */
  plinthRacks?: number;
}

/** A room's width in a stretch beside the cores and the storages or bicycle places it holds. */
interface StretchChoice {
  w: number;
  got: number;
}

/** Each block's stretch choices (`plinthBays`), by its mix: the same stretches recur in every trial layout. */
const stretchChoices = new WeakMap<object, Map<string, StretchChoice[]>>();

/** A core bay on one floor (or the entrance hall beside the first), widened by the slivers it took in. */
interface Bay {
  x0: number;
  x1: number;
  entrance: boolean;
  /** A storage or bicycle room across the rows, holding the dwellings' private storages or shared bicycle places. */
  storage?: 'storage' | 'bicycle';
  growStart: number;
  growEnd: number;
}

/** Lays out one floor entry of a slab with its core bays starting at `bayStarts`. */
export function slabFloor(
  ctx: BlockContext,
  slab: Slab,
  level: LevelPlan,
  fi: number,
  bayStarts: number[],
): FloorDraft {
  const { length: L, width: W, ends, zones } = slab;
  const drafts: DraftSpace[] = [];
  drafts.push(
    draft(
      { ...slab.circ, x0: ends.width, x1: L - ends.width },
      'corridor',
      slab.kind === 'gallery' ? 'gallery' : 'corridor',
      'circulation',
    ),
  );
  drawEndUnits(ctx, slab, level, fi, drafts);
  const bays = floorBays(ctx, slab, level, fi, bayStarts);
  const cores = bays.filter((b) => !b.entrance && !b.storage);
  for (const bay of bays) {
    if (bay.entrance) {
      for (const z of zones)
        drafts.push(
          draft({ x0: bay.x0, x1: bay.x1, y0: z.y0, y1: z.y1 }, 'entrance', 'entrance', 'circulation'),
        );
      continue;
    }
    if (bay.storage) {
      for (const z of zones)
        drafts.push(
          draft({ x0: bay.x0, x1: bay.x1, y0: z.y0, y1: z.y1 }, bay.storage, bay.storage, 'ancillary', {
            entrance: { x: (bay.x0 + bay.x1) / 2, y: z.circulationLow ? z.y0 : z.y1 },
          }),
        );
      continue;
    }
    // Of several cores the first and the last have a dead end beyond them: their doors open toward it.
    const side = cores.length < 2 ? 0 : bay === cores[0] ? -1 : bay === cores[cores.length - 1] ? 1 : 0;
    drawCoreBay(ctx, slab, fi, bay, drafts, side);
  }
  drawUnitRows(ctx, slab, level, fi, bays, drafts);
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
}

/** The through units at both ends of a corridor block without full-length corridors, counted in the tally. */
function drawEndUnits(
  ctx: BlockContext,
  slab: Slab,
  level: LevelPlan,
  fi: number,
  drafts: DraftSpace[],
): void {
  const { ends, length: L, width: W, rules } = slab;
  if (!ends.unit) return;
  for (const [x0, x1] of [
    [0, ends.width],
    [L - ends.width, L],
  ] as const) {
    const r: Rect = { x0, x1, y0: 0, y1: W };
    const b = balconyFor(ends.unit, r, x0 === 0 ? 'x0' : 'x1', rules);
    if (b.tooSmall) report(ctx, 'balcony_too_small', spaceId(fi, drafts.length), x1 - x0, ends.unit.unit_id);
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

/** Bays on this floor: cores, plus the entrance hall beside the first core on the ground floor. */
function floorBays(ctx: BlockContext, slab: Slab, level: LevelPlan, fi: number, bayStarts: number[]): Bay[] {
  const { length: L, bayW, ends, zones, office, outer, half } = slab;
  const ground = ctx.onGround && fi === 0 && ctx.levels.length > 1;
  const bays: Bay[] = [];
  bayStarts.forEach((x0, k) => {
    bays.push({ x0, x1: x0 + bayW, entrance: false, growStart: 0, growEnd: 0 });
    if (k === 0 && ground && !office && level.entrance_size > 0) {
      // The hall runs across every row (both sides of a corridor): entrance_size over their depth together.
      const zoneDepth = zones.reduce((sum, z) => sum + z.y1 - z.y0, 0);
      const w = snapUp(level.entrance_size / zoneDepth, ctx.grid) ?? ctx.grid.min;
      const nextStart = bayStarts[1] ?? L - ends.width;
      if (x0 + bayW + w <= nextStart)
        bays.push({ x0: x0 + bayW, x1: x0 + bayW + w, entrance: true, growStart: 0, growEnd: 0 });
    }
  });
  const plinth = ctx.onGround && fi === 0;
  const storages = plinth ? (slab.plinthStorages ?? 0) : (slab.floorStorages?.[fi] ?? 0);
  if (!office && plinth && (slab.plinthRacks ?? 0) > 0) plinthBays(ctx, slab, bays, slab.plinthRacks!, 'bicycle');
  if (!office && storages > 0) plinthBays(ctx, slab, bays, storages, 'storage', plinth ? blindBudget(slab, bays) : Infinity);
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
  return bays;
}

// An active plinth (issue 40 item 3): at most half of each street facade may be blind (storage and bicycle
// rooms, core columns); the storages the ground floor then cannot hold go to the storeys above.
const blindFacadeShare = 0.5;

/**
 * The length storage rooms across the ground floor's rows may take with each facade at most half blind: both rows of
 * a corridor slab, the one row of a gallery slab (its back facade; the gallery before the front).
 */
function blindBudget(slab: Slab, bays: readonly Bay[]): number {
  if (slab.blindPlinth) return Infinity;
  const blind = bays.reduce((w, b) => w + (b.storage ? b.x1 - b.x0 : 0), 0);
  return Math.max(0, blindFacadeShare * slab.length - blind);
}

/**
 * Storage rooms across the rows of the ground floor for `need` private storages: beside each core (after
 * its entrance hall) in turn, then before the first, each as narrow as the storages left to place allow,
 * on the grid, at most `maxWidthMeters` together. Dwellings fill what is left of each stretch.
 */
function plinthBays(
  ctx: BlockContext,
  slab: Slab,
  bays: Bay[],
  need: number,
  kind: 'storage' | 'bicycle',
  maxWidthMeters = Infinity,
): void {
  const { length: L, ends, zones, outer, half, rules } = slab;
  const inc = ctx.grid.increment;
  // What a room [x0, x1] across every row holds: net of half an inner wall each side (a facade wall at an end).
  const holds = (x0: number, x1: number) =>
    zones.reduce((n, z) => {
      const w = x1 - x0 - (x0 <= 1e-9 ? outer : half) - (x1 >= L - 1e-9 ? outer : half);
      const d = z.y1 - z.y0 - half - outer;
      return n + (kind === 'storage' ? privateStorages(w, d) : bicyclePlaces(w, d, rules));
    }, 0);
  const fillable = fillableBy(ctx, slab);
  const order = [...bays.keys()].filter((k) => !bays[k + 1]?.entrance).map((k) => k + 1);
  order.push(0);
  // Each stretch's choices: no room, or a room on the grid from the narrowest that holds anything to the
  // whole stretch, where dwellings fill the rest without a leftover room (or none is left). Of the widths
  // that hold as many, only the narrowest is kept: a wider one would only take length from dwellings.
  const stretches = order.flatMap((k) => {
    const from = bays[k - 1]?.x1 ?? ends.width;
    const to = bays[k]?.x0 ?? L - ends.width;
    if (to - from < 1) return [];
    const after = k > 0;
    const at = (width: number) => (after ? [from, from + width] : [to - width, to]) as [number, number];
    const facadeEnd = after ? to >= L - 1e-9 : from <= 1e-9;
    const rest = (width: number) => to - from - width - (facadeEnd ? outer - half : 0);
    const full = to - from;
    // The choices depend on the stretch alone: every trial layout of the block with the same cores reuses them.
    const key = `${kind} ${from} ${to} ${L} ${zones.map((z) => z.y1 - z.y0).join(' ')} ${ctx.grid.min} ${inc}`;
    const cache = stretchChoices.get(ctx.mix) ?? new Map<string, StretchChoice[]>();
    stretchChoices.set(ctx.mix, cache);
    let all = cache.get(key);
    if (!all) {
      all = [{ w: 0, got: 0 }];
      const w0 = Math.min(full, kind === 'storage' ? ctx.grid.min : rules.bicycleMinDepthMeters + 2 * half);
      const steps = Math.max(0, Math.ceil((full - w0) / inc - 1e-9));
      const width = (i: number) => Math.min(full, w0 + i * inc);
      // Widths in grid steps; what a room holds grows with its width, so the next count is found by halving.
      for (let i = 0, last = 0; i <= steps; ) {
        const w = width(i);
        const got = holds(...at(w));
        if (got <= last) {
          let lo = i + 1;
          let hi = steps + 1;
          while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (holds(...at(width(mid))) > last) hi = mid;
            else lo = mid + 1;
          }
          i = lo;
          continue;
        }
        if (w >= full - 1e-9 || fillable(rest(w))) {
          all.push({ w, got });
          last = got;
        }
        i++;
      }
      cache.set(key, all);
    }
    // A room wider than the first that holds the need would only hold more than is asked.
    const enough = all.findIndex((c) => c.got >= need);
    const choices = enough < 0 ? all : all.slice(0, enough + 1);
    return [{ at, choices }];
  });
  // The rooms together hold the need with the least length taken from dwellings (then the fewest over it):
  // a knapsack over the stretches, counts capped at the need. Short of it, as many as fit.
  const stages: { width: Float64Array; got: Int32Array; prev: Int32Array; pick: Int32Array }[] = [];
  let width = new Float64Array(need + 1).fill(Infinity);
  let got = new Int32Array(need + 1);
  width[0] = 0;
  for (const st of stretches) {
    const next = {
      width: new Float64Array(need + 1).fill(Infinity),
      got: new Int32Array(need + 1),
      prev: new Int32Array(need + 1),
      pick: new Int32Array(need + 1),
    };
    for (let h = 0; h <= need; h++) {
      if (width[h] === Infinity) continue;
      st.choices.forEach((c, ci) => {
        const cap = Math.min(need, h + c.got);
        const w = width[h]! + c.w;
        const g = got[h]! + c.got;
        if (w < next.width[cap]! - 1e-9 || (w <= next.width[cap]! + 1e-9 && g < next.got[cap]!)) {
          next.width[cap] = w;
          next.got[cap] = g;
          next.prev[cap] = h;
          next.pick[cap] = ci;
        }
      });
    }
    stages.push(next);
    ({ width, got } = next);
  }
  let h = need;
  while (h > 0 && (width[h] === Infinity || width[h]! > maxWidthMeters + 1e-9)) h--;
  const added: Bay[] = [];
  for (let i = stretches.length - 1; i >= 0; i--) {
    const st = stretches[i]!;
    const c = st.choices[stages[i]!.pick[h]!]!;
    h = stages[i]!.prev[h]!;
    if (c.w <= 1e-9) continue;
    const [x0, x1] = st.at(c.w);
    added.push({ x0, x1, entrance: false, storage: kind, growStart: 0, growEnd: 0 });
  }
  bays.push(...added);
  bays.sort((a, b) => a.x0 - b.x0);
}

/** Whether dwellings of the mix fill a usable stretch length of the slab's rows without a leftover room. */
function fillableBy(ctx: BlockContext, slab: Slab): (usable: number) => boolean {
  const { zones, outer, half, rules } = slab;
  // The narrowest dwelling of the mix at the rows' depth (grid width), below which a stretch holds none.
  const inner = rules.innerWallThicknessMeters;
  const depth = Math.min(...zones.map((z) => z.y1 - z.y0 - half - outer));
  const widths = ctx.mix.flatMap((u) => {
    const wmin = snapUp(Math.max(u.size / depth, u.minlength) + inner, ctx.grid);
    const wmax = snapDown(Math.min(u.size_max / depth, u.maxlength) + inner, ctx.grid);
    return wmin !== null && wmax !== null && wmin <= wmax + 1e-9 ? [{ wmin, wmax }] : [];
  });
  // Whether dwellings of the mix fill a usable length without a leftover room (or it is empty). Beyond the
  // length where one type's ranges of m and m + 1 dwellings overlap, every length fills.
  const always = Math.min(
    ...widths.map((w) => (w.wmax > w.wmin + 1e-9 ? Math.ceil(w.wmin / (w.wmax - w.wmin)) * w.wmin : Infinity)),
  );
  const fillable = (usable: number): boolean => {
    if (usable <= 1e-9 || usable >= always) return true;
    const visit = (i: number, lo: number, hi: number): boolean => {
      if (i === widths.length) return lo > 0 && lo <= usable + 1e-9 && usable <= hi + 1e-9;
      for (let m = 0; lo + m * widths[i]!.wmin <= usable + 1e-9; m++)
        if (visit(i + 1, lo + m * widths[i]!.wmin, hi + m * widths[i]!.wmax)) return true;
      return false;
    };
    return visit(0, 0, 0);
  };
  return fillable;
}

/** How far a corridor's staircase door lies in from its column's edge: half a 1 m door and half an inner wall, on the grid's 0.1 m. */
const STAIR_DOOR_INSET = 0.6;

/** One core bay: the staircase column (and smoke lock), the lift, and for offices the bathrooms. */
function drawCoreBay(ctx: BlockContext, slab: Slab, fi: number, bay: Bay, drafts: DraftSpace[], side: -1 | 0 | 1): void {
  const { rules, zones, stair, lockW, stairW, elevW, bathW, needsElevator, office } = slab;
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
  if (slab.kind === 'gallery') {
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
    const first = drafts.length;
    stairColumn(w, z0);
    // A dwelling corridor's dead ends run from its ends to the nearest staircase door: the first and the
    // last of several cores open at their column's side toward the end beyond them (a door's width in from
    // the column's edge), not in its middle, so they may stand a dwelling further in within the dead end.
    if (!office && !stair.lock && side !== 0) {
      const doorX = side < 0 ? x + STAIR_DOOR_INSET : x + w - STAIR_DOOR_INSET;
      for (const d of drafts.slice(first)) if (d.entrance) d.entrance = { ...d.entrance, x: doorX };
    }
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

/** Unit rows between the bays: offices whole, dwellings filled to the mix with leftover storage. */
function drawUnitRows(
  ctx: BlockContext,
  slab: Slab,
  level: LevelPlan,
  fi: number,
  bays: readonly Bay[],
  drafts: DraftSpace[],
): void {
  const { length: L, ends, zones, office, outer, half, rules } = slab;
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
          // Its door on the circulation, as a dwelling's: it may be made a storage room (leftoverStorage.ts).
          drafts.push(draft(r, 'storage', 'leftover', 'ancillary', { entrance: { x: (p.x0 + p.x1) / 2, y: doorY } }));
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
}

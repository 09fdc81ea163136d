import { assumedRules } from '../../constants/designRules';
import type { Rect } from '../../geometry/rect';
import type { BlockContext, BlockOutput, FloorDraft, LevelPlan } from '../blockContext';
import { report } from '../blockContext';
import type { CorePart } from './coreColumn';
import { staircaseParts } from './coreColumn';
import { splitForMix } from './splitForMix';
import { snapDown, snapUp } from './gridSnap';
import type { MixUnit } from './mixUnit';
import type { Slab, StairColumn, Zone } from './slabFloor';
import { slabEscapeFailures } from './slabEscape';
import { slabFloor } from './slabFloor';
import { storageFromLeftovers } from './leftoverStorage';
import { rackCount, rackDeficit, roomStorages, storageCount, storageDeficit } from './plinthStorage';
import { AREA_POINTS, forcedPlan, rebalanceForGoal, recordingPlan } from './rowPlan';

/** Options that tell the gallery, corridor and office blocks apart. */
interface LinearBlockOptions {
  kind: 'gallery' | 'corridor';
  unitFunction: 'apartment' | 'office';
}

/**
 * Lays out a slab: one circulation strip along the length (a gallery at the front facade or a central
 * corridor), unit rows beside it, and core bays spaced so every door lies within the staircase reach.
 */
export function linearBlock(block: BlockContext, opts: LinearBlockOptions): BlockOutput {
  const levels = block.mix.length > 1 ? splitForMix(block.levels, 3) : block.levels;
  const rowOptions = new Map();
  // Each run on its own tally and messages; the core search scores placements on `given`'s floor entries.
  const run = (ls: LevelPlan[], given: BlockContext, plainFill = false, fixed?: SlabPlacement) => {
    const ctx: BlockContext = { ...block, levels: ls, rowOptions, tally: new Map(block.tally), messages: [], plainFill };
    const { out, placement } = slabLayout(ctx, opts, given, fixed);
    return { ctx, out, placement };
  };
  let best = run(levels, block);
  // The rows prefer more homes (fillSegment's COUNT_PREF, the rebalance's last pass); where the storage
  // then falls short of them, the rows as the mix alone would fill them are tried too.
  const short = (fl: FloorDraft[]) => storageDeficit(fl, block.rules) + rackDeficit(fl, block.rules);
  if (short(best.out.floors) > 0) {
    const plain = run(levels, block, true);
    if (short(plain.out.floors) < short(best.out.floors)) best = plain;
  }
  // Storage rooms beside the cores of a repeated upper entry stand on every one of its storeys: when the
  // building holds more storages than it has dwellings, the entry is laid out again split in two, the rooms
  // on as few storeys as the storages still needed ask (`fewerStoreyRooms`), the others all dwellings.
  let ls = levels;
  for (let pass = 0; pass < SPLIT_PASSES; pass++) {
    const fewer = fewerStoreyRooms(best.out.floors, ls, block.rules);
    if (!fewer) break;
    // The same cores as the layout it splits: a split moves storage rooms between storeys, not the rows the
    // core search weighs (searched again, the split doubled the standard gallery's time and was not kept).
    const again = run(fewer, { ...block, levels: fewer }, best.ctx.plainFill, best.placement);
    if (!betterYield(block, again, best)) break;
    best = again;
    ls = fewer;
  }
  block.tally.clear();
  for (const [k, v] of best.ctx.tally) block.tally.set(k, v);
  block.messages.push(...best.ctx.messages);
  return best.out;
}

/** The cores a slab layout stood on: how many beyond the least (`coreBays`' extra) and where. */
interface SlabPlacement {
  extra: number;
  at: CorePlacement;
}

/** Times a slab's storage rooms are moved onto fewer storeys (`fewerStoreyRooms`), each a layout more. */
const SPLIT_PASSES = 3;

/** Counted apartments of laid-out floors, by repeat count. */
const apartmentsOf = (floors: readonly FloorDraft[]): number =>
  floors.reduce(
    (n, f) =>
      n +
      f.repeat_count *
        f.drafts.filter((d) => d.category === 'unit' && d.functiontype === 'apartment' && d.counts_as_unit !== false)
          .length,
    0,
  );

/** Gross area of the counted apartments of laid-out floors, by repeat count. */
const apartmentAreaOf = (floors: readonly FloorDraft[]): number =>
  floors.reduce(
    (a, f) =>
      a +
      f.repeat_count *
        f.drafts.reduce(
          (b, d) =>
            b +
            (d.category === 'unit' && d.functiontype === 'apartment' && d.counts_as_unit !== false
              ? (d.rect.x1 - d.rect.x0) * (d.rect.y1 - d.rect.y0)
              : 0),
          0,
        ),
    0,
  );

/**
 * The block's levels with the repeated upper entry whose storeys carry the most storage rooms beside their
 * cores (rooms with a door, not the core columns' rests) split in two: the rooms on as few storeys as the
 * storages the building holds beyond its dwellings leave needed. Null when no entry can give storeys up.
 */
function fewerStoreyRooms(floors: readonly FloorDraft[], levels: readonly LevelPlan[], rules: BlockContext['rules']): LevelPlan[] | null {
  if (floors.length !== levels.length) return null;
  const { dwellings, storages } = storageCount(floors, rules, false);
  const surplus = storages - dwellings;
  if (surplus <= 0) return null;
  let pick: { fi: number; keep: number; freed: number } | null = null;
  floors.forEach((f, fi) => {
    const repeat = f.repeat_count;
    if (fi === 0 || repeat < 2) return;
    const per = f.drafts.reduce(
      (n, d) => n + (d.subtype === 'storage' && d.functiontype === 'storage' && d.entrance ? roomStorages({ ...f, drafts: [d] }, rules) : 0),
      0,
    );
    if (per <= 0) return;
    const drop = Math.min(repeat - 1, Math.floor(surplus / per));
    if (drop <= 0) return;
    if (!pick || drop * per > pick.freed) pick = { fi, keep: repeat - drop, freed: drop * per };
  });
  if (!pick) return null;
  const { fi, keep } = pick;
  const level = levels[fi]!;
  return [
    ...levels.slice(0, fi),
    { ...level, repeat_count: keep },
    { ...level, repeat_count: level.repeat_count - keep },
    ...levels.slice(fi + 1),
  ];
}

/** The second layout is the better: more dwellings, every one still with its storage, the mix kept. */
function betterYield(
  block: BlockContext,
  next: { ctx: BlockContext; out: BlockOutput },
  prev: { ctx: BlockContext; out: BlockOutput },
): boolean {
  const { rules, mix } = block;
  // More dwellings, or as many with more of the floor area theirs (the rooms' storeys give it to them).
  const more = apartmentsOf(next.out.floors) - apartmentsOf(prev.out.floors);
  if (more < 0 || (more === 0 && apartmentAreaOf(next.out.floors) <= apartmentAreaOf(prev.out.floors) + 1e-6)) return false;
  const short = (fl: FloorDraft[]) => storageDeficit(fl, rules) + rackDeficit(fl, rules);
  if (short(next.out.floors) > short(prev.out.floors)) return false;
  // Leftover rooms are said per floor entry (a split entry says its own twice): the other messages may not grow.
  const said = (c: BlockContext) => c.messages.filter((m) => m.message !== 'leftover_space').length;
  if (said(next.ctx) > said(prev.ctx)) return false;
  const gap = (c: BlockContext) => (mix.length > 1 ? mixGap(mix, c.tally) : 0);
  return gap(next.ctx) <= Math.max(gap(prev.ctx), MIX_GOAL_POINTS) + 1e-9;
}

/** One layout of the slab on `ctx`'s levels (linearBlock's body); `block` gives the entries the core search scores. */
function slabLayout(
  ctx: BlockContext,
  opts: LinearBlockOptions,
  block: BlockContext,
  fixed?: SlabPlacement,
): { out: BlockOutput; placement?: SlabPlacement } {
  const slab = planSlab(ctx, opts);
  if (!slab) return { out: { floors: [], site: [] } };
  // A floor shifted along the length keeps its cores over those below: they move back by the shift inside
  // the floor (the other way when the plan is mirrored), and the units fill around them.
  const flipX = ctx.cfg.flip_direction === 'x' || ctx.cfg.flip_direction === 'xy';
  const pin = (level: LevelPlan) => round6((flipX ? 1 : -1) * level.offset_x);
  // One more core while a door is out of reach or a corridor end is too long a dead end, as long as one
  // more fits; the dwellings are laid out anew around the cores each time. What is still broken is
  // reported by the generator's own check of the model (staircase_out_of_reach, corridor_dead_end_too_long).
  for (let extra = fixed?.extra ?? 0; ; extra++) {
    const bays = coreBays(ctx, slab, extra);
    const floorAt = (c: BlockContext, s: Slab, at: CorePlacement, level: LevelPlan, fi: number): FloorDraft =>
      slabFloor(c, s, level, fi, placeBays(bays, at, ctx.grid.increment).map((x) => bays.clamp(x + pin(level))));
    const layout = (c: BlockContext, s: Slab, at: CorePlacement): FloorDraft[] =>
      c.levels.map((level, fi) => floorAt(c, s, at, level, fi));
    const search =
      fixed?.extra === extra
        ? { at: fixed.at, floors: null, others: [] }
        : slab.office || ctx.mix.length > 0
          ? bestCorePlacement(block, ctx, (c, at) => layout(c, slab, at), slab, bays)
          : { at: NO_MOVE, floors: null, others: [] };
    const withStorage = (at: CorePlacement, firstFill: FloorDraft[] | null, plan: Slab = slab) =>
      withPlinthStorage(
        ctx,
        plan,
        (c, s) => layout(c, s, at),
        (c, s) => floorAt(c, s, at, c.levels[0]!, 0),
        firstFill,
      );
    let { trial, floors } = withStorage(search.at, search.floors);
    let at = search.at;
    // The placement was ranked without the plinth, which takes ground-floor dwellings: when the building
    // as built misses the mix by more than the goal's points, the next placements are laid out with
    // theirs, and the one nearest the mix (as many escape rules kept, no storage lost) is built.
    // A placement that gives dwellings up pays for them as the rebalance does for row area (AREA_POINTS a 1 %).
    const dwellings = (t: BlockContext) => ctx.mix.reduce((n, u) => n + (t.tally.get(u.unit_id) ?? 0), 0);
    const built = dwellings(trial);
    // Each point beyond the goal costs OVER_GOAL_POINTS more: a placement that meets the goal wins over one
    // that misses it by a little with a dwelling or two more (corridor seed 1024: 98 dwellings 5.2 points off).
    const cost = (t: BlockContext) =>
      mixGap(ctx.mix, t.tally) +
      OVER_GOAL_POINTS * Math.max(0, mixGap(ctx.mix, t.tally) - MIX_GOAL_POINTS) +
      (AREA_POINTS * 100 * Math.max(0, built - dwellings(t))) / built;
    // (offices have no mix to meet: their placement is the first that reaches every office)
    if (!slab.office && built > 0 && mixGap(ctx.mix, trial.tally) > MIX_GOAL_POINTS) {
      const escape = slabEscapeFailures(slab, floors);
      const short = storageDeficit(floors, ctx.rules) + rackDeficit(floors, ctx.rules);
      const consider = (nextAt: CorePlacement, next: { trial: BlockContext; floors: FloorDraft[] }) => {
        if (slabEscapeFailures(slab, next.floors) > escape) return;
        if (storageDeficit(next.floors, ctx.rules) + rackDeficit(next.floors, ctx.rules) > short) return;
        if (cost(next.trial) < cost(trial) - 1e-9) {
          ({ trial, floors } = next);
          at = nextAt;
        }
      };
      // The active plinth sends storages up to storage rooms that take one entry's dwellings on every storey:
      // when no placement meets the mix with it, the placements are tried again with a plinth that may be blind.
      // The search stops at a placement that meets the goal with no dwelling given up.
      const done = () => mixGap(ctx.mix, trial.tally) <= MIX_GOAL_POINTS && dwellings(trial) >= built;
      for (const plan of [slab, { ...slab, blindPlinth: true }]) {
        if (plan !== slab) consider(search.at, withStorage(search.at, search.floors, plan));
        for (const other of search.others.slice(0, OTHER_PLACEMENTS)) {
          if (done()) break;
          consider(other.at, withStorage(other.at, other.floors, plan));
        }
        if (done()) break;
      }
    }
    if (!bays.more || slabEscapeFailures(slab, floors) === 0) {
      ctx.tally.clear();
      for (const [k, v] of trial.tally) ctx.tally.set(k, v);
      ctx.messages.push(...trial.messages);
      storageFromLeftovers(floors, ctx.rules);
      return { out: { floors, site: [] }, placement: { extra, at } };
    }
  }
}

/**
 * The slab's plan shared by every floor, or null (reported) when the footprint is too small for a row
 * beside the circulation or for one core bay.
 */
function planSlab(ctx: BlockContext, opts: LinearBlockOptions): Slab | null {
  const { rules, length: L, width: W } = ctx;
  const strips = slabStrips(ctx, opts);
  // Below a metre of net depth there is no row to speak of; narrower rows are laid out and reported per unit.
  if (strips.zones.some((z) => z.y1 - z.y0 - strips.half - strips.outer < 1)) {
    report(ctx, 'footprint_too_small', 'width', W);
    return null;
  }
  const columns = coreBayColumns(ctx, opts, strips.zones);
  if (columns.bayW > L) {
    report(ctx, 'footprint_too_small', 'length', L);
    return null;
  }
  // Without full-length corridors the corridor stops at the end units, which run through the whole depth.
  const ends = throughEnds(ctx, opts, columns.bayW);
  return {
    kind: opts.kind,
    office: opts.unitFunction === 'office',
    rules,
    length: L,
    width: W,
    ...strips,
    ...columns,
    ends,
  };
}

/** The circulation strip (gallery at the front facade, or corridor in the middle) and the unit rows beside it. */
function slabStrips(
  ctx: BlockContext,
  opts: LinearBlockOptions,
): { outer: number; half: number; circ: Rect; zones: Zone[] } {
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
  return { outer, half, circ, zones };
}

/** The column widths of one core bay: staircase (and smoke lock), lift when the height asks, office bathrooms. */
function coreBayColumns(
  ctx: BlockContext,
  opts: LinearBlockOptions,
  zones: readonly Zone[],
): Pick<Slab, 'needsElevator' | 'stair' | 'lockW' | 'stairW' | 'elevW' | 'bathW' | 'bayW'> {
  const { rules } = ctx;
  const inner = rules.innerWallThicknessMeters;
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
  return { needsElevator, stair, lockW, stairW, elevW, bathW, bayW };
}

/**
 * The slab's floors laid out around fixed cores with the mix rebalanced over all rows: a first layout fills
 * the rows one after another and records each row's options (every count vector that wastes as little);
 * `rebalanceForGoal` re-chooses them against the whole building's tally and a second layout takes those
 * counts. The second is kept unless it breaks more escape rules (doors move with the units).
 */
function rebalancedLayout(
  ctx: BlockContext,
  slab: Slab,
  layout: (c: BlockContext) => FloorDraft[],
): { trial: BlockContext; floors: FloorDraft[] } {
  const first: BlockContext = { ...ctx, tally: new Map(ctx.tally), messages: [], rowPlan: recordingPlan() };
  const floors = layout(first);
  const rows = first.rowPlan!.rows;
  if (slab.office || ctx.mix.length < 2 || rows.length === 0) return { trial: first, floors };
  const tally = ctx.mix.map((u) => first.tally.get(u.unit_id) ?? 0);
  const rb = rebalanceForGoal(ctx.mix, tally, rows, false, !ctx.plainFill);
  const laidOut = (choice: NonNullable<typeof rb.choice>) => {
    const second: BlockContext = { ...ctx, tally: new Map(ctx.tally), messages: [], rowPlan: forcedPlan(rows, choice) };
    return { trial: second, floors: layout(second) };
  };
  if (!rb.choice) return { trial: first, floors };
  const again = laidOut(rb.choice);
  if (slabEscapeFailures(slab, again.floors) > slabEscapeFailures(slab, floors)) return { trial: first, floors };
  // The dwellings the rebalance's last pass added need storage and bicycle places too: where the storage
  // as sized holds fewer for them than for the first layout's, the choice before that pass is laid out.
  const short = (fl: FloorDraft[]) => storageDeficit(fl, ctx.rules) + rackDeficit(fl, ctx.rules);
  if (!rb.fewer || short(again.floors) <= short(floors)) return again;
  if (!rb.fewer.choice) return { trial: first, floors };
  const plain = laidOut(rb.fewer.choice);
  return slabEscapeFailures(slab, plain.floors) > slabEscapeFailures(slab, floors) ? { trial: first, floors } : plain;
}

/**
 * The rebalanced layout with every dwelling's private storage (Bbl 4.31): storage rooms in the ground
 * floor beside the cores for what the core columns' storage rooms do not hold, grown until the count
 * holds (the dwellings they replace need none) or the ground floor is full; a shortfall is reported from
 * the model (`storage_missing`). Offices need none.
 */
function withPlinthStorage(
  ctx: BlockContext,
  slab: Slab,
  layout: (c: BlockContext, s: Slab) => FloorDraft[],
  groundLayout: (c: BlockContext, s: Slab) => FloorDraft,
  firstFill: FloorDraft[] | null,
): { trial: BlockContext; floors: FloorDraft[] } {
  if (slab.office || !ctx.onGround || ctx.levels.length === 0) return rebalancedLayout(ctx, slab, (c) => layout(c, slab));
  const shortOf = (floors: FloorDraft[]) => storageDeficit(floors, ctx.rules) + rackDeficit(floors, ctx.rules);
  const scratch = (): BlockContext => ({ ...ctx, tally: new Map(ctx.tally), messages: [], rowPlan: recordingPlan() });
  // Sized on a first fill of the rows (the core search's best, floor entries as given; the ground floor laid
  // out alone against the upper floors as filled), then the building laid out with the mix rebalanced; a
  // second sizing only when that falls short.
  // The sizing asks for some rooms more than once (a trim halved back to what was tried): the building as
  // laid out for the same rooms is the same, so each is laid out once (it reads `ctx`, never writes it).
  const laidOut = new Map<string, { trial: BlockContext; floors: FloorDraft[] }>();
  const rebalanced = (s: Slab) => {
    const key = JSON.stringify([s.plinthStorages, s.floorStorages, s.plinthRacks, s.blindPlinth]);
    let got = laidOut.get(key);
    if (!got) laidOut.set(key, (got = rebalancedLayout(ctx, s, (c) => layout(c, s))));
    return got;
  };
  const plain = firstFill ?? layout(scratch(), slab);
  const upper = plain.slice(1);
  const first = sizePlinth(ctx, slab, plain, (s) => [groundLayout(scratch(), s), ...upper], false);
  const out = rebalanced(first.slab);
  if (shortOf(out.floors) === 0) return out;
  // Sized again on the building as built (the rebalance moves dwellings, each of which needs its storage);
  // should that still fall short, the first sizing as grown, before it asked for less.
  const sized = sizePlinth(ctx, first.slab, out.floors, (s) => rebalanced(s).floors, true);
  let built = out;
  for (const s of [sized.slab, first.grown]) {
    if (shortOf(built.floors) === 0) break;
    const again = rebalanced(s);
    if (shortOf(again.floors) < shortOf(built.floors)) built = again;
  }
  return built;
}

/**
 * The plinth's storage and bicycle rooms for floors `from` (grown from what `slab` asks), tried with
 * `trial`: each pass asks what the plinth holds plus what is still short (the dwellings it replaces need
 * none); once the ground floor is full and `upper` (the trial lays out every floor), the storeys of one
 * upper floor entry after another hold the rest beside their cores, the least repeated entry first (a room
 * on fewer storeys overshoots less); then, while every dwelling keeps its storage and none is lost, it
 * asks for the surplus less, so rooms wider than the need give their length back to dwellings.
 */
function sizePlinth(
  ctx: BlockContext,
  slab: Slab,
  from: FloorDraft[],
  trial: (s: Slab) => FloorDraft[],
  upper: boolean,
): { slab: Slab; grown: Slab } {
  const { rules } = ctx;
  let floors = from;
  let s = slab;
  let need = slab.plinthStorages ?? 0;
  let racks = slab.plinthRacks ?? 0;
  const perFloor = [...(slab.floorStorages ?? [])];
  // What an upper entry's own storage rooms hold beyond its core columns' (those hold as many on every pass).
  const base = from.map((f, fi) => (perFloor[fi] ? 0 : roomStorages(f, rules)));
  const added = (fi: number) => (floors[fi] ? roomStorages(floors[fi]!, rules) - base[fi]! : 0);
  const entries = ctx.levels
    .map((l, fi) => ({ fi, repeat: l.repeat_count }))
    .filter(({ fi }) => fi > 0 && from[fi]?.drafts.some((d) => d.category === 'unit'))
    .sort((a, b) => a.repeat - b.repeat || a.fi - b.fi);
  let best = { s, short: Infinity };
  for (let pass = 0; pass < 8; pass++) {
    const short = { storages: storageDeficit(floors, rules), racks: rackDeficit(floors, rules) };
    if (short.storages + short.racks < best.short) best = { s, short: short.storages + short.racks };
    if (short.storages + short.racks === 0) break;
    const plinth = floors[0] ? roomStorages(floors[0], rules) : 0;
    racks += short.racks;
    if (pass > 0 && plinth < need && short.storages > 0) {
      // The ground floor is full: then an upper entry's storeys beside their cores, one that still takes more.
      const open = upper ? entries.find((e) => !perFloor[e.fi] || added(e.fi) >= perFloor[e.fi]!) : undefined;
      if (!open && short.racks === 0) break;
      if (open) perFloor[open.fi] = Math.max(perFloor[open.fi] ?? 0, added(open.fi)) + Math.ceil(short.storages / open.repeat);
    } else if (short.storages > 0) need = Math.max(need, plinth) + short.storages;
    s = { ...slab, plinthStorages: need, floorStorages: [...perFloor], plinthRacks: racks };
    floors = trial(s);
  }
  if (best.short > 0) return { slab: best.s, grown: best.s };
  const grown = best.s;
  // Ask for fewer while every dwelling keeps its storage and no dwelling is lost: what the ground floor's
  // rooms hold, not what was asked of them (a full ground floor was asked for more), less the surplus; the
  // storeys above shed theirs first (the most repeated entry first). A step that leaves a dwelling without
  // its storage is halved.
  floors = trial(best.s);
  // Bicycle rooms first (a room holds a whole row's depth of places, so asking the surplus less may free one),
  // then the storeys above, then the ground floor's storage rooms.
  let rackStep = Infinity;
  const fewerOf = (sl: Slab, surplus: number): Slab | null => {
    const bikes = rackCount(floors, rules);
    const spare = Math.min(rackStep, bikes.racks - bikes.needed);
    if (spare > 0 && (sl.plinthRacks ?? 0) > 0) {
      rackStep = Math.floor(spare / 2);
      return { ...sl, plinthRacks: Math.max(0, sl.plinthRacks! - spare) };
    }
    if (surplus <= 0) return null;
    const per = [...(sl.floorStorages ?? [])];
    for (const e of [...entries].reverse()) {
      const has = per[e.fi] ?? 0;
      if (has <= 0) continue;
      const dec = Math.min(has, Math.max(1, Math.floor(surplus / e.repeat)));
      if (dec * e.repeat > surplus && has > dec) continue;
      per[e.fi] = has - dec;
      return { ...sl, floorStorages: per };
    }
    const plinth = Math.min(sl.plinthStorages ?? 0, floors[0] ? roomStorages(floors[0], rules) : 0);
    if (plinth <= 0) return null;
    return { ...sl, plinthStorages: Math.max(0, plinth - surplus) };
  };
  for (let trim = 0, step = Infinity; trim < 7; trim++) {
    const count = storageCount(floors, rules);
    const surplus = Math.min(step, count.storages - count.dwellings);
    const fewer = fewerOf(best.s, surplus);
    if (!fewer) break;
    const next = trial(fewer);
    const after = storageCount(next, rules);
    if (storageDeficit(next, rules) + rackDeficit(next, rules) > 0 || after.dwellings < count.dwellings) {
      if (fewer.plinthRacks === best.s.plinthRacks) step = Math.floor(surplus / 2);
      continue;
    }
    // A fewer asked that frees no place ends the bicycle rooms' trim.
    if (fewer.plinthRacks !== best.s.plinthRacks)
      rackStep = rackCount(next, rules).racks < rackCount(floors, rules).racks ? Infinity : 0;
    best = { s: fewer, short: 0 };
    floors = next;
  }
  return { slab: best.s, grown };
}

/**
 * Where the core bays start: as many as the staircase reach and, along a dwelling corridor, the dead-end
 * length ask for, plus `extra` (as fit), centred in equal parts of the length on the grid, kept off the end
 * facades; `clamp` keeps a shifted bay inside the same limits; `more` says whether one more bay would fit.
 */
function coreBays(
  ctx: BlockContext,
  slab: Slab,
  extra: number,
): { starts: number[]; clamp: (x: number) => number; more: boolean } {
  const { length: L, bayW, outer, half, ends } = slab;
  const reach = assumedRules.staircaseReachMeters;
  const inc = ctx.grid.increment;
  let nCores = Math.max(1, Math.ceil(L / (2 * reach)));
  if (slab.kind === 'corridor' && !slab.office) {
    // Each end of the corridor lies half a part from the first door; the bay's grid rounding may add half a step.
    const corridorStart = ends.width > 0 ? ends.width + half : outer;
    const deadEnd = assumedRules.deadEndCorridorMeters - inc / 2;
    nCores = Math.max(nCores, Math.ceil(L / (2 * (deadEnd + corridorStart)) - 1e-9));
  }
  nCores += extra;
  while (nCores > 1 && nCores * bayW > L) nCores--;
  const more = (nCores + 1) * bayW <= L;
  // A bay never stands flush on an end facade: the outer wall there would eat into the staircase. Held
  // off by the wall's extra thickness, the sliver before it joins the bay and keeps the stair its width.
  const edge = Math.min(Math.max(outer - half, ends.width), (L - bayW) / 2);
  const clamp = (x: number) => Math.min(Math.max(edge, x), L - bayW - edge);
  const starts: number[] = [];
  for (let k = 0; k < nCores; k++) {
    const centre = (L * (2 * k + 1)) / (2 * nCores);
    starts.push(clamp(Math.round((centre - bayW / 2) / inc) * inc));
  }
  return { starts, clamp, more };
}

/** How the cores move from their even spread: all by `shift`, and the outer ones apart by `spread` each way. */
interface CorePlacement {
  shift: number;
  spread: number;
}

const NO_MOVE: CorePlacement = { shift: 0, spread: 0 };

/** Bay starts moved by a placement, on the grid (a middle core moves by its share of the spread). */
function placeBays(bays: { starts: number[]; clamp: (x: number) => number }, at: CorePlacement, inc: number): number[] {
  const n = bays.starts.length;
  return bays.starts.map((x, k) => {
    const spread = n > 1 ? Math.round((at.spread * (2 * k - (n - 1))) / (n - 1) / inc) * inc : 0;
    return bays.clamp(round6(x + at.shift + spread));
  });
}

/**
 * Cores stack, so one placement applies to every floor. Tries the cores up to ten grid steps either way,
 * then (with several cores) the outer ones up to ten steps further apart or closer, and keeps the placement
 * that breaks fewest escape rules (reach, dead ends), then whose rows waste least and, among equals, bring
 * the mix closest to its targets: the stretches between cores fix which dwellings fit. Returns the
 * placement and its trial floors (a first fill of the rows, which the plinth is sized on).
 */
function bestCorePlacement(
  block: BlockContext,
  ctx: BlockContext,
  layout: (c: BlockContext, at: CorePlacement) => FloorDraft[],
  slab: Slab,
  bays: { starts: number[]; clamp: (x: number) => number },
): { at: CorePlacement; floors: FloorDraft[] | null; others: Placed[] } {
  const inc = ctx.grid.increment;
  const tried: (Placed & { score: { escape: number; waste: number; cost: number } })[] = [];
  let bestAt = NO_MOVE;
  let bestFloors: FloorDraft[] | null = null;
  let best = { escape: Infinity, waste: Infinity, cost: Infinity };
  // Placements the end facades clamp to the same bays score the same: each is laid out once.
  const seen = new Set<string>();
  const consider = (at: CorePlacement) => {
    // Cores kept a bay apart and in order; a placement that would push two together is skipped.
    const starts = placeBays(bays, at, inc);
    if (starts.some((x, k) => k > 0 && x - starts[k - 1]! < slab.bayW + 1)) return;
    const key = starts.join(' ');
    if (seen.has(key)) return;
    seen.add(key);
    // Scored on the floor entries as given (one layout per entry): the placement is about rows, not repeats.
    const trial: BlockContext = {
      ...ctx,
      levels: block.levels,
      tally: new Map(ctx.tally),
      messages: [],
      rowPlan: recordingPlan(),
    };
    const floors = layout(trial, at);
    const score = { ...scoreLayout(trial, floors, ctx.rules), escape: slabEscapeFailures(slab, floors) };
    tried.push({ at, floors, score });
    if (
      score.escape < best.escape ||
      (score.escape === best.escape &&
        (score.cost < best.cost - 1e-9 ||
          (Math.abs(score.cost - best.cost) <= 1e-9 && score.waste < best.waste - 0.01)))
    ) {
      best = score;
      bestAt = at;
      bestFloors = floors;
    }
  };
  const step = (k: number) => round6((k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * inc);
  // A placement that breaks no escape rule and whose rows reach the mix within GOOD_COST ends the search.
  // Offices have no mix: reaching every office's far end is all the placement is for.
  const good = () => best.escape === 0 && (slab.office || best.cost <= GOOD_COST);
  for (let k = 0; k <= 20 && !good(); k++) consider({ shift: step(k), spread: 0 });
  if (bays.starts.length > 1) {
    const shift = bestAt.shift;
    for (let k = 1; k <= 20 && !good(); k++) consider({ shift, spread: step(k) });
    // The even spread's own moves apart or closer too: the outer stretches both hold a dwelling only when
    // the outer cores move in (or out) together, which no common shift gives.
    if (shift !== 0) for (let k = 1; k <= 20 && !good(); k++) consider({ shift: 0, spread: step(k) });
  }
  // No placement near the even spread holds a single dwelling (the stretches beside a middle core are each shorter
  // than the mix's narrowest unit): the cores are swept along the whole length, a metre at a time, so that one
  // stretch can be long enough (a single core at an end facade leaves one stretch of the whole rest).
  if (best.cost === Infinity) for (let x = -slab.length; x <= slab.length + 1e-9 && !good(); x += 1) consider({ shift: round6(Math.round(x / inc) * inc), spread: 0 });
  const others = tried
    .filter((t) => t.at !== bestAt)
    .sort((a, b) => a.score.escape - b.score.escape || a.score.cost - b.score.cost || a.score.waste - b.score.waste);
  return { at: bestAt, floors: bestFloors, others };
}

/** A core placement tried by the search and its first fill of the rows. */
interface Placed {
  at: CorePlacement;
  floors: FloorDraft[];
}

/**
 * The largest gap between a tally's shares and the mix's targets, in percentage points (the goal's
 * measure); without a dwelling, no share is met.
 */
function mixGap(mix: readonly MixUnit[], tally: ReadonlyMap<string | number, number>): number {
  let total = 0;
  for (const u of mix) total += tally.get(u.unit_id) ?? 0;
  if (total <= 0) return Infinity;
  return Math.max(...mix.map((u) => Math.abs((100 * (tally.get(u.unit_id) ?? 0)) / total - 100 * u.share)));
}

/** Points a type may miss its share by under issue 22's goal. */
const MIX_GOAL_POINTS = 5;
/** Extra points of a placement's cost for each point its mix lies beyond the goal's (see `slabLayout`). */
const OVER_GOAL_POINTS = 5;

/** Placements tried with their plinth when the best one without it misses the mix once the plinth is in. */
const OTHER_PLACEMENTS = 4;

/**
 * Leftover area (m2, by repeat count) and what the placement costs once its rows are rebalanced (the
 * cheap form of `rebalanceForGoal`): mix points plus AREA_POINTS per 1 % of the rows' net area left to
 * storage, so the placement is judged by what its rows can give the mix, not by the greedy first fill.
 */
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
  const rows = ctx.rowPlan?.rows ?? [];
  if (total === 0 || rows.length === 0) return { waste, cost: Infinity };
  const rb = rebalanceForGoal(
    ctx.mix,
    ctx.mix.map((u) => counts.get(u.unit_id) ?? 0),
    rows,
    true,
  );
  return { waste, cost: rb.score + (rb.area > 0 ? (AREA_POINTS * 100 * waste) / rb.area : 0) };
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * A core placement whose rebalanced rows cost at most this (`scoreLayout`: mix points, and a point per 1 %
 * of row area left to storage) is as good as the search gets: it stops there (corridor p95 under 10 ms).
 */
const GOOD_COST = 0.5;

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

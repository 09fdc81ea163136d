import { assumedRules } from '../../constants/designRules';
import type { Rect } from '../../geometry/rect';
import type { BlockContext, BlockGenerator, BlockOutput, FloorDraft, LevelPlan } from '../blockContext';
import { report, spaceId } from '../blockContext';
import { balconyFor } from '../layout/balcony';
import type { FacadeSide } from '../layout/balcony';
import { coreColumn, elevatorPart, staircaseParts } from '../layout/coreColumn';
import type { DraftSpace } from '../layout/floorDraft';
import { draft, estimateNetArea } from '../layout/floorDraft';
import { snapUp } from '../layout/gridSnap';
import { storageInPlinth } from '../layout/plinthStorage';
import type { SideFit } from '../layout/sideRoom';
import { pickSide, sideFits } from '../layout/sideRoom';
import type { MixLedger } from '../layout/mixLedger';
import { record, release } from '../layout/mixLedger';
import type { MixUnit } from '../layout/mixUnit';
import type { NetSize, RowOption } from '../layout/splitByMix';
import { AREA_COST, splitRowByMix } from '../layout/splitByMix';
import { splitForMix } from '../layout/splitForMix';

/** A unit slot of a tower floor: its rectangle, the facade it faces, where its door is, and its dwelling type. */
interface Slot {
  rect: Rect;
  facade: FacadeSide;
  door: { x: number; y: number };
  unit: MixUnit | null;
}

/** The tower's dimensions that every floor shares. */
interface TowerSetup {
  n: number;
  cw: number;
  coreW: number;
  coreD: number;
  stairW: number;
  hasElevator: boolean;
  stairParts: ReturnType<typeof staircaseParts>;
  snap: (v: number) => number;
  /** Deepest a row of dwellings may be (the mix's shallowest maximum depth, walls included); halls take the rest. */
  maxRow: number;
  /** Shallowest a row may be (the mix's shallowest minimum depth, walls included). */
  minRow: number;
  /** What dwelling area given up costs against the mix in this trial (`splitRowByMix`). */
  areaCost: number;
  /** Each decision's share of the tally, so a later pass decides it again against all the others. */
  ledger: MixLedger;
  /** The ways to cut each row geometry, found once for all trials and passes (`splitRowByMix`). */
  options: Map<string, RowOption[]>;
}

/**
 * Towers: one core with staircase (the 6.6 m tower staircase in the wide variant) and an elevator, a hall
 * around it shaped like the letter, and 2 to 12 apartments a floor on the facades. U: core against the
 * back facade, hall in front, units in front and either side of the core. O: core in the middle, hall
 * ringing it, units front, back and (from 6 a floor) at the sides. H: core in the middle of the length,
 * halls either side of it joined in front of the core, units in two wings stacked along the side facades.
 * Each facade row is shared out by the unit mix (`splitRowByMix`): every dwelling lies within its type's
 * size, length and depth limits where the row allows it (a row beside a hall may be shallower, the hall
 * widening), and a stretch smaller than every type is never a dwelling. An O tower's side room is a
 * dwelling only at a depth its type allows (`sideFits`).
 */
export const tower: BlockGenerator = (block): BlockOutput => {
  const setup = towerSetup(block);
  if (!setup) return { floors: [], site: [] };
  // The mix is solved by trial: a few layouts of the whole tower (repeated floors as two or three
  // alternating layouts; spare rooms and shallower rows cheap or dear against the mix), and the one whose
  // built mix comes closest to the targets, at the least loss of dwelling area, is kept.
  const several = block.mix.length > 1;
  const trials = several ? mixTrials : [{ parts: 1, areaCost: AREA_COST }];
  let best: { ctx: BlockContext; floors: FloorDraft[]; score: number; miss: number } | null = null;
  for (const trial of trials) {
    // A mix within a point of its targets is as good as it gets: the first trial keeps the most area.
    if (best && best.miss <= MIX_GOOD_POINTS) break;
    const levels = splitForMix(block.levels, trial.parts);
    const t: TowerSetup = { ...setup, areaCost: trial.areaCost, ledger: new Map() };
    const ctx: BlockContext = { ...block, levels, tally: new Map(block.tally), messages: [] };
    // Later passes decide every row again against the whole tower's mix as the last pass left it.
    for (let pass = 0; pass < (several ? MIX_PASSES : 1); pass++) {
      ctx.messages = [];
      const floors = levels.map((level, fi) => towerFloor(ctx, t, level, fi));
      const { score, miss } = mixScore(ctx, floors);
      if (!best || score < best.score - 1e-9)
        best = { ctx: { ...ctx, tally: new Map(ctx.tally) }, floors, score, miss };
      if (miss <= MIX_GOOD_POINTS) break;
    }
  }
  const { ctx, floors } = best!;
  // Every dwelling's private storage (Bbl 4.31) and the shared bicycle places: rooms where dwellings would go
  // on the tower's lowest floor (the ground floor, or its first floor on a podium), then on the floors above.
  storageInPlinth(floors, ctx.tally, ctx.rules);
  block.messages.push(...ctx.messages);
  for (const [id, n] of ctx.tally) block.tally.set(id, n);
  // Rows that hold no unit type of the mix within its size and length limits leave a tower without a
  // dwelling: say so once as what to change (the largest room it could offer), not only as leftovers.
  const rooms = floors.flatMap((f) => f.drafts);
  if (!rooms.some((d) => d.category === 'unit')) {
    const largest = Math.max(
      0,
      ...rooms
        .filter((d) => d.subtype === 'leftover')
        .map((d) => estimateNetArea(d.rect, { x0: 0, y0: 0, x1: ctx.length, y1: ctx.width }, ctx.rules)),
    );
    report(block, 'unit_size_out_of_range', 'mix', Math.round(largest * 100) / 100);
  }
  const tt = ctx.cfg.towertype;
  // The mix comes first, so a row may hold a dwelling more or fewer than asked: report what the top floor has.
  const top = floors[floors.length - 1]?.drafts.filter((d) => d.category === 'unit').length ?? 0;
  return {
    floors,
    site: [],
    towers: [{ name: 'Tower', shape: tt.shape, core: tt.core, apartments_per_floor: top || setup.n }],
  };
};

/** The layouts a tower with a mix of several types tries (see `tower`). */
const mixTrials = [
  { parts: 2, areaCost: AREA_COST },
  { parts: 3, areaCost: AREA_COST },
  { parts: 2, areaCost: AREA_COST / 4 },
  { parts: 3, areaCost: AREA_COST / 4 },
] as const;

/** Passes over a trial's floors: the first decides rows in order, the next against all the others. */
const MIX_PASSES = 3;

/** A built mix this close to its targets (largest gap, points) ends the search. */
const MIX_GOOD_POINTS = 1;

/** Points of mix miss one share of dwelling area lost is worth when trials are compared (1 % = 1 point). */
const AREA_POINTS = 100;

/**
 * A trial's score, least best: its largest gap between built and target share in points, less the share
 * of the floor area its dwellings take, in points (`AREA_POINTS`), so dwelling area given up counts.
 */
function mixScore(ctx: BlockContext, floors: readonly FloorDraft[]): { score: number; miss: number } {
  const total = [...ctx.tally.values()].reduce((a, b) => a + b, 0);
  const miss =
    total > 0
      ? Math.max(...ctx.mix.map((u) => Math.abs((ctx.tally.get(u.unit_id) ?? 0) / total - u.share) * 100))
      : 100;
  let unitArea = 0;
  let floorArea = 0;
  for (const f of floors) {
    floorArea += ctx.length * ctx.width * f.repeat_count;
    for (const d of f.drafts)
      if (d.category === 'unit')
        unitArea += (d.rect.x1 - d.rect.x0) * (d.rect.y1 - d.rect.y0) * f.repeat_count;
  }
  return { score: miss - (AREA_POINTS * unitArea) / Math.max(floorArea, 1e-9), miss };
}

/** Core sizes, the feasibility of the letter on this footprint and the apartments a floor; null when it cannot stand. */
function towerSetup(ctx: BlockContext): TowerSetup | null {
  const { rules, length: L, width: W, cfg } = ctx;
  const tt = cfg.towertype;
  const inner = rules.innerWallThicknessMeters;
  const outer = rules.outerWallThicknessMeters;
  // Hall strips are one inner wall wider than the net hall width they must keep.
  const cw = ctx.corridorWidth + inner;
  let n = Math.round(tt.apartments_per_floor);
  if (!(n >= 2 && n <= 12)) {
    report(
      ctx,
      'apartments_per_floor_out_of_range',
      'towertype.apartments_per_floor',
      tt.apartments_per_floor,
    );
    n = Number.isFinite(n) ? Math.min(12, Math.max(2, n)) : 4;
  }
  const totalHeight = ctx.levels.reduce((s, l) => s + l.height * l.repeat_count, 0);
  const topZ = totalHeight - (ctx.levels[ctx.levels.length - 1]?.height ?? 0);
  const smokeLock = totalHeight >= rules.smokeLockMinBuildingHeightMeters;
  const wide = tt.core === 'wide_staircase_elevator';
  const hasElevator = tt.core !== 'staircase';
  if (!hasElevator && topZ > assumedRules.elevatorRequiredAboveFloorLevelMeters)
    report(ctx, 'elevator_missing', 'towertype.core', topZ);
  const stairParts = staircaseParts(rules, wide, smokeLock);
  const stairW = (wide ? rules.towerStaircaseWidthMeters : rules.staircaseWidthMeters) + inner;
  const coreW = stairW + (hasElevator ? rules.elevatorWidthMeters + inner : 0);
  const coreD = stairParts.reduce((s, p) => s + p.netLength + inner, 0);
  const inc = ctx.grid.increment;
  const snap = (v: number) => Math.round(v / inc) * inc;
  // Every row of dwellings must be as deep as the shallowest type allows, inside its walls (a ring hall
  // that leaves 0.85 m rows makes slivers, not flats), and wide enough for one dwelling beside the core.
  const rowDepth = Math.min(...ctx.mix.map((u) => u.mindepth)) + outer + inner / 2;
  const minRoom = rules.apartmentMinLengthMeters + inner / 2 + outer;
  const feasible =
    tt.shape === 'u'
      ? W - cw - Math.max(coreD + outer - inner / 2, (W - cw) / 2) >= rowDepth - 1e-9 &&
        L >= coreW + minRoom - 1e-9
      : tt.shape === 'o'
        ? (W - 2 * cw - coreD) / 2 >= rowDepth - 1e-9 &&
          snap((L - coreW) / 2) - cw >= outer - inner / 2 &&
          L - snap((L - coreW) / 2) - coreW - cw >= outer - inner / 2 &&
          L >= minRoom
        : snap((L - coreW - 2 * cw) / 2) >= rowDepth - 1e-9 && W >= coreD + cw && W >= minRoom;
  if (!feasible) {
    report(ctx, 'footprint_too_small', 'tower', Math.round(L * W * 100) / 100);
    return null;
  }
  const maxRow = Math.min(...ctx.mix.map((u) => u.maxdepth)) + outer + inner / 2;
  return {
    n,
    cw,
    coreW,
    coreD,
    stairW,
    hasElevator,
    stairParts,
    snap,
    maxRow,
    minRow: rowDepth,
    areaCost: AREA_COST,
    ledger: new Map(),
    options: new Map(),
  };
}

/** One floor entry: the letter's halls, core and dwelling slots, then the slots as dwellings. */
function towerFloor(ctx: BlockContext, t: TowerSetup, level: LevelPlan, fi: number): FloorDraft {
  const { length: L, width: W } = ctx;
  const drafts: DraftSpace[] = [];
  const slots: Slot[] = [];
  const outline = { x0: 0, y0: 0, x1: L, y1: W };
  const hall = (r: Rect) => drafts.push(draft(r, 'corridor', 'hall', 'circulation'));
  let coreAt = { x: L / 2, y: W / 2 };
  const core = (r: Rect) => {
    coreAt = { x: (r.x0 + r.x1) / 2, y: (r.y0 + r.y1) / 2 };
    towerCore(ctx, t, r, fi, drafts);
  };
  // A row along x (or a column along y) shared out by the mix, each stretch's net area with its walls.
  // A row beside a hall that can widen (`free`) may be shallower than its band when that serves the mix:
  // it keeps to its facade and returns the edge where the hall now starts.
  const net = (r: Rect, along: 'x' | 'y') => netSize(r, along, outline, ctx.rules);
  let decision = 0;
  // Each row or side room takes its earlier share out of the tally, is decided, and notes its new share.
  const decide = <T>(units: (v: T) => (MixUnit | null)[], choose: () => T): T => {
    const key = `${fi}:${decision++}`;
    release(ctx, t.ledger, key);
    const chosen = choose();
    record(t.ledger, key, units(chosen), level.repeat_count);
    return chosen;
  };
  release(ctx, t.ledger, `${fi}:entrance`);
  const row: RowFn = (x0, x1, y0, y1, count, facade, doorY, free = false) => {
    const atY0 = facade === 'y0';
    const band = (d: number) => (atY0 ? { y0, y1: y0 + d } : { y0: y1 - d, y1 });
    const { depth, slots: cut } = decide(
      (r) => r.slots.map((x) => x.unit),
      () =>
        splitRowByMix(
          ctx,
          {
            from: x0,
            to: x1,
            count,
            depths: rowDepths(t, y1 - y0, free, ctx.grid.increment),
            weight: level.repeat_count,
          },
          (d) => (a, b) => net({ x0: a, x1: b, ...band(d) }, 'x'),
          t.areaCost,
          t.options,
          `row ${x0} ${x1} ${y0} ${y1} ${count} ${facade} ${free}`,
        ),
    );
    const { y0: r0, y1: r1 } = band(depth);
    const edge = free ? (atY0 ? r1 : r0) : doorY;
    for (const s of cut)
      slots.push({
        rect: { x0: s.a, x1: s.b, y0: r0, y1: r1 },
        facade,
        door: { x: (s.a + s.b) / 2, y: edge },
        unit: s.unit,
      });
    return edge;
  };
  const col: RowFn = (x0, x1, y0, y1, count, facade, doorX, free = false) => {
    const atX0 = facade === 'x0';
    const band = (d: number) => (atX0 ? { x0, x1: x0 + d } : { x0: x1 - d, x1 });
    const { depth, slots: cut } = decide(
      (r) => r.slots.map((x) => x.unit),
      () =>
        splitRowByMix(
          ctx,
          {
            from: y0,
            to: y1,
            count,
            depths: rowDepths(t, x1 - x0, free, ctx.grid.increment),
            weight: level.repeat_count,
          },
          (d) => (a, b) => net({ ...band(d), y0: a, y1: b }, 'y'),
          t.areaCost,
          t.options,
          `col ${x0} ${x1} ${y0} ${y1} ${count} ${facade} ${free}`,
        ),
    );
    const { x0: r0, x1: r1 } = band(depth);
    const edge = free ? (atX0 ? r1 : r0) : doorX;
    for (const s of cut)
      slots.push({
        rect: { x0: r0, x1: r1, y0: s.a, y1: s.b },
        facade,
        door: { x: edge, y: (s.a + s.b) / 2 },
        unit: s.unit,
      });
    return edge;
  };
  const shape = ctx.cfg.towertype.shape;
  if (shape === 'u') uLetter(ctx, t, { hall, core, row });
  else if (shape === 'o') {
    const side = (fits: SideFit[]) =>
      decide(
        (f) => [f?.unit ?? null],
        () => pickSide(ctx, fits, level.repeat_count),
      );
    oLetter(ctx, t, { hall, core, row, slots, drafts, side });
  } else hLetter(ctx, t, { hall, core, col, drafts });
  // A dwelling's front door is where its hall side comes nearest the core (a door's width from its
  // corners), not in its middle: the escape route to the stair stays short in a long dwelling.
  const DOOR = 1;
  for (const s of slots) {
    const r = s.rect;
    const near = (v: number, lo: number, hi: number) =>
      hi - lo > 2 * DOOR ? Math.min(Math.max(v, lo + DOOR), hi - DOOR) : (lo + hi) / 2;
    s.door =
      s.facade === 'y0' || s.facade === 'y1'
        ? { x: near(coreAt.x, r.x0, r.x1), y: s.door.y }
        : { x: s.door.x, y: near(coreAt.y, r.y0, r.y1) };
  }
  // The ground floor of a tower of more than one storey gives its first slot to the entrance hall.
  const entranceSlot =
    ctx.onGround && fi === 0 && ctx.levels.length > 1 && level.entrance_size > 0 ? slots[0] : undefined;
  for (const s of slots) slotDraft(ctx, s, s === entranceSlot, fi, drafts, level.repeat_count);
  if (entranceSlot) record(t.ledger, `${fi}:entrance`, [entranceSlot.unit], -level.repeat_count);
  return {
    name: level.name,
    height: level.height,
    repeat_count: level.repeat_count,
    roof_type: level.roof_type,
    outline,
    drafts,
    offset_x: level.offset_x,
    offset_y: level.offset_y,
  };
}

/** The staircase column (and the elevator column beside it) in `r`, reporting parts that do not fit. */
function towerCore(ctx: BlockContext, t: TowerSetup, r: Rect, fi: number, drafts: DraftSpace[]): void {
  const { rules, width: W } = ctx;
  const shaft = { functiontype: 'me', subtype: 'shaft', category: 'core' } as const;
  const storage = { functiontype: 'storage', subtype: 'storage', category: 'ancillary' } as const;
  // A core against a side facade is wider by the outer wall; the column at that side takes it.
  const extra = r.x1 - r.x0 - t.coreW;
  const sw = t.hasElevator ? t.stairW : t.stairW + extra;
  const atFacade = Math.abs(r.y1 - W) < 1e-9;
  const st = coreColumn({ ...r, x1: r.x0 + sw }, true, t.stairParts, storage, rules, atFacade);
  if (!st.fits) report(ctx, st.tooSmall, spaceId(fi, drafts.length + st.lastPart), r.y1 - r.y0);
  drafts.push(...st.drafts);
  if (!t.hasElevator) return;
  const el = coreColumn({ ...r, x0: r.x0 + sw }, true, [elevatorPart(rules)], shaft, rules, atFacade);
  if (!el.fits) report(ctx, el.tooSmall, spaceId(fi, drafts.length + el.lastPart), r.y1 - r.y0);
  drafts.push(...el.drafts);
}

/** Lays out a row of `count` dwellings in [x0, x1] x [y0, y1] facing `facade`; returns the hall-side edge. */
type RowFn = (
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  facade: FacadeSide,
  door: number,
  free?: boolean,
) => number;

/**
 * The depths a row may take, deepest first: its band, and with `free` shallower ones in grid steps (at
 * most eight) down to the mix's shallowest row, the hall beside it taking the rest.
 */
function rowDepths(t: TowerSetup, band: number, free: boolean, inc: number): number[] {
  if (!free || band - t.minRow < inc - 1e-9) return [band];
  const step = Math.max(inc, Math.ceil((band - t.minRow) / 7 / inc - 1e-9) * inc);
  const out: number[] = [];
  for (let d = band; d >= t.minRow - 1e-9; d -= step) out.push(d);
  return out;
}

/** U: units in front, the hall behind them, the core against the back facade with units either side. */
function uLetter(
  ctx: BlockContext,
  t: TowerSetup,
  b: { hall: (r: Rect) => void; core: (r: Rect) => void; row: RowFn },
): void {
  const { rules, length: L, width: W } = ctx;
  const inner = rules.innerWallThicknessMeters;
  // Rows no deeper than a dwelling may be: on a deep footprint the hall between them widens instead.
  const backD = Math.max(
    t.coreD + rules.outerWallThicknessMeters - inner / 2,
    Math.min((W - t.cw) / 2, t.maxRow),
  );
  const a = Math.min(W - t.cw - backD, t.maxRow);
  const hb = W - backD;
  const nf = Math.ceil(t.n / 2);
  const nb = t.n - nf;
  const nl = Math.ceil(nb / 2);
  const nr = nb - nl;
  const sideWall = rules.outerWallThicknessMeters - inner / 2;
  const cx0 = nr === 0 ? L - t.coreW - sideWall : t.snap((L - t.coreW) / 2);
  const front = b.row(0, L, 0, a, nf, 'y0', a, true);
  b.hall({ x0: 0, x1: L, y0: front, y1: hb });
  b.core({ x0: cx0, x1: nr === 0 ? L : cx0 + t.coreW, y0: hb, y1: W });
  if (nl > 0) b.row(0, cx0, hb, W, nl, 'y1', hb);
  if (nr > 0) b.row(cx0 + t.coreW, L, hb, W, nr, 'y1', hb);
}

/** O: units front and back, a hall ringing the core in the middle, side rooms (units from 6 a floor). */
function oLetter(
  ctx: BlockContext,
  t: TowerSetup,
  b: {
    hall: (r: Rect) => void;
    core: (r: Rect) => void;
    row: RowFn;
    slots: Slot[];
    drafts: DraftSpace[];
    /** The side room's type among those that fit (noted for later passes). */
    side: (fits: SideFit[]) => SideFit | null;
  },
): void {
  const { rules, length: L, width: W } = ctx;
  // Rows no deeper than a dwelling may be: the ring hall widens instead.
  const a = Math.min((W - 2 * t.cw - t.coreD) / 2, t.maxRow);
  const hw = (W - 2 * a - t.coreD) / 2;
  const cx0 = t.snap((L - t.coreW) / 2);
  const ym0 = a + hw;
  const ym1 = ym0 + t.coreD;
  const outer = rules.outerWallThicknessMeters;
  const half = rules.innerWallThicknessMeters / 2;
  // Side rooms under a metre wide are not worth walls: the ring hall runs to the facade instead.
  const leftW = cx0 - t.cw < 1 ? 0 : cx0 - t.cw;
  const rightW = L - (cx0 + t.coreW + t.cw) < 1 ? 0 : L - (cx0 + t.coreW + t.cw);
  // From 6 a floor a side room is a dwelling when a type of the mix fits its length (the core's) at a
  // depth the room reaches; the room then takes only that depth and the ring hall widens. A side that no
  // type fits stays storage and its dwelling goes to the front and back rows.
  const sideLength = t.coreD - 2 * half;
  const fitsOf = (w: number) => (t.n >= 6 && w > 0 ? sideFits(ctx, sideLength, w - outer - half) : []);
  const leftFits = fitsOf(leftW);
  const rightFits = fitsOf(rightW);
  const sides = (leftFits.length > 0 ? 1 : 0) + (rightFits.length > 0 ? 1 : 0);
  const nf = Math.ceil((t.n - sides) / 2);
  const nb = t.n - sides - nf;
  // The side rooms' types first: they have few choices, and the rows then make up the mix around them.
  const left = b.side(leftFits);
  const right = b.side(rightFits);
  const front = b.row(0, L, 0, a, nf, 'y0', a, true);
  b.hall({ x0: 0, x1: L, y0: front, y1: ym0 });
  const back = nb > 0 ? b.row(0, L, ym1 + hw, W, nb, 'y1', ym1 + hw, true) : ym1 + hw;
  b.hall({ x0: 0, x1: L, y0: ym1, y1: back });
  const inc = ctx.grid.increment;
  // The side room's width for the chosen type: its deepest within limits, on the grid when that keeps it in.
  const widthFor = (f: SideFit) => {
    const walls = outer + half;
    const snapped = Math.floor((f.maxNetDepth + walls) / inc + 1e-9) * inc;
    return snapped - walls >= f.minNetDepth - 1e-6 ? snapped : f.maxNetDepth + walls;
  };
  const leftSide: Rect = { x0: 0, x1: left ? widthFor(left) : leftW, y0: ym0, y1: ym1 };
  const rightSide: Rect = { x0: L - (right ? widthFor(right) : rightW), x1: L, y0: ym0, y1: ym1 };
  b.hall({ x0: leftSide.x1, x1: cx0, y0: ym0, y1: ym1 });
  b.hall({ x0: cx0 + t.coreW, x1: rightSide.x0, y0: ym0, y1: ym1 });
  b.core({ x0: cx0, x1: cx0 + t.coreW, y0: ym0, y1: ym1 });
  for (const [side, fit] of [
    [leftSide, left],
    [rightSide, right],
  ] as const) {
    if (side.x1 - side.x0 <= 1e-9) continue;
    if (fit)
      b.slots.push({
        rect: side,
        facade: side.x0 === 0 ? 'x0' : 'x1',
        door: { x: side.x0 === 0 ? side.x1 : side.x0, y: (ym0 + ym1) / 2 },
        unit: fit.unit,
      });
    else
      b.drafts.push(
        draft(side, 'storage', 'storage', 'ancillary'),
      );
  }
}

/** H: two wings of units along the side facades, halls either side of the core joined in front of it. */
function hLetter(
  ctx: BlockContext,
  t: TowerSetup,
  b: { hall: (r: Rect) => void; core: (r: Rect) => void; col: RowFn; drafts: DraftSpace[] },
): void {
  const { length: L, width: W } = ctx;
  // Wings no deeper than a dwelling may be: the halls beside the core widen instead.
  const hx0 = Math.min(t.snap((L - t.coreW - 2 * t.cw) / 2), t.maxRow);
  const hw = Math.max(t.cw, (L - t.coreW - 2 * hx0) / 2);
  const cx0 = hx0 + hw;
  const cx1 = cx0 + t.coreW;
  const nl = Math.ceil(t.n / 2);
  const nr = t.n - nl;
  const left = b.col(0, hx0, 0, W, nl, 'x0', hx0, true);
  b.hall({ x0: left, x1: cx0, y0: 0, y1: W });
  const right = nr > 0 ? b.col(cx1 + hw, L, 0, W, nr, 'x1', cx1 + hw, true) : cx1 + hw;
  b.hall({ x0: cx1, x1: right, y0: 0, y1: W });
  // The crossbar of the H: a hall in front of the core joining both halls.
  const yb0 = Math.max(0, t.snap((W - t.coreD - t.cw) / 2));
  if (yb0 > 1e-9)
    b.drafts.push(draft({ x0: cx0, x1: cx1, y0: 0, y1: yb0 }, 'storage', 'storage', 'ancillary'));
  b.hall({ x0: cx0, x1: cx1, y0: yb0, y1: yb0 + t.cw });
  b.core({ x0: cx0, x1: cx1, y0: yb0 + t.cw, y1: W });
}

/** A slot as the entrance hall, a dwelling of its type (with its balcony), or storage when no type fits it. */
/**
 * The entrance hall in a slot, sized by the floor's `entrance_size` (its length along the facade, on the
 * grid, at the slot's depth) on the side of the slot's door; the rest of the slot, when it is a room wide,
 * is the shared bicycle room beside it.
 */
function entranceHall(ctx: BlockContext, s: Slot, depthAxis: 'x' | 'y'): DraftSpace[] {
  const r = s.rect;
  const size = ctx.levels[0]?.entrance_size ?? 0;
  const along = depthAxis === 'y' ? r.x1 - r.x0 : r.y1 - r.y0;
  const depth = depthAxis === 'y' ? r.y1 - r.y0 : r.x1 - r.x0;
  const want = snapUp(size / Math.max(depth, 1e-9), ctx.grid) ?? along;
  const hall = draft(r, 'entrance', 'entrance', 'circulation', { depthAxis });
  if (along - want < 1 + ctx.rules.outerWallThicknessMeters + ctx.rules.innerWallThicknessMeters) return [hall];
  // The hall on the side of the slot's door (nearest the core), the bicycle room beyond it.
  const low = depthAxis === 'y' ? s.door.x - r.x0 < r.x1 - s.door.x : s.door.y - r.y0 < r.y1 - s.door.y;
  const cut = depthAxis === 'y' ? (low ? r.x0 + want : r.x1 - want) : low ? r.y0 + want : r.y1 - want;
  const [a, b]: [Rect, Rect] =
    depthAxis === 'y' ? [{ ...r, x1: cut }, { ...r, x0: cut }] : [{ ...r, y1: cut }, { ...r, y0: cut }];
  const [hallRect, rest] = low ? [a, b] : [b, a];
  return [
    { ...hall, rect: hallRect },
    draft(rest, 'bicycle', 'bicycle', 'ancillary', { depthAxis, entrance: { x: (rest.x0 + rest.x1) / 2, y: (rest.y0 + rest.y1) / 2 } }),
  ];
}

function slotDraft(
  ctx: BlockContext,
  s: Slot,
  entrance: boolean,
  fi: number,
  drafts: DraftSpace[],
  weight: number,
): void {
  const r = s.rect;
  const depthAxis = s.facade === 'x0' || s.facade === 'x1' ? 'x' : 'y';
  if (entrance) {
    // The entrance takes a planned dwelling's place: it no longer counts in the mix.
    if (s.unit) ctx.tally.set(s.unit.unit_id, (ctx.tally.get(s.unit.unit_id) ?? 0) - weight);
    drafts.push(...entranceHall(ctx, s, depthAxis));
    return;
  }
  if (r.x1 - r.x0 <= 1e-9 || r.y1 - r.y0 <= 1e-9) return;
  if (!s.unit) {
    report(
      ctx,
      'leftover_space',
      spaceId(fi, drafts.length),
      Math.round((r.x1 - r.x0) * (r.y1 - r.y0) * 100) / 100,
    );
    drafts.push(draft(r, 'storage', 'leftover', 'ancillary'));
    return;
  }
  const b = balconyFor(s.unit, r, s.facade, ctx.rules);
  if (b.tooSmall) report(ctx, 'balcony_too_small', spaceId(fi, drafts.length), r.x1 - r.x0, s.unit.unit_id);
  drafts.push(
    draft(r, 'apartment', 'unit', 'unit', {
      unit_id: s.unit.unit_id,
      unit_name: s.unit.name,
      entrance: s.door,
      depthAxis,
      balcony: b.balcony,
    }),
  );
}

/** A slot's net area and its net length along the facade it faces (`along`: the axis of that facade). */
function netSize(r: Rect, along: 'x' | 'y', outline: Rect, rules: BlockContext['rules']): NetSize {
  const area = estimateNetArea(r, outline, rules);
  const o = rules.outerWallThicknessMeters;
  const h = rules.innerWallThicknessMeters / 2;
  const ded = (v: number, edge: number) => (Math.abs(v - edge) < 1e-6 ? o : h);
  const length =
    along === 'x'
      ? r.x1 - r.x0 - ded(r.x0, outline.x0) - ded(r.x1, outline.x1)
      : r.y1 - r.y0 - ded(r.y0, outline.y0) - ded(r.y1, outline.y1);
  return { area, length };
}

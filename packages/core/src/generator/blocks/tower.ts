import { assumedRules } from '../../constants/designRules';
import type { Rect } from '../../geometry/rect';
import type { BlockContext, BlockGenerator, BlockOutput, FloorDraft, LevelPlan } from '../blockContext';
import { report, spaceId } from '../blockContext';
import { balconyFor } from '../layout/balcony';
import type { FacadeSide } from '../layout/balcony';
import { coreColumn, elevatorPart, staircaseParts } from '../layout/coreColumn';
import type { DraftSpace } from '../layout/floorDraft';
import { draft, estimateNetArea } from '../layout/floorDraft';
import type { MixUnit } from '../layout/mixUnit';
import type { NetSize } from '../layout/splitByMix';
import { splitByMix } from '../layout/splitByMix';
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
}

/**
 * Towers: one core with staircase (the 6.6 m tower staircase in the wide variant) and an elevator, a hall
 * around it shaped like the letter, and 2 to 12 apartments a floor on the facades. U: core against the
 * back facade, hall in front, units in front and either side of the core. O: core in the middle, hall
 * ringing it, units front, back and (from 6 a floor) at the sides. H: core in the middle of the length,
 * halls either side of it joined in front of the core, units in two wings stacked along the side facades.
 * Each facade row is shared out by the unit mix (`splitByMix`): every dwelling lies within its type's
 * size range where the row allows it, and a stretch smaller than every type is never a dwelling.
 */
export const tower: BlockGenerator = (block): BlockOutput => {
  // A few alternating layouts of a repeated floor let the mix come out right over the storeys.
  const ctx = block.mix.length > 1 ? { ...block, levels: splitForMix(block.levels, 2) } : block;
  const setup = towerSetup(ctx);
  if (!setup) return { floors: [], site: [] };
  const floors = ctx.levels.map((level, fi) => towerFloor(ctx, setup, level, fi));
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
    report(ctx, 'unit_size_out_of_range', 'mix', Math.round(largest * 100) / 100);
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
  return { n, cw, coreW, coreD, stairW, hasElevator, stairParts, snap, maxRow };
}

/** One floor entry: the letter's halls, core and dwelling slots, then the slots as dwellings. */
function towerFloor(ctx: BlockContext, t: TowerSetup, level: LevelPlan, fi: number): FloorDraft {
  const { length: L, width: W } = ctx;
  const drafts: DraftSpace[] = [];
  const slots: Slot[] = [];
  const outline = { x0: 0, y0: 0, x1: L, y1: W };
  const hall = (r: Rect) => drafts.push(draft(r, 'corridor', 'hall', 'circulation'));
  const core = (r: Rect) => towerCore(ctx, t, r, fi, drafts);
  // A row along x (or a column along y) shared out by the mix, each stretch's net area with its walls.
  const net = (r: Rect, along: 'x' | 'y') => netSize(r, along, outline, ctx.rules);
  const row = (
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    count: number,
    facade: FacadeSide,
    doorY: number,
  ) => {
    for (const s of splitByMix(
      ctx,
      x0,
      x1,
      count,
      (a, b) => net({ x0: a, x1: b, y0, y1 }, 'x'),
      level.repeat_count,
    ))
      slots.push({
        rect: { x0: s.a, x1: s.b, y0, y1 },
        facade,
        door: { x: (s.a + s.b) / 2, y: doorY },
        unit: s.unit,
      });
  };
  const col = (
    x0: number,
    x1: number,
    y0: number,
    y1: number,
    count: number,
    facade: FacadeSide,
    doorX: number,
  ) => {
    for (const s of splitByMix(
      ctx,
      y0,
      y1,
      count,
      (a, b) => net({ x0, x1, y0: a, y1: b }, 'y'),
      level.repeat_count,
    ))
      slots.push({
        rect: { x0, x1, y0: s.a, y1: s.b },
        facade,
        door: { x: doorX, y: (s.a + s.b) / 2 },
        unit: s.unit,
      });
  };
  const shape = ctx.cfg.towertype.shape;
  if (shape === 'u') uLetter(ctx, t, { hall, core, row });
  else if (shape === 'o') oLetter(ctx, t, { hall, core, row, slots, drafts, fi, repeat: level.repeat_count });
  else hLetter(ctx, t, { hall, core, col, drafts });
  // The ground floor of a tower of more than one storey gives its first slot to the entrance hall.
  const entranceSlot =
    ctx.onGround && fi === 0 && ctx.levels.length > 1 && level.entrance_size > 0 ? slots[0] : undefined;
  for (const s of slots) slotDraft(ctx, s, s === entranceSlot, fi, drafts, level.repeat_count);
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

type RowFn = (
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  facade: FacadeSide,
  door: number,
) => void;

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
  b.row(0, L, 0, a, nf, 'y0', a);
  b.hall({ x0: 0, x1: L, y0: a, y1: hb });
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
    fi: number;
    repeat: number;
  },
): void {
  const { rules, length: L, width: W } = ctx;
  // Rows no deeper than a dwelling may be: the ring hall widens instead.
  const a = Math.min((W - 2 * t.cw - t.coreD) / 2, t.maxRow);
  const hw = (W - 2 * a - t.coreD) / 2;
  const cx0 = t.snap((L - t.coreW) / 2);
  const sideW = cx0 - t.cw;
  const sides = t.n >= 6 && sideW >= rules.apartmentMinLengthMeters ? 2 : 0;
  const nf = Math.ceil((t.n - sides) / 2);
  const nb = t.n - sides - nf;
  const ym0 = a + hw;
  const ym1 = ym0 + t.coreD;
  b.row(0, L, 0, a, nf, 'y0', a);
  b.hall({ x0: 0, x1: L, y0: a, y1: ym0 });
  b.hall({ x0: 0, x1: L, y0: ym1, y1: ym1 + hw });
  if (nb > 0) b.row(0, L, ym1 + hw, W, nb, 'y1', ym1 + hw);
  // Side rooms under a metre wide are not worth walls: the ring hall runs to the facade instead.
  const leftSide: Rect = { x0: 0, x1: cx0 - t.cw < 1 ? 0 : cx0 - t.cw, y0: ym0, y1: ym1 };
  const rightSide: Rect = {
    x0: L - (cx0 + t.coreW + t.cw) < 1 ? L : cx0 + t.coreW + t.cw,
    x1: L,
    y0: ym0,
    y1: ym1,
  };
  b.hall({ x0: leftSide.x1, x1: cx0, y0: ym0, y1: ym1 });
  b.hall({ x0: cx0 + t.coreW, x1: rightSide.x0, y0: ym0, y1: ym1 });
  b.core({ x0: cx0, x1: cx0 + t.coreW, y0: ym0, y1: ym1 });
  const outline = { x0: 0, y0: 0, x1: L, y1: W };
  for (const side of [leftSide, rightSide]) {
    if (side.x1 - side.x0 <= 1e-9) continue;
    // A side room becomes a dwelling only when its area reaches a type of the mix; else it is storage.
    const size = netSize(side, 'y', outline, rules);
    const unit = sides > 0 ? (splitByMix(ctx, 0, 1, 1, () => size, b.repeat)[0]?.unit ?? null) : null;
    if (unit)
      b.slots.push({
        rect: side,
        facade: side.x0 === 0 ? 'x0' : 'x1',
        door: { x: side.x0 === 0 ? side.x1 : side.x0, y: (ym0 + ym1) / 2 },
        unit,
      });
    else
      b.drafts.push(
        draft(side, 'storage', 'storage', 'ancillary', {
          storage_units: Math.floor(
            ((side.x1 - side.x0) * (ym1 - ym0)) / rules.storageDefaultSizeSquareMeters,
          ),
        }),
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
  b.col(0, hx0, 0, W, nl, 'x0', hx0);
  b.hall({ x0: hx0, x1: cx0, y0: 0, y1: W });
  b.hall({ x0: cx1, x1: cx1 + hw, y0: 0, y1: W });
  if (nr > 0) b.col(cx1 + hw, L, 0, W, nr, 'x1', cx1 + hw);
  // The crossbar of the H: a hall in front of the core joining both halls.
  const yb0 = Math.max(0, t.snap((W - t.coreD - t.cw) / 2));
  if (yb0 > 1e-9)
    b.drafts.push(draft({ x0: cx0, x1: cx1, y0: 0, y1: yb0 }, 'storage', 'storage', 'ancillary'));
  b.hall({ x0: cx0, x1: cx1, y0: yb0, y1: yb0 + t.cw });
  b.core({ x0: cx0, x1: cx1, y0: yb0 + t.cw, y1: W });
}

/** A slot as the entrance hall, a dwelling of its type (with its balcony), or storage when no type fits it. */
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
    drafts.push(draft(r, 'entrance', 'entrance', 'circulation', { depthAxis }));
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

import { assumedRules } from '../../constants/designRules';
import type { Rect } from '../../geometry/rect';
import type { BlockGenerator, BlockOutput, FloorDraft } from '../blockContext';
import { report, spaceId } from '../blockContext';
import { balconyFor } from '../layout/balcony';
import type { FacadeSide } from '../layout/balcony';
import { coreColumn, elevatorPart, staircaseParts } from '../layout/coreColumn';
import type { DraftSpace } from '../layout/floorDraft';
import { draft, estimateNetArea } from '../layout/floorDraft';
import { pickUnitForArea } from '../layout/pickUnitForArea';
import { splitEven } from '../layout/splitEven';

/** A unit slot of a tower floor: its rectangle, the facade it faces and where its door is. */
interface Slot {
  rect: Rect;
  facade: FacadeSide;
  door: { x: number; y: number };
}

/**
 * Towers: one core with staircase (the 6.6 m tower staircase in the wide variant) and an elevator, a hall
 * around it shaped like the letter, and 2 to 12 apartments a floor on the facades. U: core against the
 * back facade, hall in front, units in front and either side of the core. O: core in the middle, hall
 * ringing it, units front, back and (from 6 a floor) at the sides. H: core in the middle of the length,
 * halls either side of it joined in front of the core, units in two wings stacked along the side facades.
 */
export const tower: BlockGenerator = (ctx): BlockOutput => {
  const { rules, length: L, width: W, cfg } = ctx;
  const tt = cfg.towertype;
  const inner = rules.innerWallThicknessMeters;
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
  const elevW = hasElevator ? rules.elevatorWidthMeters + inner : 0;
  const coreW = stairW + elevW;
  const coreD = stairParts.reduce((s, p) => s + p.netLength + inner, 0);
  const inc = ctx.grid.increment;
  const snap = (v: number) => Math.round(v / inc) * inc;

  // Room for the hall, the core and at least a metre of unit on every side the letter puts units on.
  const feasible =
    tt.shape === 'u'
      ? W - cw - Math.max(coreD + rules.outerWallThicknessMeters - inner / 2, (W - cw) / 2) > 1 && L >= coreW
      : tt.shape === 'o'
        ? (W - 2 * cw - coreD) / 2 > 1 &&
          snap((L - coreW) / 2) - cw >= rules.outerWallThicknessMeters - inner / 2 &&
          L - snap((L - coreW) / 2) - coreW - cw >= rules.outerWallThicknessMeters - inner / 2
        : snap((L - coreW - 2 * cw) / 2) > 1 && W >= coreD + cw;
  if (!feasible) {
    report(ctx, 'footprint_too_small', 'tower', Math.round(L * W * 100) / 100);
    return { floors: [], site: [] };
  }
  // Narrowest unit a letter gives for n apartments, so the count can come down until units are real rooms.
  const narrowest = (k: number): number => {
    if (tt.shape === 'u') {
      const nf = Math.ceil(k / 2);
      const nb = k - nf;
      const nl = Math.ceil(nb / 2);
      const nr = nb - nl;
      const cx0 = nr === 0 ? L - coreW - (rules.outerWallThicknessMeters - inner / 2) : snap((L - coreW) / 2);
      return Math.min(L / nf, nl > 0 ? cx0 / nl : Infinity, nr > 0 ? (L - cx0 - coreW) / nr : Infinity);
    }
    if (tt.shape === 'o') {
      const sideW = snap((L - coreW) / 2) - cw;
      const sides = k >= 6 && sideW >= rules.apartmentMinLengthMeters ? 2 : 0;
      const nf = Math.ceil((k - sides) / 2);
      const nb = k - sides - nf;
      return Math.min(L / nf, nb > 0 ? L / nb : Infinity);
    }
    const nl = Math.ceil(k / 2);
    return Math.min(W / nl, k - nl > 0 ? W / (k - nl) : Infinity);
  };
  const minSlot = rules.apartmentMinLengthMeters + inner;
  const asked = n;
  while (n > 2 && narrowest(n) < minSlot - 1e-9) n--;
  if (n < asked) report(ctx, 'apartments_per_floor_out_of_range', 'towertype.apartments_per_floor', n);
  const floors: FloorDraft[] = [];
  ctx.levels.forEach((level, fi) => {
    const drafts: DraftSpace[] = [];
    const slots: Slot[] = [];
    const core = (r: Rect, fromLow: boolean) => {
      const shaft = { functiontype: 'me', subtype: 'shaft', category: 'core' } as const;
      const storage = { functiontype: 'storage', subtype: 'storage', category: 'ancillary' } as const;
      // A core against a side facade is wider by the outer wall; the column at that side takes it.
      const extra = r.x1 - r.x0 - coreW;
      const sw = hasElevator ? stairW : stairW + extra;
      const st = coreColumn(
        { ...r, x1: r.x0 + sw },
        fromLow,
        stairParts,
        storage,
        rules,
        Math.abs(r.y1 - W) < 1e-9,
      );
      if (!st.fits) report(ctx, st.tooSmall, spaceId(fi, drafts.length + st.lastPart), r.y1 - r.y0);
      drafts.push(...st.drafts);
      if (hasElevator) {
        const el = coreColumn(
          { ...r, x0: r.x0 + sw },
          fromLow,
          [elevatorPart(rules)],
          shaft,
          rules,
          Math.abs(r.y1 - W) < 1e-9,
        );
        if (!el.fits) report(ctx, el.tooSmall, spaceId(fi, drafts.length + el.lastPart), r.y1 - r.y0);
        drafts.push(...el.drafts);
      }
    };
    const hall = (r: Rect) => drafts.push(draft(r, 'corridor', 'hall', 'circulation'));
    const rowSlots = (
      x0: number,
      x1: number,
      y0: number,
      y1: number,
      count: number,
      facade: FacadeSide,
      doorY: number,
    ) => {
      for (const [a, b] of splitEven(x0, x1, count, inc))
        slots.push({ rect: { x0: a, x1: b, y0, y1 }, facade, door: { x: (a + b) / 2, y: doorY } });
    };
    const colSlots = (
      x0: number,
      x1: number,
      y0: number,
      y1: number,
      count: number,
      facade: FacadeSide,
      doorX: number,
    ) => {
      for (const [a, b] of splitEven(y0, y1, count, inc))
        slots.push({ rect: { x0, x1, y0: a, y1: b }, facade, door: { x: doorX, y: (a + b) / 2 } });
    };
    if (tt.shape === 'u') {
      const backD = Math.max(coreD + rules.outerWallThicknessMeters - inner / 2, (W - cw) / 2);
      const a = W - cw - backD;
      const nf = Math.ceil(n / 2);
      const nb = n - nf;
      const nl = Math.ceil(nb / 2);
      const nr = nb - nl;
      const sideWall = rules.outerWallThicknessMeters - inner / 2;
      const cx0 = nr === 0 ? L - coreW - sideWall : snap((L - coreW) / 2);
      rowSlots(0, L, 0, a, nf, 'y0', a);
      hall({ x0: 0, x1: L, y0: a, y1: a + cw });
      core({ x0: cx0, x1: nr === 0 ? L : cx0 + coreW, y0: a + cw, y1: W }, true);
      rowSlots(0, cx0, a + cw, W, nl, 'y1', a + cw);
      if (nr > 0) rowSlots(cx0 + coreW, L, a + cw, W, nr, 'y1', a + cw);
    } else if (tt.shape === 'o') {
      const a = (W - 2 * cw - coreD) / 2;
      const cx0 = snap((L - coreW) / 2);
      const sideW = cx0 - cw;
      const sides = n >= 6 && sideW >= rules.apartmentMinLengthMeters ? 2 : 0;
      const nf = Math.ceil((n - sides) / 2);
      const nb = n - sides - nf;
      const yh0 = a;
      const ym0 = a + cw;
      const ym1 = ym0 + coreD;
      rowSlots(0, L, 0, yh0, nf, 'y0', yh0);
      hall({ x0: 0, x1: L, y0: yh0, y1: ym0 });
      hall({ x0: 0, x1: L, y0: ym1, y1: ym1 + cw });
      rowSlots(0, L, ym1 + cw, W, nb, 'y1', ym1 + cw);
      // Side rooms under a metre wide are not worth walls: the ring hall runs to the facade instead.
      const leftSide: Rect = { x0: 0, x1: cx0 - cw < 1 ? 0 : cx0 - cw, y0: ym0, y1: ym1 };
      const rightSide: Rect = {
        x0: L - (cx0 + coreW + cw) < 1 ? L : cx0 + coreW + cw,
        x1: L,
        y0: ym0,
        y1: ym1,
      };
      hall({ x0: leftSide.x1, x1: cx0, y0: ym0, y1: ym1 });
      hall({ x0: cx0 + coreW, x1: rightSide.x0, y0: ym0, y1: ym1 });
      core({ x0: cx0, x1: cx0 + coreW, y0: ym0, y1: ym1 }, true);
      for (const side of [leftSide, rightSide]) {
        if (side.x1 - side.x0 <= 1e-9) continue;
        if (sides > 0)
          slots.push({
            rect: side,
            facade: side.x0 === 0 ? 'x0' : 'x1',
            door: { x: side.x0 === 0 ? side.x1 : side.x0, y: (ym0 + ym1) / 2 },
          });
        else
          drafts.push(
            draft(side, 'storage', 'storage', 'ancillary', {
              storage_units: Math.floor(
                ((side.x1 - side.x0) * (ym1 - ym0)) / rules.storageDefaultSizeSquareMeters,
              ),
            }),
          );
      }
    } else {
      const hx0 = snap((L - coreW - 2 * cw) / 2);
      const cx0 = hx0 + cw;
      const cx1 = cx0 + coreW;
      const nl = Math.ceil(n / 2);
      const nr = n - nl;
      colSlots(0, hx0, 0, W, nl, 'x0', hx0);
      hall({ x0: hx0, x1: cx0, y0: 0, y1: W });
      hall({ x0: cx1, x1: cx1 + cw, y0: 0, y1: W });
      colSlots(cx1 + cw, L, 0, W, nr, 'x1', cx1 + cw);
      // The crossbar of the H: a hall in front of the core joining both halls.
      const yb0 = Math.max(0, snap((W - coreD - cw) / 2));
      if (yb0 > 1e-9)
        drafts.push(draft({ x0: cx0, x1: cx1, y0: 0, y1: yb0 }, 'storage', 'storage', 'ancillary'));
      hall({ x0: cx0, x1: cx1, y0: yb0, y1: yb0 + cw });
      core({ x0: cx0, x1: cx1, y0: yb0 + cw, y1: W }, true);
    }
    // The ground floor of a tower of more than one storey gives its first slot to the entrance hall.
    const entranceSlot =
      ctx.onGround && fi === 0 && ctx.levels.length > 1 && level.entrance_size > 0 ? slots[0] : undefined;
    for (const s of slots) {
      const r = s.rect;
      if (s === entranceSlot) {
        drafts.push(
          draft(r, 'entrance', 'entrance', 'circulation', {
            depthAxis: s.facade === 'x0' || s.facade === 'x1' ? 'x' : 'y',
          }),
        );
        continue;
      }
      if (r.x1 - r.x0 <= 1e-9 || r.y1 - r.y0 <= 1e-9) continue;
      const netArea = estimateNetArea(r, { x0: 0, y0: 0, x1: L, y1: W }, rules);
      const { unit } = pickUnitForArea(ctx, netArea, level.repeat_count);
      const b = balconyFor(unit, r, s.facade, rules);
      if (b.tooSmall) report(ctx, 'balcony_too_small', spaceId(fi, drafts.length), r.x1 - r.x0, unit.unit_id);
      drafts.push(
        draft(r, 'apartment', 'unit', 'unit', {
          unit_id: unit.unit_id,
          unit_name: unit.name,
          entrance: s.door,
          depthAxis: s.facade === 'x0' || s.facade === 'x1' ? 'x' : 'y',
          balcony: b.balcony,
        }),
      );
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
  return {
    floors,
    site: [],
    towers: [{ name: 'Tower', shape: tt.shape, core: tt.core, apartments_per_floor: n }],
  };
};

import { assumedRules } from '../../constants/designRules';
import type { BlockContext, BlockGenerator, FloorDraft } from '../blockContext';
import { report } from '../blockContext';
import type { Instance } from '../buildingModel';
import type { DraftSpace } from '../layout/floorDraft';
import { draft, estimateNetArea, estimateNetSides } from '../layout/floorDraft';
import { privateStorages } from '../validations/privateStorage';
import type { HouseBasis, PlannedHouse } from '../layout/planHouses';
import { planHouses, rightIsFacade } from '../layout/planHouses';

/**
 * Street housing: houses with `residential_floors` storeys and up to `house.max_width` depth. Terraced: one
 * row; back-to-back: two rows sharing the back wall; semi-detached: pairs, detached: single houses, both
 * repeated as instances with side gardens of two green strips. Each house takes its frontage from its unit
 * type's size range (the cfg's `house.length` when the range allows it). Garage parking puts a 3 x 6 m
 * garage in each ground floor beside the entrance hall; street parking lays bays along the front.
 */
export const streetHousing: BlockGenerator = (ctx) => {
  const setup = houseSetup(ctx);
  if (!setup) return { floors: [], site: [] };
  const { basis, rows, d, y0, storeys } = setup;
  const { rules, length: L, cfg } = ctx;
  const h = cfg.house;
  const gap = 2 * rules.greenStripWidthMeters;
  const kind = h.housetype === 'detached' ? 'detached' : h.housetype === 'semi_detached' ? 'semi' : 'row';
  const planned = planHouses(ctx, basis, L, kind);
  const rowLen = planned.reduce((s, p) => Math.max(s, p.x1), 0);
  const instanceCount = kind === 'row' ? 1 : Math.floor((L + gap) / (rowLen + gap) + 1e-9);
  if (planned.length === 0 || instanceCount < 1) {
    report(ctx, 'footprint_too_small', 'house', Math.round(L * ctx.width * 100) / 100);
    return { floors: [], site: [] };
  }
  // Every copy repeats the planned houses: count them in the mix tally as often as they are built.
  for (const p of planned)
    ctx.tally.set(p.unit.unit_id, (ctx.tally.get(p.unit.unit_id) ?? 0) + (instanceCount * rows - 1));
  const houses: { house: PlannedHouse; row: number }[] = [];
  for (let row = 0; row < rows; row++)
    planned.forEach((house, i) => {
      if (!house.fits)
        report(
          ctx,
          'house_size_outside_unit_range',
          `house ${row}-${i}`,
          Math.round(house.netArea * 100) / 100,
          house.unit.unit_id,
        );
      houses.push({ house, row });
    });
  const floors: FloorDraft[] = [];
  for (let s = 0; s < storeys; s++) {
    const drafts = houses.flatMap(({ house, row }) => houseDrafts(ctx, house, row, s, setup.g));
    floors.push({
      name: s === 0 ? 'Begane grond' : `Verdieping ${s}`,
      height: setup.floorHeight,
      repeat_count: 1,
      roof_type: s === storeys - 1 ? h.roof_type : 'flat',
      outline: { x0: 0, y0, x1: rowLen, y1: y0 + rows * d },
      drafts,
    });
  }
  const instances: Instance[] = [];
  for (let k = 0; k < instanceCount; k++) instances.push({ x: k * (rowLen + gap), y: 0, rotate_z: 0 });
  const sheds = setup.withSheds ? gardenSheds(ctx, planned, { y0, d, rows }) : [];
  return {
    floors,
    site: [...streetBays(ctx, rowLen, setup.bays), ...sheds],
    instances,
    siteOutline: {
      x0: 0,
      y0: 0,
      x1: rowLen,
      y1: sheds.length > 0 ? ctx.width : Math.max(setup.street, 1e-9),
    },
  };
};

/** Depth, storeys, garage and what a house's net area depends on; null (with a message) when nothing fits. */
function houseSetup(ctx: BlockContext) {
  const { rules, cfg, width: W } = ctx;
  const h = cfg.house;
  const inner = rules.innerWallThicknessMeters;
  const outer = rules.outerWallThicknessMeters;
  const f = h.length;
  if (!(f >= 1) || !(h.max_width >= 1) || !Number.isFinite(f)) {
    report(ctx, 'footprint_too_small', 'house', Number.isFinite(f) ? f : null);
    return null;
  }
  // Street parking: bays along the street and a pavement between them and the front doors.
  const bays = h.parking === 'street' ? rules.parkingBayDepthMeters : 0;
  const street = bays > 0 ? bays + rules.sidewalkWidthMeters : 0;
  const rows = h.housetype === 'back_to_back' ? 2 : 1;
  const { withSheds, y0, d } = houseDepth(ctx, rows, street);
  if (d < rules.apartmentMinDepthMeters) {
    report(ctx, 'footprint_too_small', 'house', Math.round(ctx.length * W * 100) / 100);
    return null;
  }
  const floorHeight =
    Number.isFinite(cfg.floor_height) && cfg.floor_height > 0 ? cfg.floor_height : rules.floorHeightMeters;
  const wanted = Number.isFinite(h.residential_floors) ? Math.max(1, Math.floor(h.residential_floors)) : 1;
  const storeys = Math.max(1, Math.min(wanted, Math.floor(ctx.maxHeight / floorHeight + 1e-9)));
  if (storeys < wanted) report(ctx, 'floors_limited_by_height', 'house.residential_floors', wanted - storeys);
  // An inbuilt garage has the entrance hall beside it (a corridor's width) and the living room behind it
  // (Dutch terraced practice): a 6 m frontage takes a 3 m garage; the depth needs a living room's length.
  const gw = rules.garageWidthMeters;
  const gl = rules.garageLengthMeters;
  const garageFrontage = gw + inner + rules.corridorWidthMeters + outer;
  const withGarage = h.parking === 'garage' && d >= gl + rules.minLivingLengthMeters;
  if (h.parking === 'garage' && !withGarage) report(ctx, 'footprint_too_small', 'garage', d);
  const storageDepth = innerStorageDepth(ctx, rows === 1 ? outer : inner / 2);
  const g = { d, y0, rows, withGarage, innerStorage: withSheds ? 0 : storageDepth };
  const basis: HouseBasis = {
    // The house's own spaces measured as the model will: the plan then knows every wall the garage and
    // the inner storage put in (a shallow house's ground floor, cut in two, loses walls on both parts).
    netArea: (frontage, sides, unit) => {
      const house: PlannedHouse = { x0: 0, x1: frontage, unit, netArea: 0, fits: true };
      const outline = {
        x0: sides.left ? 0 : -1,
        x1: rightIsFacade(sides) ? frontage : frontage + 1,
        y0,
        y1: y0 + rows * d,
      };
      const storey = (s: number) =>
        houseDrafts(ctx, house, 0, s, g).reduce(
          (sum, dr) => sum + (dr.category === 'unit' ? estimateNetArea(dr.rect, outline, rules) : 0),
          0,
        );
      // The storeys above the ground floor are alike.
      return storey(0) + (storeys > 1 ? (storeys - 1) * storey(1) : 0);
    },
    minFrontage: withGarage ? garageFrontage : 0,
    preferred: f,
  };
  return { basis, rows, d, y0, street, bays, withSheds, g, storeys, floorHeight };
}

/**
 * A house's depth (y0 its front facade) and whether its plot holds a garden shed. The depth is what the unit
 * types' sizes ask at the preferred frontage over the storeys (at most `house.max_width`); behind the houses a
 * rear garden of at least `gardenMinDepthMeters` with the shed (Bbl 4.31's private storage) at its far end, for
 * the street-side row of back-to-back houses in a front garden. Where the plot cannot hold the house and the
 * garden, the house keeps its depth and the garden what is left, said by `garden_too_shallow` (never fewer
 * houses without a word); with no room for a shed clear of the house either, the house keeps its storage inside.
 */
function houseDepth(ctx: BlockContext, rows: number, street: number): { withSheds: boolean; y0: number; d: number } {
  const { rules, cfg, width: W } = ctx;
  const h = cfg.house;
  const shed = assumedRules.gardenShedSideMeters;
  // A metre between the shed and the back facade: the shed stands in the garden, not against the house.
  const shedGarden = shed + rules.doorWidthMeters;
  const front = rows === 2 ? shed : 0;
  const storeys = Number.isFinite(h.residential_floors) ? Math.max(1, Math.floor(h.residential_floors)) : 1;
  const outer = rules.outerWallThicknessMeters;
  // The mix's middle size a storey, over the preferred frontage less its walls: the depth the type asks.
  const mid = ctx.mix.reduce((a, u) => a + u.share * (u.size + u.size_max) / 2, 0);
  const frontageNet = Math.max(1, h.length - rules.innerWallThicknessMeters);
  const wanted = mid > 0 ? mid / storeys / frontageNet + 2 * outer : h.max_width;
  const depth = Math.max(rules.apartmentMinDepthMeters, Math.min(h.max_width, wanted));
  const plot = W - street - front;
  const withSheds = Math.min(depth, (plot - shedGarden) / rows) >= rules.apartmentMinDepthMeters;
  const y0 = street + (withSheds ? front : 0);
  const room = W - y0;
  const d = Math.min(depth, (room - (withSheds ? shedGarden : 0)) / rows);
  const garden = room - rows * d;
  if (d >= rules.apartmentMinDepthMeters && garden < rules.gardenMinDepthMeters - 1e-9)
    report(ctx, 'garden_too_shallow', 'house', Math.round(garden * 100) / 100);
  return { withSheds, y0, d };
}

/** One storey of one house: the whole plan, or on the ground floor with a garage, garage + hall + living. */
function houseDrafts(
  ctx: BlockContext,
  house: PlannedHouse,
  row: number,
  storey: number,
  g: { d: number; y0: number; rows: number; withGarage: boolean; innerStorage: number },
): DraftSpace[] {
  const drafts = houseSpaces(ctx, house, row, storey, g);
  return storey === 0 && g.innerStorage > 0
    ? withInnerStorage(ctx, house, row, drafts, { ...g, depth: g.innerStorage })
    : drafts;
}

/**
 * A house whose plot has no room for a garden shed keeps its private storage inside (Bbl 4.31 allows it
 * in a ground-bound dwelling): a storage room of at least 5 m2 and 1.8 m wide in the back corner of the
 * ground floor, cut from the part of the house at the back, in GFA but not in the dwelling's net area.
 */
function withInnerStorage(
  ctx: BlockContext,
  house: PlannedHouse,
  row: number,
  drafts: DraftSpace[],
  g: { d: number; y0: number; rows: number; depth: number },
): DraftSpace[] {
  const { rules } = ctx;
  const hy0 = g.y0 + row * g.d;
  const hy1 = hy0 + g.d;
  const outline = { x0: house.x0, y0: g.y0, x1: house.x1, y1: g.y0 + g.rows * g.d };
  // The back of the house: y1 for the first row, y0 for the back-to-back row.
  const atBack = (r: DraftSpace['rect']) =>
    row === 0 ? Math.abs(r.y1 - hy1) < 1e-9 : Math.abs(r.y0 - hy0) < 1e-9;
  const k = drafts.findIndex((dr) => dr.category === 'unit' && atBack(dr.rect));
  if (k < 0) return drafts;
  const part = drafts[k]!;
  const r = part.rect;
  const inc = ctx.grid.increment > 0 ? ctx.grid.increment : 0.3;
  const fits = (s: DraftSpace['rect']) => {
    const { w, d } = estimateNetSides(s, outline, rules);
    return privateStorages(w, d) >= 1;
  };
  // The room as deep as the plan reckoned with (`innerStorageDepth`), deeper only if it still holds none.
  const side = assumedRules.gardenShedSideMeters;
  for (let depth = g.depth; depth <= r.y1 - r.y0 + 1e-9; depth += inc) {
    const w = Math.min(side, r.x1 - r.x0);
    const y0 = row === 0 ? r.y1 - depth : r.y0;
    const room = { x0: r.x1 - w, x1: r.x1, y0, y1: y0 + depth };
    if (!fits(room)) continue;
    const out: DraftSpace[] = [...drafts.slice(0, k)];
    const rest = row === 0 ? { ...r, y1: room.y0 } : { ...r, y0: room.y1 };
    if (rest.y1 - rest.y0 > 1e-9) out.push({ ...part, rect: rest });
    if (room.x0 - r.x0 > 1e-9)
      out.push({
        ...part,
        rect: { ...room, x0: r.x0, x1: room.x0 },
        counts_as_unit: rest.y1 - rest.y0 > 1e-9 ? false : part.counts_as_unit,
      });
    out.push(draft(room, 'storage', 'storage', 'ancillary', { unit_id: house.unit.unit_id }));
    out.push(...drafts.slice(k + 1));
    return out;
  }
  return drafts;
}

/**
 * Depth of the inner storage room on the grid, 2.4 m wide along the back (the shed's side), as deep as one
 * storage needs against a side facade (the deeper case, so every house loses the same room); `back` is the
 * wall it loses at the back.
 */
function innerStorageDepth(ctx: BlockContext, back: number): number {
  const { rules } = ctx;
  const side = assumedRules.gardenShedSideMeters;
  const inc = ctx.grid.increment > 0 ? ctx.grid.increment : 0.3;
  const inner = rules.innerWallThicknessMeters;
  const wide = side - rules.outerWallThicknessMeters - inner / 2;
  let depth = side;
  while (privateStorages(wide, depth - back - inner / 2) < 1 && depth < 4 * side) depth += inc;
  return depth;
}

/** One storey of one house before its inner storage: the whole plan, or on the ground floor with a garage, garage + hall + living. */
function houseSpaces(
  ctx: BlockContext,
  house: PlannedHouse,
  row: number,
  storey: number,
  g: { d: number; y0: number; rows: number; withGarage: boolean },
): DraftSpace[] {
  const { rules } = ctx;
  const hy0 = g.y0 + row * g.d;
  const hy1 = hy0 + g.d;
  // The front faces the street: y0 for the first row, y1 for the back-to-back row.
  const front = row === 0 ? hy0 : hy1;
  const { x0, x1 } = house;
  const base = {
    unit_id: house.unit.unit_id,
    unit_name: house.unit.name,
    entrance: { x: (x0 + x1) / 2, y: front },
  };
  if (!(storey === 0 && g.withGarage))
    return [
      draft({ x0, x1, y0: hy0, y1: hy1 }, 'residential', 'unit', 'unit', {
        ...base,
        counts_as_unit: storey === 0,
        two_window: g.rows === 1,
      }),
    ];
  const gw = rules.garageWidthMeters;
  const gl = rules.garageLengthMeters;
  const gy0 = row === 0 ? hy0 : hy1 - gl;
  const gy1 = gy0 + gl;
  return [
    draft({ x0, x1: x0 + gw, y0: gy0, y1: gy1 }, 'garage', 'garage', 'ancillary', {
      parking_spots: 1,
      unit_id: house.unit.unit_id,
    }),
    draft({ x0: x0 + gw, x1, y0: gy0, y1: gy1 }, 'residential', 'unit', 'unit', {
      ...base,
      counts_as_unit: true,
      two_window: true,
    }),
    draft({ x0, x1, y0: row === 0 ? gy1 : hy0, y1: row === 0 ? hy1 : gy0 }, 'residential', 'unit', 'unit', {
      ...base,
      counts_as_unit: false,
      two_window: true,
    }),
  ];
}

/**
 * A garden shed per house at the far end of its plot (the back garden, or the front garden of the back row
 * of back-to-back houses), and for the street-side row of back-to-back houses in its front garden beside
 * the path to the door: a site function outside the footprint, not in GFA, holding one private storage.
 */
function gardenSheds(
  ctx: BlockContext,
  planned: readonly PlannedHouse[],
  g: { y0: number; d: number; rows: number },
): DraftSpace[] {
  const side = assumedRules.gardenShedSideMeters;
  const out: DraftSpace[] = [];
  for (const p of planned) {
    if (p.x1 - p.x0 < side) continue;
    const at = (y0: number) =>
      out.push(
        draft({ x0: p.x1 - side, x1: p.x1, y0, y1: y0 + side }, 'storage', 'storage', 'site', {
          walled: false,
          unit_id: p.unit.unit_id,
        }),
      );
    at(ctx.width - side);
    if (g.rows === 2) at(g.y0 - side);
  }
  return out;
}

/** Parking bays along the front of the row (street parking), the rest a green strip. */
function streetBays(ctx: BlockContext, rowLen: number, depth: number): DraftSpace[] {
  const { rules } = ctx;
  if (depth <= 0) return [];
  const bw = rules.parkingBayMaxWidthMeters;
  const bays = Math.floor(rowLen / bw + 1e-9);
  const site: DraftSpace[] = [];
  for (let i = 0; i < bays; i++)
    site.push(
      draft({ x0: i * bw, x1: (i + 1) * bw, y0: 0, y1: depth }, 'parking_ground', 'parking_bay', 'site', {
        walled: false,
        parking_spots: 1,
      }),
    );
  if (rowLen - bays * bw > 1e-9)
    site.push(
      draft({ x0: bays * bw, x1: rowLen, y0: 0, y1: depth }, 'green', 'green_strip', 'site', {
        walled: false,
      }),
    );
  // The pavement between the bays and the front doors.
  site.push(
    draft(
      { x0: 0, x1: rowLen, y0: depth, y1: depth + rules.sidewalkWidthMeters },
      'concrete',
      'sidewalk',
      'site',
      {
        walled: false,
      },
    ),
  );
  return site;
}

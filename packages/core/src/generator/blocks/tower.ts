import { assumedRules } from '../../constants/designRules';
import type { Rect } from '../../geometry/rect';
import type { BlockContext, BlockGenerator, BlockOutput, FloorDraft, LevelPlan } from '../blockContext';
import { report, spaceId } from '../blockContext';
import { balconyFor } from '../layout/balcony';
import type { FacadeSide } from '../layout/balcony';
import { coreColumn, elevatorPart, staircaseParts } from '../layout/coreColumn';
import type { DraftSpace } from '../layout/floorDraft';
import { draft, estimateNetArea, estimateNetSides } from '../layout/floorDraft';
import { snapUp } from '../layout/gridSnap';
import { markDwellingsLostToCut } from '../layout/cutLosses';
import { storageFromLeftovers } from '../layout/leftoverStorage';
import { storageInPlinth } from '../layout/plinthStorage';
import type { SideFit } from '../layout/sideRoom';
import { sideFits } from '../layout/sideRoom';
import type { MixUnit } from '../layout/mixUnit';
import type { MixSlot, NetSize, RowOption } from '../layout/splitByMix';
import { rowOptions } from '../layout/splitByMix';
import type { ChoiceOption, FloorSurvey } from '../layout/towerMix';
import { floorLayouts, planFloorMix } from '../layout/towerMix';
import { privateStorages } from '../validations/privateStorage';

/** A unit slot of a tower floor: its rectangle, the facade it faces, where its door is, and its dwelling type. */
interface Slot {
  rect: Rect;
  facade: FacadeSide;
  door: { x: number; y: number };
  unit: MixUnit | null;
  /** The door stays where the letter put it (an H's back room opens onto the hall beside it, not its front). */
  fixedDoor?: boolean;
}

/** The tower's dimensions that every floor shares. */
interface TowerSetup {
  n: number;
  cw: number;
  /** The core's length along x and depth along y as laid out (an O's core turned: `coreTurned`). */
  coreW: number;
  coreD: number;
  /** An O's core laid with its stair along x (its columns stacked along y), where the ring fits only so. */
  coreTurned: boolean;
  stairW: number;
  hasElevator: boolean;
  stairParts: ReturnType<typeof staircaseParts>;
  snap: (v: number) => number;
  /** Deepest a row of dwellings may be (the mix's shallowest maximum depth, walls included); halls take the rest. */
  maxRow: number;
  /** Shallowest a row may be (the mix's shallowest minimum depth, walls included). */
  minRow: number;
  /** The ways to cut each row geometry, found once for the survey and the layout (`rowOptions`). */
  options: Map<string, RowOption[]>;
}

/**
 * How a floor's choices (each row's cut, each side room's type) are settled: the survey records every
 * choice's options and takes the first, the layout takes the ones the tower's plan picked.
 */
type Choose = <T>(options: readonly T[], describe: (o: T) => ChoiceOption) => T;

/**
 * Towers: one core with staircase (the 6.6 m tower staircase in the wide variant) and an elevator, a hall
 * around it shaped like the letter, and 2 to 12 apartments a floor on the facades. U: core against the
 * back facade, hall in front, units in front and either side of the core. O: core in the middle, hall
 * ringing it, units front, back and at the sides (where a type fits a side room). H: core in the middle of the length,
 * halls either side of it joined in front of the core, units in two wings stacked along the side facades.
 * Each facade row is cut from its options (`rowOptions`): every dwelling lies within its type's size,
 * length and depth limits where the row allows it (a row beside a hall may be shallower, the hall
 * widening), and a stretch smaller than every type is never a dwelling. An O tower's side room is a
 * dwelling only at a depth its type allows (`sideFits`). Which option each row and side room of each floor
 * takes is planned for the whole tower's mix (`planFloorMix`).
 */
export const tower: BlockGenerator = (drawn): BlockOutput => {
  const plan = towerPlan(drawn);
  const { block } = plan;
  const out = towerIn(plan);
  if (block === drawn) return out;
  return { ...out, floors: out.floors.map(untransposeFloor) };
};

/** A tower laid out in `block`'s frame with its core as `towerPlan` chose. */
function towerIn({ block, coreTurned, options }: TowerPlan): BlockOutput {
  const setup = towerSetup(block, coreTurned);
  if (!setup) return { floors: [], site: [] };
  if (options) setup.options = options;
  // The mix is decided for the whole tower before a slot is cut (layout/towerMix.ts): a survey of every
  // floor entry records its choices and their options (geometry only), the plan gives each floor one
  // layout, a repeated entry up to four alternating ones, and the layout then cuts the slots it picked.
  const hasEntrance = (fi: number) => entranceFloor(block, fi);
  const surveys = surveyTower(block, setup);
  const shares = new Map(block.mix.map((u) => [u.unit_id, u.share] as const));
  // Every dwelling's private storage (Bbl 4.31) and the shared bicycle places take slots that would be
  // dwellings (`storageInPlinth`), so the plan reserves them: a first plan is laid out on a scratch tally
  // and given its storage, and the dwellings that storage took of each type are asked of the plan on top
  // of the target shares (a base short of them), so the tower's mix after its storage is what it aims at.
  const layout = (ctx: BlockContext, base: readonly number[]): FloorDraft[] => {
    const plan = planFloorMix(
      surveys,
      block.mix.map((u) => u.share),
      base,
    );
    const floors: FloorDraft[] = [];
    block.levels.forEach((level, l) => {
      for (const entry of plan[l]!) {
        let i = 0;
        const choose: Choose = (options) => options[entry.picks[i++]!]!;
        const fi = floors.length;
        const floorEntry = { ...level, repeat_count: entry.repeat };
        floors.push(towerFloor(ctx, setup, floorEntry, fi, choose, hasEntrance(fi)).floor);
      }
    });
    return floors;
  };
  const base = block.mix.map((u) => block.tally.get(u.unit_id) ?? 0);
  // The storage a trial takes depends on the layout the plan picked, so three trials (the plain plan, then
  // each asking for what the one before lost to storage) and the layout whose mix after its storage comes
  // closest to the targets is built.
  const missOf = (tally: ReadonlyMap<string | number, number>): number => {
    const counts = block.mix.map((u) => tally.get(u.unit_id) ?? 0);
    const total = counts.reduce((a, c) => a + c, 0);
    if (total <= 0) return Infinity;
    return Math.max(...counts.map((c, j) => Math.abs(c / total - block.mix[j]!.share)));
  };
  let taken = block.mix.map(() => 0);
  let chosen = base;
  let bestMiss = Infinity;
  for (let pass = 0; pass < 3; pass++) {
    const trialBase = base.map((b, j) => b - taken[j]!);
    const scratch: BlockContext = { ...block, tally: new Map(block.tally), messages: [] };
    const trial = layout(scratch, trialBase);
    const built = block.mix.map((u) => scratch.tally.get(u.unit_id) ?? 0);
    markDwellingsLostToCut(trial, block);
    storageInPlinth(trial, scratch.tally, block.rules, shares, block.mix);
    const miss = missOf(scratch.tally);
    if (miss < bestMiss - 1e-9) {
      bestMiss = miss;
      chosen = trialBase;
    }
    taken = block.mix.map((u, j) => built[j]! - (scratch.tally.get(u.unit_id) ?? 0));
  }
  const floors = layout(block, chosen);
  // storage for the dwellings the footprint polygon's cut leaves standing, not for those it takes
  markDwellingsLostToCut(floors, block);
  // Rooms where dwellings would go on the tower's lowest floor (the ground floor, or its first floor on a
  // podium), then on the floors above, as few as the dwellings need.
  storageInPlinth(floors, block.tally, block.rules, shares, block.mix);
  storageFromLeftovers(floors, block.rules);
  spareToHall(floors, block.rules, block.corridorWidth);
  // Rows that hold no unit type of the mix within its size and length limits leave a tower without a
  // dwelling: say so once as what to change (the largest room it could offer), not only as leftovers.
  const rooms = floors.flatMap((f) => f.drafts);
  if (!rooms.some((d) => d.category === 'unit')) {
    const largest = Math.max(
      0,
      ...rooms
        .filter((d) => d.subtype === 'leftover')
        .map((d) =>
          estimateNetArea(d.rect, { x0: 0, y0: 0, x1: block.length, y1: block.width }, block.rules),
        ),
    );
    report(block, 'unit_size_out_of_range', 'mix', Math.round(largest * 100) / 100);
  }
  reportShortStoreys(block, floors, setup.n);
  const tt = block.cfg.towertype;
  // The mix comes first, so a row may hold a dwelling more or fewer than asked: report what the top floor has.
  const top = floors[floors.length - 1]?.drafts.filter((d) => d.category === 'unit').length ?? 0;
  return {
    floors,
    site: [],
    towers: [{ name: 'Tower', shape: tt.shape, core: tt.core, apartments_per_floor: top || setup.n }],
  };
}

/**
 * Says when a storey holds fewer apartments than the block asks for (issue 40): the value is the fewest a
 * storey holds. The tower's lowest floor is left out when others stand on it: it is the plinth (the ground
 * floor's entrance hall, or a podium tower's first floor) whose bicycle and storage rooms take slots by
 * design. The storeys above fall short where the mix's types do not fit more in the rows, or where a slot
 * became private storage the plinth could not hold.
 */
function reportShortStoreys(block: BlockContext, floors: readonly FloorDraft[], asked: number): void {
  const counts = floors
    .filter((_, fi) => fi > 0 || floors.length === 1)
    .map((f) => f.drafts.filter((d) => d.category === 'unit').length);
  if (counts.length === 0) return;
  const fewest = Math.min(...counts);
  if (fewest < asked) report(block, 'apartments_per_floor_short', 'tower', fewest);
}

/**
 * Rooms of the letter no dwelling takes (an O's side room no type fits, an H's room in front of its core):
 * laid out as leftover rooms with a door on the hall, so the storage planners make storage or bicycle
 * rooms of as many as the dwellings need (`storageInPlinth`, `storageFromLeftovers`); the rest join the
 * hall they open onto (`spareToHall`) instead of counting as bergingen nobody needs (issue 40: storage
 * sized to need; an O tower held 3.5 storages a dwelling in them).
 */
const spareRooms = new WeakSet<DraftSpace>();
const spareRoom = (d: DraftSpace): DraftSpace => {
  spareRooms.add(d);
  return d;
};

/**
 * The spare rooms still leftovers once the storage is laid out, made part of the hall; one whose net
 * width (walls off) is under the hall's (`hallWidth`) stays a storage room as before.
 */
function spareToHall(floors: FloorDraft[], rules: BlockContext['rules'], hallWidth: number): void {
  for (const f of floors)
    f.drafts = f.drafts.map((d) => {
      if (!spareRooms.has(d) || d.subtype !== 'leftover') return d;
      const { w, d: depth } = estimateNetSides(d.rect, f.outline, rules);
      return Math.min(w, depth) < hallWidth - 1e-9
        ? { ...d, subtype: 'storage', entrance: null }
        : draft(d.rect, 'corridor', 'hall', 'circulation');
    });
}

/** True for the floor whose first slot is the entrance hall: the ground floor of a tower of more than one storey. */
const entranceFloor = (block: BlockContext, fi: number) =>
  block.onGround && fi === 0 && block.levels.length > 1 && block.levels[0]!.entrance_size > 0;

/** Every floor entry's choices and their options, from the geometry alone (the plan's input). */
function surveyTower(block: BlockContext, setup: TowerSetup): FloorSurvey[] {
  return block.levels.map((level, fi) => {
    const choices: ChoiceOption[][] = [];
    const scratch: BlockContext = { ...block, tally: new Map(), messages: [] };
    const choose: Choose = (options, describe) => {
      choices.push(options.map(describe));
      return options[0]!;
    };
    const { entranceChoice } = towerFloor(scratch, setup, level, fi, choose, entranceFloor(block, fi));
    return {
      choices,
      entrance: entranceChoice,
      repeat: level.repeat_count,
      floorArea: block.length * block.width,
      asked: setup.n - (entranceChoice >= 0 ? 1 : 0),
    };
  });
}

/**
 * Every distinct count of dwellings by type (in the mix's order) that a floor of this tower can hold:
 * each floor entry's rows cut within their types' limits at every depth they may take, spare rooms and
 * any loss of area included, side rooms as the letter has them. Whatever the plan picks, the tower's mix
 * is a blend of these (quality/mixReach.ts). Empty when the letter cannot stand.
 */
export function towerFloorCounts(drawn: BlockContext): number[][] {
  const { block, coreTurned } = towerPlan(drawn);
  const setup = towerSetup({ ...block, messages: [] }, coreTurned);
  if (!setup) return [];
  return surveyTower(block, setup).flatMap((s) =>
    floorLayouts(s, block.mix.length, Infinity).map((o) => o.counts),
  );
}

/** A choice's option as the plan weighs it: its dwellings by type, their area and its first dwelling. */
function describeSlots(mix: readonly MixUnit[], slots: readonly MixSlot[], depth: number): ChoiceOption {
  const counts = mix.map(() => 0);
  let area = 0;
  for (const s of slots)
    if (s.unit) {
      counts[mix.indexOf(s.unit)]!++;
      area += (s.b - s.a) * depth;
    }
  const first = slots[0];
  return {
    counts,
    area,
    first: first?.unit ? mix.indexOf(first.unit) : -1,
    firstArea: first?.unit ? (first.b - first.a) * depth : 0,
  };
}

/** The core's and the letter's sizes that do not depend on the footprint's orientation. */
function letterSizes(ctx: BlockContext) {
  const { rules, cfg } = ctx;
  const tt = cfg.towertype;
  const inner = rules.innerWallThicknessMeters;
  const outer = rules.outerWallThicknessMeters;
  // Hall strips are one inner wall wider than the net hall width they must keep.
  const cw = ctx.corridorWidth + inner;
  const totalHeight = ctx.levels.reduce((s, l) => s + l.height * l.repeat_count, 0);
  const smokeLock = totalHeight >= rules.smokeLockMinBuildingHeightMeters;
  const wide = tt.core === 'wide_staircase_elevator';
  const hasElevator = tt.core !== 'staircase';
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
  const maxRow = Math.min(...ctx.mix.map((u) => u.maxdepth)) + outer + inner / 2;
  return {
    inner,
    outer,
    cw,
    totalHeight,
    hasElevator,
    stairParts,
    stairW,
    coreW,
    coreD,
    snap,
    rowDepth,
    minRoom,
    maxRow,
  };
}

/**
 * Whether the letter stands on a footprint L x W as drawn (its rows at least the shallowest type deep, a
 * room beside the core), and whether its rows would be deeper than a dwelling may be (`capped`: the halls
 * then widen by the rest).
 */
function letterFits(
  ctx: BlockContext,
  L: number,
  W: number,
  coreTurnedAsked?: boolean,
): { feasible: boolean; capped: number; coreTurned: boolean } {
  const { inner, outer, cw, coreW, coreD, snap, rowDepth, minRoom, maxRow } = letterSizes(ctx);
  const shape = ctx.cfg.towertype.shape;
  if (shape === 'u') {
    const back = Math.max(coreD + outer - inner / 2, (W - cw) / 2);
    return {
      feasible: W - cw - back >= rowDepth - 1e-9 && L >= coreW + minRoom - 1e-9,
      capped: W - cw - Math.max(coreD + outer - inner / 2, Math.min((W - cw) / 2, maxRow)) - maxRow,
      coreTurned: false,
    };
  }
  if (shape === 'o') {
    // The ring around the core as drawn (stair along y), else around the core turned (stair along x):
    // a footprint too shallow for the ring across the stair's length may hold it across its width.
    const ring = (cW: number, cD: number) =>
      (W - 2 * cw - cD) / 2 >= rowDepth - 1e-9 &&
      snap((L - cW) / 2) - cw >= outer - inner / 2 &&
      L - snap((L - cW) / 2) - cW - cw >= outer - inner / 2 &&
      L >= minRoom;
    // an O's core turned or not as asked (`towerPlan` weighs both), else turned only where the ring needs it
    const coreTurned = coreTurnedAsked ?? (!ring(coreW, coreD) && ring(coreD, coreW));
    return {
      feasible: coreTurned ? ring(coreD, coreW) : ring(coreW, coreD),
      capped: (W - 2 * cw - (coreTurned ? coreW : coreD)) / 2 - maxRow,
      coreTurned,
    };
  }
  return {
    // The core column to the back facade and the hall joining the wings in front of it keep their
    // lengths with the outer walls (at worst the hall against the front facade).
    feasible:
      snap((L - coreW - 2 * cw) / 2) >= rowDepth - 1e-9 &&
      W >= coreD + cw + 2 * (outer - inner / 2) - 1e-9 &&
      W >= minRoom,
    capped: snap((L - coreW - 2 * cw) / 2) - maxRow,
    coreTurned: false,
  };
}

/** How much deeper than a dwelling may be a turned letter's rows may come (its halls widening by the rest). */
const TURN_SLACK = 2;

/**
 * The frame a tower is laid out in: the block's own, or (issue 40) the footprint turned a quarter (length
 * and width swapped; the floors are mirrored back on the diagonal after) when the letter cannot stand as
 * drawn but stands turned with rows at most TURN_SLACK deeper than a dwelling may be (no hall-wide tower
 * on a long slab's footprint). The letter stays the one asked.
 */
function towerFrame(block: BlockContext): BlockContext {
  if (letterFits(block, block.length, block.width).feasible) return block;
  return turnedFrame(block) ?? block;
}

/** The footprint turned a quarter when the letter stands so with rows at most TURN_SLACK deeper than a dwelling. */
function turnedFrame(block: BlockContext): BlockContext | null {
  const turned = letterFits(block, block.width, block.length);
  if (!turned.feasible || turned.capped > TURN_SLACK + 1e-9) return null;
  return {
    ...block,
    length: block.width,
    width: block.length,
    footprint: block.footprint?.map((p) => ({ x: p.y, y: p.x })),
  };
}

/** How a tower is laid out: its frame (`towerFrame`) and, for an O, the core turned or as drawn (undefined: the letter's own choice). */
interface TowerPlan {
  block: BlockContext;
  coreTurned: boolean | undefined;
  /** the rows' options the survey cut (`TowerSetup.options`), which the layout then reads instead of cutting again */
  options?: TowerSetup['options'];
}

/**
 * The frame and core orientation whose floors hold the most dwellings (then the most dwelling area), each choice of
 * each floor entry at its fullest option (issue 40: towers deliver what they are asked; a letter laid out only as
 * drawn built two 99 m² flats on a 20 x 27 m storey where four fit with the core turned). The candidates: the footprint
 * as drawn and turned a quarter (`turnedFrame`'s slack), and an O's core either way where its ring fits; the default
 * (`towerFrame`, the letter's own core) wins a tie. Surveys only: the mix is planned once, on the chosen one.
 */
function towerPlan(drawn: BlockContext): TowerPlan {
  const first: TowerPlan = { block: towerFrame(drawn), coreTurned: undefined };
  const frames = [drawn, turnedFrame(drawn)].filter((b): b is BlockContext => b !== null && letterFits(b, b.length, b.width).feasible);
  const candidates: TowerPlan[] = [first];
  const firstCore = letterFits(first.block, first.block.length, first.block.width).coreTurned;
  for (const block of frames)
    for (const coreTurned of drawn.cfg.towertype.shape === 'o' ? [false, true] : [undefined])
      if (block !== first.block || (coreTurned !== undefined && coreTurned !== firstCore)) candidates.push({ block, coreTurned });
  if (candidates.length === 1) return first;
  let best = first;
  let bestCapacity = [-1, -1];
  for (const c of candidates) {
    const scratch: BlockContext = { ...c.block, messages: [] };
    const setup = towerSetup(scratch, c.coreTurned);
    if (!setup) continue;
    const capacity = floorCapacity(surveyTower(scratch, setup));
    if (capacity[0] > bestCapacity[0]! || (capacity[0] === bestCapacity[0] && capacity[1] > bestCapacity[1]! + 1e-6)) {
      best = { ...c, options: setup.options };
      bestCapacity = capacity;
    }
  }
  return best;
}

/** The dwellings and their area that a tower's floors hold with every choice at its fullest option, over the repeats. */
function floorCapacity(surveys: readonly FloorSurvey[]): [number, number] {
  let dwellings = 0;
  let area = 0;
  for (const s of surveys)
    for (const options of s.choices) {
      let k = 0;
      let a = 0;
      for (const o of options) {
        const n = o.counts.reduce((x, c) => x + c, 0);
        if (n > k || (n === k && o.area > a)) [k, a] = [n, o.area];
      }
      dwellings += k * s.repeat;
      area += a * s.repeat;
    }
  return [dwellings, area];
}

/** A floor laid out in the turned frame, mirrored back on the diagonal into the block's own. */
function untransposeFloor(f: FloorDraft): FloorDraft {
  const r = (q: Rect): Rect => ({ x0: q.y0, x1: q.y1, y0: q.x0, y1: q.x1 });
  const p = (v: { x: number; y: number }) => ({ x: v.y, y: v.x });
  return {
    ...f,
    outline: r(f.outline),
    drafts: f.drafts.map((d) => ({
      ...d,
      rect: r(d.rect),
      depthAxis: d.depthAxis === 'x' ? 'y' : 'x',
      entrance: d.entrance ? p(d.entrance) : (d.entrance ?? null),
      balcony: d.balcony
        ? { ...d.balcony, polygon: d.balcony.polygon.map(p).reverse() }
        : (d.balcony ?? null),
    })),
  };
}

/**
 * Core sizes, the feasibility of the letter on this footprint and the apartments a floor; null when it cannot stand.
 * An O's core is turned as asked (`towerPlan`), else as the letter fits.
 */
function towerSetup(ctx: BlockContext, coreTurnedAsked?: boolean): TowerSetup | null {
  const { length: L, width: W, cfg } = ctx;
  const tt = cfg.towertype;
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
  const z = letterSizes(ctx);
  const topZ = z.totalHeight - (ctx.levels[ctx.levels.length - 1]?.height ?? 0);
  if (!z.hasElevator && topZ > assumedRules.elevatorRequiredAboveFloorLevelMeters)
    report(ctx, 'elevator_missing', 'towertype.core', topZ);
  const fit = letterFits(ctx, L, W, coreTurnedAsked);
  if (!fit.feasible) {
    report(ctx, 'footprint_too_small', 'tower', Math.round(L * W * 100) / 100);
    return null;
  }
  return {
    n,
    cw: z.cw,
    coreW: fit.coreTurned ? z.coreD : z.coreW,
    coreD: fit.coreTurned ? z.coreW : z.coreD,
    coreTurned: fit.coreTurned,
    stairW: z.stairW,
    hasElevator: z.hasElevator,
    stairParts: z.stairParts,
    snap: z.snap,
    maxRow: z.maxRow,
    minRow: z.rowDepth,
    options: new Map(),
  };
}

/**
 * One floor entry: the letter's halls, core and dwelling slots, then the slots as dwellings; `choose`
 * settles each row's cut and side room's type. Returns the floor and the choice whose first slot the
 * entrance hall took (-1 without one).
 */
function towerFloor(
  ctx: BlockContext,
  t: TowerSetup,
  level: LevelPlan,
  fi: number,
  choose: Choose,
  entrance: boolean,
): { floor: FloorDraft; entranceChoice: number } {
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
  let choices = 0;
  let firstSlotChoice = -1;
  // A row along x (or a column along y, `along` 'y') cut as the plan picked, each stretch's net area with
  // its walls. A row beside a hall that can widen (`free`) may be shallower than its band when that
  // serves the mix: it keeps to its facade and returns the edge where the hall now starts.
  const optionsOf = (
    along: 'x' | 'y',
    [x0, x1, y0, y1]: [number, number, number, number],
    count: number,
    facade: FacadeSide,
    free: boolean,
  ) => {
    const alongX = along === 'x';
    const [from, to, d0, d1] = alongX ? [x0, x1, y0, y1] : [y0, y1, x0, x1];
    const atStart = facade === 'y0' || facade === 'x0';
    const band = (d: number): [number, number] => (atStart ? [d0, d0 + d] : [d1 - d, d1]);
    const rect = (a: number, b: number, [r0, r1]: [number, number]): Rect =>
      alongX ? { x0: a, x1: b, y0: r0, y1: r1 } : { x0: r0, x1: r1, y0: a, y1: b };
    const options = rowOptions(
      ctx.mix,
      { from, to, count, depths: rowDepths(t, d1 - d0, free, ctx.grid.increment) },
      (d) => (a, b) => netSize(rect(a, b, band(d)), along, outline, ctx.rules),
      t.options,
      `${along} ${x0} ${x1} ${y0} ${y1} ${count} ${facade} ${free}`,
    );
    return { options, atStart, band, rect };
  };
  // The most dwelling area (m2, walls included) any cut of a row (along x) can hold: a letter weighs
  // where to stand its core by it.
  const probe: ProbeFn = (x0, x1, y0, y1, count, facade) =>
    Math.max(
      0,
      ...optionsOf('x', [x0, x1, y0, y1], count, facade, false).options.map(
        (o) => describeSlots(ctx.mix, o.slots, o.depth).area,
      ),
    );
  const cutRow =
    (along: 'x' | 'y'): RowFn =>
    (x0, x1, y0, y1, count, facade, door, free = false) => {
      const alongX = along === 'x';
      const { options, atStart, band, rect } = optionsOf(along, [x0, x1, y0, y1], count, facade, free);
      const { depth, slots: cut } = choose(options, (o) => describeSlots(ctx.mix, o.slots, o.depth));
      if (slots.length === 0 && cut.length > 0) firstSlotChoice = choices;
      choices++;
      const [r0, r1] = band(depth);
      const edge = free ? (atStart ? r1 : r0) : door;
      for (const s of cut) {
        if (s.unit) ctx.tally.set(s.unit.unit_id, (ctx.tally.get(s.unit.unit_id) ?? 0) + level.repeat_count);
        const mid = (s.a + s.b) / 2;
        slots.push({
          rect: rect(s.a, s.b, [r0, r1]),
          facade,
          door: alongX ? { x: mid, y: edge } : { x: edge, y: mid },
          unit: s.unit,
        });
      }
      return edge;
    };
  const row = cutRow('x');
  const shape = ctx.cfg.towertype.shape;
  // A side room's type, one dwelling of it as deep as its type allows (`widthFor`), or (null) a storage
  // room when the mix is better served by the rows alone than by any type that fits it.
  const side = (fits: SideFit[], area: (f: SideFit) => number) => {
    if (fits.length === 0) return null;
    const fit = choose([...fits, null], (f) => ({
      counts: ctx.mix.map((u) => (u === f?.unit ? 1 : 0)),
      area: f ? area(f) : 0,
      first: f ? ctx.mix.indexOf(f.unit) : -1,
      firstArea: f ? area(f) : 0,
    }));
    choices++;
    if (fit) ctx.tally.set(fit.unit.unit_id, (ctx.tally.get(fit.unit.unit_id) ?? 0) + level.repeat_count);
    return fit;
  };
  if (shape === 'u') uLetter(ctx, t, { hall, core, row, probe });
  else if (shape === 'o') oLetter(ctx, t, { hall, core, row, slots, drafts, side });
  else hLetter(ctx, t, { hall, core, col: cutRow('y'), drafts, slots, side });
  // A dwelling's front door is where its hall side comes nearest the core (a door's width from its
  // corners), not in its middle: the escape route to the stair stays short in a long dwelling.
  const DOOR = 1;
  for (const s of slots) {
    if (s.fixedDoor) continue;
    const r = s.rect;
    const near = (v: number, lo: number, hi: number) =>
      hi - lo > 2 * DOOR ? Math.min(Math.max(v, lo + DOOR), hi - DOOR) : (lo + hi) / 2;
    s.door =
      s.facade === 'y0' || s.facade === 'y1'
        ? { x: near(coreAt.x, r.x0, r.x1), y: s.door.y }
        : { x: s.door.x, y: near(coreAt.y, r.y0, r.y1) };
  }
  // The ground floor of a tower of more than one storey gives its first slot to the entrance hall.
  const entranceSlot = entrance ? slots[0] : undefined;
  for (const s of slots) slotDraft(ctx, s, s === entranceSlot, fi, drafts, level.repeat_count);
  return {
    floor: {
      name: level.name,
      height: level.height,
      repeat_count: level.repeat_count,
      roof_type: level.roof_type,
      outline,
      drafts,
      offset_x: level.offset_x,
      offset_y: level.offset_y,
    },
    entranceChoice: entranceSlot ? firstSlotChoice : -1,
  };
}

/** The staircase column (and the elevator column beside it) in `r`, reporting parts that do not fit. */
function towerCore(ctx: BlockContext, t: TowerSetup, r: Rect, fi: number, drafts: DraftSpace[]): void {
  if (t.coreTurned) {
    // Laid out as drawn on the rectangle mirrored on the diagonal, then mirrored back: the stair runs
    // along x, its door on the ring hall at the core's x0 side. Not against a facade (an O's core).
    const flip = (q: Rect): Rect => ({ x0: q.y0, x1: q.y1, y0: q.x0, y1: q.x1 });
    const own: DraftSpace[] = [];
    towerCore(
      { ...ctx, width: Infinity },
      { ...t, coreTurned: false, coreW: t.coreD, coreD: t.coreW },
      flip(r),
      fi,
      own,
    );
    for (const d of own)
      drafts.push({
        ...d,
        rect: flip(d.rect),
        depthAxis: d.depthAxis === 'x' ? 'y' : 'x',
        entrance: d.entrance ? { x: d.entrance.y, y: d.entrance.x } : (d.entrance ?? null),
      });
    return;
  }
  const { rules, width: W } = ctx;
  const shaft = { functiontype: 'me', subtype: 'shaft', category: 'core' } as const;
  const storage = { functiontype: 'storage', subtype: 'storage', category: 'ancillary' } as const;
  // A core against a side facade is wider by the outer wall; the column at that side takes it.
  const extra = r.x1 - r.x0 - t.coreW;
  const sw = t.hasElevator ? t.stairW : t.stairW + extra;
  const atFacade = Math.abs(r.y1 - W) < 1e-9;
  const st = coreColumn({ ...r, x1: r.x0 + sw }, true, t.stairParts, storage, rules, atFacade);
  if (!st.fits) report(ctx, st.tooSmall, spaceId(fi, drafts.length + st.lastPart), r.y1 - r.y0);
  // The room behind the stair (a U's core is deeper than its parts) opens only into the stair, so issue 40
  // (D7) counts no berging there. Where it holds one and a lift stands beside it, the lift goes to the far
  // end and a lobby runs from the hall to it: the room opens onto the lobby (`liftLobby`); where the lobby
  // does not reach it, the stair (and its smoke lock) move to the far end, entered from the lobby, and the
  // room takes their place on the hall. Else the room is a shaft.
  const inner = rules.innerWallThicknessMeters;
  const farWall = atFacade ? rules.outerWallThicknessMeters + inner / 2 : inner;
  const rest = st.drafts.find((d) => d.subtype === 'storage');
  const holds = (q: Rect) => privateStorages(q.x1 - q.x0 - inner, q.y1 - q.y0 - inner / 2 - farWall) > 0;
  const behind = rest && t.hasElevator && holds(rest.rect) ? rest : undefined;
  const liftCol = { ...r, x0: r.x0 + sw };
  let lobby = behind ? liftLobby(ctx, liftCol, behind.rect.y0, atFacade) : null;
  const parts = st.drafts.filter((d) => d !== behind);
  if (behind && !lobby && parts.length === t.stairParts.length) {
    // From the far end: the stair, before it the smoke lock (each entered from the next toward the hall);
    // the part nearest the hall opens onto the lobby, the room before it onto the hall.
    const lens = t.stairParts.map((q, k) => q.netLength + (k === t.stairParts.length - 1 ? farWall : inner));
    const y0 = r.y1 - lens.reduce((x, y) => x + y, 0);
    const first = y0 + lens[0]!;
    const back = liftLobby(ctx, liftCol, y0, atFacade, first);
    if (back) {
      lobby = back;
      let y = y0;
      parts.forEach((d, k) => {
        d.rect = { ...d.rect, y0: y, y1: y + lens[k]! };
        d.entrance = k === 0 ? back.door : { x: (r.x0 + r.x0 + sw) / 2, y };
        y += lens[k]!;
      });
      behind.rect = { ...behind.rect, y0: r.y0, y1: y0 };
      back.door = { x: (r.x0 + r.x0 + sw) / 2, y: r.y0 };
    }
  }
  if (rest) Object.assign(rest, lobby ? { entrance: lobby.door } : shaft);
  drafts.push(...st.drafts);
  if (!t.hasElevator) return;
  if (lobby) {
    drafts.push(...lobby.drafts);
    return;
  }
  const el = coreColumn({ ...r, x0: r.x0 + sw }, true, [elevatorPart(rules)], shaft, rules, atFacade);
  if (!el.fits) report(ctx, el.tooSmall, spaceId(fi, drafts.length + el.lastPart), r.y1 - r.y0);
  drafts.push(...el.drafts);
}

/**
 * The lift column of a core deeper than its parts with the lift at the far end (the facade) and a lobby
 * from the hall to it (issue 40, D7): the room of the stair column beside it from `roomY0` (to `roomY1`)
 * gets its door on the lobby through their shared wall. Null where the lobby would be narrower than a
 * corridor or would not run a metre along that room.
 */
function liftLobby(
  ctx: BlockContext,
  col: Rect,
  roomY0: number,
  atFacade: boolean,
  roomY1 = Infinity,
): { drafts: DraftSpace[]; door: { x: number; y: number } } | null {
  const { rules } = ctx;
  const inner = rules.innerWallThicknessMeters;
  const farWall = atFacade ? rules.outerWallThicknessMeters + inner / 2 : inner;
  const liftY0 = col.y1 - rules.elevatorLengthMeters - farWall;
  const top = Math.min(liftY0, roomY1);
  const reach = top - roomY0 - inner;
  if (col.x1 - col.x0 - inner < rules.corridorWidthMeters - 1e-9 || reach < 1 - 1e-9) return null;
  const lift = draft({ ...col, y0: liftY0 }, 'elevator', 'elevator', 'core', {
    entrance: { x: (col.x0 + col.x1) / 2, y: liftY0 },
  });
  const hall = draft({ ...col, y1: liftY0 }, 'corridor', 'hall', 'circulation');
  return { drafts: [hall, lift], door: { x: col.x0, y: (roomY0 + top) / 2 } };
}

/** The most dwelling area any cut of a row of `count` in [x0, x1] x [y0, y1] facing `facade` holds. */
type ProbeFn = (x0: number, x1: number, y0: number, y1: number, count: number, facade: FacadeSide) => number;

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
  b: { hall: (r: Rect) => void; core: (r: Rect) => void; row: RowFn; probe: ProbeFn },
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
  const sideWall = rules.outerWallThicknessMeters - inner / 2;
  // The core in the middle of the back, its dwellings either side; or (issue 40) against the side facade
  // with all the back's dwellings on one side, when the stretches either side of a middle core hold less
  // dwelling area than the one long stretch (a middle core can leave two rooms too small for any type).
  // The same on every floor: it depends on the footprint and the mix only.
  const atSide = L - t.coreW - sideWall;
  const mid = t.snap((L - t.coreW) / 2);
  const nl0 = Math.ceil(nb / 2);
  const side =
    nb === 0 ||
    nb - nl0 === 0 ||
    b.probe(0, atSide, hb, W, nb, 'y1') >
      b.probe(0, mid, hb, W, nl0, 'y1') + b.probe(mid + t.coreW, L, hb, W, nb - nl0, 'y1') + 1e-6;
  const nl = side ? nb : nl0;
  const nr = nb - nl;
  const cx0 = side ? atSide : mid;
  const front = b.row(0, L, 0, a, nf, 'y0', a, true);
  b.hall({ x0: 0, x1: L, y0: front, y1: hb });
  b.core({ x0: cx0, x1: side ? L : cx0 + t.coreW, y0: hb, y1: W });
  if (nl > 0) b.row(0, cx0, hb, W, nl, 'y1', hb);
  if (nr > 0) b.row(cx0 + t.coreW, L, hb, W, nr, 'y1', hb);
}

/** O: units front and back, a hall ringing the core in the middle, side rooms (units where a type fits). */
function oLetter(
  ctx: BlockContext,
  t: TowerSetup,
  b: {
    hall: (r: Rect) => void;
    core: (r: Rect) => void;
    row: RowFn;
    slots: Slot[];
    drafts: DraftSpace[];
    /** The side room's type among those that fit (`area`: the floor area it then takes); null when none does. */
    side: (fits: SideFit[], area: (f: SideFit) => number) => SideFit | null;
  },
): void {
  const { rules, length: L, width: W } = ctx;
  // Rows no deeper than a dwelling may be: the ring hall widens instead.
  const a = Math.min((W - 2 * t.cw - t.coreD) / 2, t.maxRow);
  const hw = (W - 2 * a - t.coreD) / 2;
  const ym0 = a + hw;
  const ym1 = ym0 + t.coreD;
  const outer = rules.outerWallThicknessMeters;
  const half = rules.innerWallThicknessMeters / 2;
  const inc = ctx.grid.increment;
  // A side room is a dwelling when a type of the mix fits its length (the core's) at a depth the room
  // reaches (issue 40: at any count a floor asks, not only from 6); the room then takes only that depth
  // and the ring hall widens. A side that no type fits stays storage and its dwelling goes to the front and
  // back rows, each of which keeps at least one.
  const sideLength = t.coreD - 2 * half;
  const fitsOf = (w: number) => (w > 0 ? sideFits(ctx, sideLength, w - outer - half) : []);
  // Side rooms under a metre wide are not worth walls: the ring hall runs to the facade instead.
  const sidesAt = (x: number) => {
    const lw = x - t.cw < 1 ? 0 : x - t.cw;
    const rw = L - (x + t.coreW + t.cw) < 1 ? 0 : L - (x + t.coreW + t.cw);
    return { cx0: x, leftW: lw, rightW: rw, leftFits: fitsOf(lw), rightFits: fitsOf(rw) };
  };
  // The core in the middle; where neither side room then holds a type of the mix, the core moves to the
  // left facade (its hall running to the facade, as wide as a hall with the outer wall) when the one side
  // room twice as wide holds one (issue 40: a storage room on every storey that no type fits becomes a
  // dwelling). The same on every floor: it depends on the footprint and the mix only.
  let at = sidesAt(t.snap((L - t.coreW) / 2));
  if (at.leftFits.length === 0 && at.rightFits.length === 0) {
    const shifted = sidesAt(Math.ceil((t.cw + outer - half) / inc - 1e-9) * inc);
    if (shifted.rightFits.length > 0) at = shifted;
  }
  const { cx0, leftW, rightW, leftFits, rightFits } = at;
  const sides = (leftFits.length > 0 ? 1 : 0) + (rightFits.length > 0 ? 1 : 0);
  const nf = Math.max(1, Math.ceil((t.n - sides) / 2));
  const nb = Math.max(1, t.n - sides - nf);
  // The side room's width for the chosen type: its deepest within limits, on the grid when that keeps it in.
  const widthFor = (f: SideFit) => {
    const walls = outer + half;
    const snapped = Math.floor((f.maxNetDepth + walls) / inc + 1e-9) * inc;
    return snapped - walls >= f.minNetDepth - 1e-6 ? snapped : f.maxNetDepth + walls;
  };
  const sideArea = (f: SideFit) => widthFor(f) * (ym1 - ym0);
  const left = b.side(leftFits, sideArea);
  const right = b.side(rightFits, sideArea);
  const front = b.row(0, L, 0, a, nf, 'y0', a, true);
  b.hall({ x0: 0, x1: L, y0: front, y1: ym0 });
  const back = nb > 0 ? b.row(0, L, ym1 + hw, W, nb, 'y1', ym1 + hw, true) : ym1 + hw;
  b.hall({ x0: 0, x1: L, y0: ym1, y1: back });
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
        spareRoom(
          draft(side, 'storage', 'leftover', 'ancillary', {
            entrance: { x: side.x0 === 0 ? side.x1 : side.x0, y: (ym0 + ym1) / 2 },
          }),
        ),
      );
  }
}

/** H: two wings of units along the side facades, halls either side of the core joined in front of it. */
function hLetter(
  ctx: BlockContext,
  t: TowerSetup,
  b: {
    hall: (r: Rect) => void;
    core: (r: Rect) => void;
    col: RowFn;
    drafts: DraftSpace[];
    slots: Slot[];
    side: (fits: SideFit[], area: (f: SideFit) => number) => SideFit | null;
  },
): void {
  const { length: L, width: W, rules } = ctx;
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
    b.drafts.push(
      spareRoom(
        draft({ x0: cx0, x1: cx1, y0: 0, y1: yb0 }, 'storage', 'leftover', 'ancillary', {
          entrance: { x: (cx0 + cx1) / 2, y: yb0 },
        }),
      ),
    );
  // Against the front facade the hall is wider by the outer wall, so its net width stays a hall's.
  const cross =
    yb0 > 1e-9 ? t.cw : t.cw + ctx.rules.outerWallThicknessMeters - ctx.rules.innerWallThicknessMeters / 2;
  b.hall({ x0: cx0, x1: cx1, y0: yb0, y1: yb0 + cross });
  // The core as long as its parts; behind it (issue 40) one room across the core's width at the back
  // facade with its door on the hall beside it: a dwelling where a type of the mix fits it (as deep as
  // the type allows, a spare room between it and the core when that is a metre or more), else a spare
  // room (storage where the need asks, else hall). Where less than two metres are left the core's columns
  // run to the facade as before.
  const c0 = yb0 + cross;
  const c1 = c0 + t.coreD;
  const outer = rules.outerWallThicknessMeters;
  const half = rules.innerWallThicknessMeters / 2;
  if (W - c1 < 2) {
    b.core({ x0: cx0, x1: cx1, y0: c0, y1: W });
    return;
  }
  const door = (y0: number, y1: number) => ({ x: cx0, y: (y0 + y1) / 2 });
  const spare = (y0: number, y1: number) =>
    b.drafts.push(
      spareRoom(
        draft({ x0: cx0, x1: cx1, y0, y1 }, 'storage', 'leftover', 'ancillary', { entrance: door(y0, y1) }),
      ),
    );
  const inc = ctx.grid.increment;
  const walls = outer + half;
  const depthFor = (f: SideFit) => {
    const snapped = Math.floor((f.maxNetDepth + walls) / inc + 1e-9) * inc;
    return snapped - walls >= f.minNetDepth - 1e-6 ? snapped : f.maxNetDepth + walls;
  };
  const fit = b.side(sideFits(ctx, t.coreW - 2 * half, W - c1 - walls), (f) => depthFor(f) * t.coreW);
  if (!fit) {
    b.core({ x0: cx0, x1: cx1, y0: c0, y1: c1 });
    spare(c1, W);
    return;
  }
  const y0 = W - depthFor(fit);
  const gap = y0 - c1 >= 1;
  b.core({ x0: cx0, x1: cx1, y0: c0, y1: gap ? c1 : y0 });
  if (gap) spare(c1, y0);
  b.slots.push({
    rect: { x0: cx0, x1: cx1, y0, y1: W },
    facade: 'y1',
    door: door(y0, W),
    unit: fit.unit,
    fixedDoor: true,
  });
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
  if (along - want < 1 + ctx.rules.outerWallThicknessMeters + ctx.rules.innerWallThicknessMeters)
    return [hall];
  // The hall on the side of the slot's door (nearest the core), the bicycle room beyond it.
  const low = depthAxis === 'y' ? s.door.x - r.x0 < r.x1 - s.door.x : s.door.y - r.y0 < r.y1 - s.door.y;
  const cut = depthAxis === 'y' ? (low ? r.x0 + want : r.x1 - want) : low ? r.y0 + want : r.y1 - want;
  const [a, b]: [Rect, Rect] =
    depthAxis === 'y'
      ? [
          { ...r, x1: cut },
          { ...r, x0: cut },
        ]
      : [
          { ...r, y1: cut },
          { ...r, y0: cut },
        ];
  const [hallRect, rest] = low ? [a, b] : [b, a];
  return [
    { ...hall, rect: hallRect },
    // A leftover room with a door (issue 40): the bicycle room where the places need it, else a storage
    // room where the dwellings need one, else part of the entrance hall (`spareRooms`).
    spareRoom(
      draft(rest, 'storage', 'leftover', 'ancillary', {
        depthAxis,
        entrance: { x: (rest.x0 + rest.x1) / 2, y: (rest.y0 + rest.y1) / 2 },
      }),
    ),
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
    // Its door where the dwelling's would be: it may be made a storage room (leftoverStorage.ts).
    drafts.push(draft(r, 'storage', 'leftover', 'ancillary', { entrance: s.door }));
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

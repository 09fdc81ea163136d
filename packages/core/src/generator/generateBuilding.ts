import { assumedRules } from '../constants/designRules';
import { clipPolygonToConvex } from '../geometry/clipPolygon';
import { polygonArea } from '../geometry/polygonArea';
import { insetPolygon } from '../geometry/insetPolygon';
import { rectPolygon } from '../geometry/rect';
import type { Rect } from '../geometry/rect';
import type { Polygon } from '../geometry/vec2';
import type { Frame } from '../geometry/transform';
import { localToRd, rdToLocal } from '../geometry/transform';
import type { BlockContext, BlockOutput } from './blockContext';
import { blockRegistry } from './blockRegistry';
import type { BuildingCfg } from './buildingCfg';
import type { BuildingModel, FloorModel, Instance, Space, TowerModel, UnitModel } from './buildingModel';
import type { FormFactors } from './formFactors';
import { computeFormFactors } from './formFactors';
import type { GeneratorInput } from './generatorInput';
import type { GeneratorMessage } from './generatorMessage';
import { layOutBlock } from './layout/blockMemo';
import { checkSpaces } from './layout/checkSpaces';
import { storageBalance } from './validations/privateStorage';
import { reachWalk, stairDoorsOf } from './validations/staircaseReach';
import { doorsOnParking } from './validations/frontDoorPavement';
import { machineRooms } from './layout/machineRooms';
import { fitInstances } from './layout/fitInstances';
import { outsideBuildableArea } from './layout/outsideBuildableArea';
import { placeFootprint } from './layout/placeFootprint';
import type { MixUnit } from './layout/mixUnit';
import type { PlaceOptions } from './layout/placeFloors';
import { placeFloors, placeSite } from './layout/placeFloors';
import type { TowerBase } from './layout/towers';
import { buildTowers } from './layout/towers';
import { resolveLevels } from './layout/resolveLevels';
import type { Generation } from './generation';
import { belowLeastFootprint, blockContext, buildingFrame, buildingMix, startGeneration } from './generation';

/** What one generation returns: the model, what could not be satisfied, and the form factors. */
export interface GeneratorResult {
  model: BuildingModel;
  messages: GeneratorMessage[];
  form_factors: FormFactors;
}

/** Blocks that stack the cfg's floor entries (offsets, podiums); the others lay out their own floors. */
const stackedBlocks = new Set(['gallery_flats', 'corridor_flats', 'tower', 'office', 'parking']);
/** Blocks that leave open ground: towers of the cfg stand on it directly. */
const groundBlocks = new Set(['none', 'empty', 'clear']);

/** Where the block's output stands: its footprint in the building's frame, and how the plan is mirrored. */
interface Placement {
  length: number;
  width: number;
  footprint: Polygon | null;
  flipX: boolean;
  flipY: boolean;
}

/** Generates one building with the current algorithm, stamping `versionLabel` on the model. */
export function generateBuilding(input: GeneratorInput, versionLabel: string): GeneratorResult {
  const g = startGeneration(input);
  const { cfg, rules, messages, say } = g;
  const { L0, W0, frame0 } = buildingFrame(g);
  let frame = frame0;
  const empty = (): GeneratorResult => emptyResult(input, frame, versionLabel, messages);

  const block = blockRegistry[cfg.blocktype];
  if (!block) {
    say('block_type_unknown', 'blocktype', String(cfg.blocktype));
    return empty();
  }
  const hasTowers = Array.isArray(cfg.towers) && cfg.towers.length > 0;
  if (cfg.blocktype === 'none' && !hasTowers) return empty();
  const stacked =
    stackedBlocks.has(cfg.blocktype) &&
    !(cfg.blocktype === 'parking' && cfg.parking?.parking_type === 'surface');

  const maxHeight = Math.max(
    0,
    Math.min(g.usable(input.building.maxheight, 'maxheight'), input.site.max_height ?? Infinity),
  );
  const { levels, messages: levelMessages } = resolveLevels(cfg, maxHeight, g.id, {
    podium: hasTowers && stacked,
  });

  const fp = placeFootprint({
    input,
    frame0,
    length: L0,
    width: W0,
    offsets: stacked ? levels.map((l) => ({ x: l.offset_x, y: l.offset_y })) : [],
    polygonMode: cfg.shape_mode === 'polygon' && cfg.blocktype !== 'none',
    outerWall: rules.outerWallThicknessMeters,
    say,
  });
  if (!fp) return empty();
  frame = fp.frame;
  const { length: L, width: W, footprint } = fp;
  if (belowLeastFootprint(g, L, W)) return empty();

  const mix = buildingMix(g);
  const flipX = cfg.flip_direction === 'x' || cfg.flip_direction === 'xy';
  // A gallery on the back facade is the front layout mirrored; flip_direction y mirrors it back again.
  const galleryBack = cfg.blocktype === 'gallery_flats' && cfg.flat.gallery_side === 'back';
  const flipY = (cfg.flip_direction === 'y' || cfg.flip_direction === 'xy') !== galleryBack;
  const ctx = blockContext(g, { length: L, width: W, levels, maxHeight, mix });
  if (footprint)
    ctx.footprint = footprint.map((p) => ({ x: flipX ? L - p.x : p.x, y: flipY ? W - p.y : p.y }));
  const out = cfg.blocktype === 'none' ? { floors: [], site: [] } : layOutBlock(block, ctx);
  // The floor stack only matters to blocks that build floors (not streets, paths or empty ground).
  if (out.floors.length > 0 && !['street_housing', 'distribution_centre'].includes(cfg.blocktype))
    messages.push(...levelMessages);

  const { at, floors, functions, siteOutline } = placeKeepingStairs(
    g,
    out,
    { length: L, width: W, footprint, flipX, flipY },
    ctx,
  );

  const { towers, mixes, partOf } = placeTowers(g, out, ctx, floors, {
    mix,
    hasTowers,
    stacked,
    at,
    floorHeight: levels[0]?.height ?? rules.floorHeightMeters,
  });
  const rooms = machineRooms(floors, rules, rules.floorHeightMeters, floors.length, g.id);
  messages.push(...rooms.messages);
  floors.push(...rooms.floors);

  checkBuilt(g, floors, { mixes, mix, partOf });
  // Every dwelling has its private storage (Bbl 4.31); the blocks lay them out, what is short is said once.
  const storage = storageBalance(floors, functions, rules);
  if (storage.storages < storage.dwellings)
    say('storage_missing', 'storage', storage.dwellings - storage.storages);
  if (storage.racks < storage.racksNeeded)
    say('bicycle_storage_missing', 'bicycle', storage.racksNeeded - storage.racks);
  for (const s of doorsOnParking(floors, functions)) say('sidewalk_missing', s.id, 0);
  messages.push(...outsideBuildableArea(floors, functions, frame, input.site, g.id));
  const copies = fitInstances(
    out.instances ?? [{ x: 0, y: 0, rotate_z: 0 }],
    { x: flipX, y: flipY },
    floors,
    functions,
    frame,
    input.site,
    g.id,
  );
  messages.push(...copies.messages);

  const model = assembleModel(g, versionLabel, frame, {
    floors,
    functions,
    towers,
    siteOutline,
    instances: copies.instances,
  });
  if (model.shape.height > maxHeight + 1e-6) say('max_height_exceeded', 'height', round2(model.shape.height));
  return {
    model,
    messages,
    form_factors: computeFormFactors([model], input.site, [envelopeArea(input, frame0, L0)]),
  };
}

/**
 * The block's output placed (`placeBlockOutput`) so that its offices keep their staircases: a polygon cut
 * that takes staircases of a distribution centre's office strip (the one at its start, or more) and leaves
 * offices above the ground out of reach gets the plan mirrored along its length when that leaves fewer out
 * of reach; office floors left without any staircase are not built (`staircase_missing`, per floor). What
 * is still out of reach is reported by the generator's check of the model (`staircase_out_of_reach`).
 */
function placeKeepingStairs(
  g: Generation,
  out: BlockOutput,
  first: Placement,
  ctx: BlockContext,
): { at: Placement; floors: FloorModel[]; functions: Space[]; siteOutline: Rect } {
  const mark = g.messages.length;
  const placed = placeBlockOutput(g, out, first, ctx);
  const stranded = (floors: readonly FloorModel[]) => floors.reduce((n, f) => n + officesOutOfReach(f), 0);
  const firstStranded = stranded(placed.floors);
  if (!first.footprint || firstStranded === 0) return { at: first, ...placed };
  const firstMessages = g.messages.splice(mark);
  const mirrored: Placement = { ...first, flipX: !first.flipX };
  const again = placeBlockOutput(g, out, mirrored, ctx);
  let chosen = { at: mirrored, ...again };
  if (stranded(again.floors) >= firstStranded) {
    g.messages.splice(mark);
    g.messages.push(...firstMessages);
    chosen = { at: first, ...placed };
  }
  const stairless = (f: FloorModel) =>
    f.level > 0 && f.spaces.some((s) => s.functiontype === 'office') && stairDoorsOf(f).length === 0;
  for (const f of chosen.floors.filter(stairless)) g.say('staircase_missing', `floor ${f.index}`, f.level);
  return { ...chosen, floors: chosen.floors.filter((f) => !stairless(f)) };
}

/** Offices of a storey above the ground with a point beyond the staircase reach (all of them without a staircase). */
function officesOutOfReach(f: FloorModel): number {
  const doors = stairDoorsOf(f);
  return f.spaces.filter((s) => {
    if (s.functiontype !== 'office') return false;
    const walk = reachWalk(s, f, doors);
    return walk !== null && walk > assumedRules.staircaseReachMeters + 1e-6;
  }).length;
}

/** The block's floors and site spaces placed in the footprint (mirrored as asked), with the trees of the green. */
function placeBlockOutput(
  g: Generation,
  out: BlockOutput,
  at: Placement,
  ctx: BlockContext,
): { floors: FloorModel[]; functions: Space[]; siteOutline: Rect } {
  const { rules, messages, id } = g;
  const place: PlaceOptions = {
    flipX: at.flipX,
    flipY: at.flipY,
    length: at.length,
    width: at.width,
    rules,
    footprint: at.footprint,
    mix: ctx.mix,
    corridorWidth: ctx.corridorWidth,
    buildingId: id,
    firstIndex: 0,
    z0: 0,
    level0: 0,
    towerIndex: null,
  };
  const placed = placeFloors(out.floors, place);
  messages.push(...placed.messages);
  const floors: FloorModel[] = placed.floors;
  const siteOutline = out.siteOutline ?? { x0: 0, y0: 0, x1: at.length, y1: at.width };
  const sited = placeSite(out.site, siteOutline, place);
  messages.push(...sited.messages);
  const functions: Space[] = sited.spaces.map((s) => ({
    ...s,
    trees:
      s.functiontype === 'green' || s.functiontype === 'forest'
        ? Math.floor(s.area_gross * rules.forestTreesPerSquareMeter + 1e-9)
        : 0,
  }));
  return { floors, functions, siteOutline };
}

/**
 * The towers: those the block says it built, then the cfg's towers on the podium (or on open ground when the
 * block builds no floors), whose floors join `floors`; with the mix of each part, to check each against.
 */
function placeTowers(
  g: Generation,
  out: BlockOutput,
  ctx: BlockContext,
  floors: FloorModel[],
  a: { mix: MixUnit[]; hasTowers: boolean; stacked: boolean; at: Placement; floorHeight: number },
): { towers: TowerModel[]; mixes: MixUnit[][]; partOf: (MixUnit[] | undefined)[] } {
  const { cfg, input, messages } = g;
  const towers: TowerModel[] = (out.towers ?? []).map((t) => ({
    name: t.name,
    blocktype: cfg.blocktype,
    shape: t.shape,
    core: t.core,
    apartments_per_floor: t.apartments_per_floor,
    polygon: floors[0]?.polygon ?? [],
    z: 0,
    height: floors.reduce((s, f) => s + f.height * f.repeat_count, 0),
    cfg_index: null,
  }));
  const mixes: MixUnit[][] = [a.mix];
  const partOf: (MixUnit[] | undefined)[] = [];
  if (a.hasTowers) {
    const base = towerBase(cfg, floors, a.stacked, a.at);
    const built = buildTowers({
      input,
      ctx,
      base,
      floorHeight: a.floorHeight,
      firstIndex: floors.length,
      firstTowerIndex: towers.length,
    });
    messages.push(...built.messages);
    floors.push(...built.floors);
    built.towers.forEach((t, k) => {
      towers.push(t);
      partOf[towers.length - 1] = built.mixes[k];
      mixes.push(built.mixes[k]!);
    });
  }
  return { towers, mixes, partOf };
}

/** What the cfg's towers stand on: the top storey's roof of a stacked block, open ground, or nothing. */
function towerBase(
  cfg: BuildingCfg,
  floors: readonly FloorModel[],
  stacked: boolean,
  at: Placement,
): TowerBase | null {
  const top = floors.reduce<FloorModel | null>(
    (best, f) => (!best || f.level + f.repeat_count >= best.level + best.repeat_count ? f : best),
    null,
  );
  return top && stacked
    ? {
        polygon: top.polygon,
        z: top.z + top.height * top.repeat_count,
        level: top.level + top.repeat_count,
        onGround: false,
      }
    : groundBlocks.has(cfg.blocktype)
      ? {
          polygon: at.footprint ?? rectPolygon({ x0: 0, y0: 0, x1: at.length, y1: at.width }),
          z: 0,
          level: 0,
          onGround: true,
        }
      : null;
}

/** The spaces against the design rules, and the built mix of the block and of each tower against its targets. */
function checkBuilt(
  g: Generation,
  floors: readonly FloorModel[],
  m: { mixes: readonly MixUnit[][]; mix: readonly MixUnit[]; partOf: readonly (MixUnit[] | undefined)[] },
): void {
  const { messages, rules, id } = g;
  const allUnits = uniqueUnits(m.mixes);
  messages.push(...checkSpaces(floors, allUnits, rules, id));
  messages.push(
    ...mixDeviation(
      floors.filter((f) => f.tower_index === null || !m.partOf[f.tower_index]),
      m.mix,
      id,
    ),
  );
  m.partOf.forEach((part, t) => {
    if (part)
      messages.push(
        ...mixDeviation(
          floors.filter((f) => f.tower_index === t),
          part,
          id,
        ),
      );
  });
}

/** The building model: its shape in RD and local metres, height, copies, walls, floors and units. */
function assembleModel(
  g: Generation,
  versionLabel: string,
  frame: Frame,
  parts: {
    floors: FloorModel[];
    functions: Space[];
    towers: TowerModel[];
    siteOutline: Rect;
    instances: Instance[];
  },
): BuildingModel {
  const { cfg, rules, id } = g;
  const { floors, functions, towers, siteOutline } = parts;
  const ground = floors[0]?.polygon ?? (functions.length > 0 ? rectPolygon(siteOutline) : []);
  const height = floors.reduce(
    (h, f) => (f.kind === 'storey' ? Math.max(h, f.z + f.height * f.repeat_count) : h),
    0,
  );
  return {
    building_id: id,
    generator_version: versionLabel,
    blocktype: cfg.blocktype,
    frame,
    clears_existing: cfg.blocktype === 'clear',
    shape: {
      polygon: ground.map((p) => localToRd(frame, p)),
      outer_polygon: ground,
      inner_polygon: floors.length > 0 ? insetPolygon(ground, rules.outerWallThicknessMeters) : ground,
      height,
      instances: parts.instances,
    },
    assets: [],
    walls: floors.flatMap((f) => f.walls),
    children: { towers, floors, blocks: [], functions },
    units: floors.flatMap((f) =>
      f.spaces
        .filter((s) => s.category === 'unit')
        .map((s): UnitModel => ({
          id: s.id,
          unit_id: s.unit_id,
          name: s.unit_name,
          functiontype: s.functiontype,
          floor_index: f.index,
          repeat_count: f.repeat_count,
          area_gross: s.area_gross,
          area_net: s.area_net,
          position: s.position,
        })),
    ),
  };
}

/** Every unit type of the building's parts, once (the first part's limits win; they are the same units). */
function uniqueUnits(mixes: readonly MixUnit[][]): MixUnit[] {
  const seen = new Map<string | number, MixUnit>();
  for (const m of mixes) for (const u of m) if (!seen.has(u.unit_id)) seen.set(u.unit_id, u);
  return [...seen.values()];
}

/** The empty space of spec section 4: a model without floors, e.g. for versions below 3 or block type none. */
export function emptyResult(
  input: GeneratorInput,
  frame: Frame,
  versionLabel: string | null,
  messages: GeneratorMessage[],
): GeneratorResult {
  const cfg = input.building.cfg;
  const model: BuildingModel = {
    building_id: input.building.id,
    generator_version: versionLabel,
    blocktype: cfg.blocktype,
    frame,
    clears_existing: false,
    shape: { polygon: [], outer_polygon: [], inner_polygon: [], height: 0, instances: [] },
    assets: [],
    walls: [],
    children: { towers: [], floors: [], blocks: [], functions: [] },
    units: [],
  };
  return {
    model,
    messages,
    form_factors: computeFormFactors([model], input.site, [
      envelopeArea(input, frame, input.building.maxlength),
    ]),
  };
}

/** Shares of the built mix more than 10 points off target, counted over all floors. */
function mixDeviation(
  floors: readonly FloorModel[],
  mix: readonly MixUnit[],
  id: string | number,
): GeneratorMessage[] {
  const counts = new Map<string | number, number>();
  let total = 0;
  for (const f of floors) {
    for (const s of f.spaces) {
      if (
        s.category !== 'unit' ||
        !s.counts_as_unit ||
        s.unit_id === null ||
        !mix.some((u) => u.unit_id === s.unit_id)
      )
        continue;
      counts.set(s.unit_id, (counts.get(s.unit_id) ?? 0) + f.repeat_count);
      total += f.repeat_count;
    }
  }
  if (total === 0) return [];
  return mix
    .filter((u) => Math.abs((counts.get(u.unit_id) ?? 0) / total - u.share) > 0.1)
    .map((u) => ({
      message: 'unit_mix_deviation' as const,
      target: String(u.unit_id),
      value: round2((counts.get(u.unit_id) ?? 0) / total),
      building_id: id,
      unit_id: u.unit_id,
    }));
}

/** The building's max footprint inside the buildable area (the envelope of the GSI-for-envelope), m2. */
function envelopeArea(input: GeneratorInput, frame: Frame, length: number): number {
  const box = rectPolygon({
    x0: 0,
    y0: 0,
    x1: Math.max(0, length),
    y1: Math.max(0, input.building.maxwidth),
  });
  if (input.site.buildable_area.length < 3) return polygonArea(box);
  const local = input.site.buildable_area.map((p) => rdToLocal(frame, p));
  return polygonArea(clipPolygonToConvex(local, box));
}

const round2 = (v: number) => Math.round(v * 100) / 100;

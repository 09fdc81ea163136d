import { unitDefaults } from '../constants/buildingDefaults';
import { designRules } from '../constants/designRules';
import { clipPolygonToConvex } from '../geometry/clipPolygon';
import { polygonArea } from '../geometry/polygonArea';
import { insetPolygon } from '../geometry/insetPolygon';
import { rectPolygon } from '../geometry/rect';
import type { Frame } from '../geometry/transform';
import { localToRd, rdToLocal, rotateVec } from '../geometry/transform';
import { radians, rdPoint } from '../units/units';
import type { BlockContext } from './blockContext';
import { blockRegistry } from './blockRegistry';
import type { BuildingModel, FloorModel, Space, TowerModel, UnitModel } from './buildingModel';
import type { FormFactors } from './formFactors';
import { computeFormFactors } from './formFactors';
import { resolveRules } from './generationParameters';
import type { ResolvedRules } from './generationParameters';
import type { GeneratorInput } from './generatorInput';
import type { GeneratorMessage } from './generatorMessage';
import { checkSpaces } from './layout/checkSpaces';
import { machineRooms } from './layout/machineRooms';
import { minFootprint } from './layout/minFootprint';
import { fitInstances } from './layout/fitInstances';
import { outsideBuildableArea } from './layout/outsideBuildableArea';
import { placeFootprint } from './layout/placeFootprint';
import type { MixUnit } from './layout/mixUnit';
import type { PlaceOptions } from './layout/placeFloors';
import { placeFloors, placeSite } from './layout/placeFloors';
import type { TowerBase } from './layout/towers';
import { buildTowers } from './layout/towers';
import { resolveLevels } from './layout/resolveLevels';
import { resolveMix } from './layout/resolveMix';

/** What one generation returns: the model, what could not be satisfied, and the form factors. */
export interface GeneratorResult {
  model: BuildingModel;
  messages: GeneratorMessage[];
  form_factors: FormFactors;
}

const residentialBlocks = new Set(['gallery_flats', 'corridor_flats', 'tower', 'street_housing']);

/** Blocks that stack the cfg's floor entries (offsets, podiums); the others lay out their own floors. */
const stackedBlocks = new Set(['gallery_flats', 'corridor_flats', 'tower', 'office', 'parking']);
/** Blocks that leave open ground: towers of the cfg stand on it directly. */
const groundBlocks = new Set(['none', 'empty', 'clear']);

/** Generates one building with the current algorithm, stamping `versionLabel` on the model. */
export function generateBuilding(input: GeneratorInput, versionLabel: string): GeneratorResult {
  const { building, site } = input;
  const cfg = building.cfg;
  const id = building.id;
  const messages: GeneratorMessage[] = [];
  const { rules, messages: ruleMessages } = resolveRules(
    input.design_rules ?? designRules,
    [input.generation_parameters, cfg.generation_parameters],
    id,
  );
  messages.push(...ruleMessages);
  const say = (message: GeneratorMessage['message'], target: string, value: number | string | null) =>
    messages.push({ message, target, value, building_id: id, unit_id: null });

  // Numbers from a form can be anything: unusable ones become messages and a safe value, never a throw.
  const usable = (value: number, field: string, fallback = 0) => {
    if (Number.isFinite(value)) return value;
    say('parameter_unreadable', field, String(value));
    return fallback;
  };
  const L0 = Math.max(0, usable(building.maxlength, 'maxlength'));
  const W0 = Math.max(0, usable(building.maxwidth, 'maxwidth'));
  const centre = rdPoint(building.x, building.y);
  const rot = radians(usable(building.rotate_z, 'rotate_z'));
  const corner = rotateVec({ x: -L0 / 2, y: -W0 / 2 }, rot);
  const frame0: Frame = { origin: rdPoint(centre.x + corner.x, centre.y + corner.y), rotate_z: rot };
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
    Math.min(usable(building.maxheight, 'maxheight'), site.max_height ?? Infinity),
  );
  const { levels, messages: levelMessages } = resolveLevels(cfg, maxHeight, id, {
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
  const least = minFootprint(cfg.blocktype, rules);
  if (least && (L < least.length - 1e-9 || W < least.width - 1e-9)) {
    // Said in metres to reach: the side that is short and the least it must be.
    if (L < least.length - 1e-9) say('footprint_too_small', 'maxlength', least.length);
    else say('footprint_too_small', 'maxwidth', least.width);
    return empty();
  }

  const { mix: resolvedMix, messages: mixMessages } = resolveMix(
    cfg.units,
    input.units,
    input.preset,
    rules,
    id,
  );
  messages.push(...mixMessages);
  let mix: MixUnit[] = resolvedMix;
  if (mix.length === 0) {
    mix = [defaultMixUnit(rules)];
    if (residentialBlocks.has(cfg.blocktype)) say('no_units', 'mix', 'default unit 50-100 m2');
  }

  const ctx: BlockContext = {
    buildingId: id,
    blocktype: cfg.blocktype,
    cfg,
    rules,
    length: L,
    width: W,
    levels,
    onGround: true,
    maxHeight,
    mix,
    grid: resolveGrid(cfg, rules, messages, id),
    corridorWidth: resolveCorridorWidth(
      cfg.flat.corridor_width ?? input.preset?.corridorWidth ?? null,
      rules,
      messages,
      id,
    ),
    messages,
    tally: new Map(),
  };
  const out = cfg.blocktype === 'none' ? { floors: [], site: [] } : block(ctx);
  // The floor stack only matters to blocks that build floors (not streets, paths or empty ground).
  if (out.floors.length > 0 && !['street_housing', 'distribution_centre'].includes(cfg.blocktype))
    messages.push(...levelMessages);

  const flipX = cfg.flip_direction === 'x' || cfg.flip_direction === 'xy';
  // A gallery on the back facade is the front layout mirrored; flip_direction y mirrors it back again.
  const galleryBack = cfg.blocktype === 'gallery_flats' && cfg.flat.gallery_side === 'back';
  const flipY = (cfg.flip_direction === 'y' || cfg.flip_direction === 'xy') !== galleryBack;
  const place: PlaceOptions = {
    flipX,
    flipY,
    length: L,
    width: W,
    rules,
    footprint,
    mix,
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
  const siteOutline = out.siteOutline ?? { x0: 0, y0: 0, x1: L, y1: W };
  const sited = placeSite(out.site, siteOutline, place);
  messages.push(...sited.messages);
  const functions: Space[] = sited.spaces.map((s) => ({
    ...s,
    trees:
      s.functiontype === 'green' || s.functiontype === 'forest'
        ? Math.floor(s.area_gross * rules.forestTreesPerSquareMeter + 1e-9)
        : 0,
  }));

  // Towers on the podium (or on open ground when the block builds no floors).
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
  const mixes: MixUnit[][] = [mix];
  const partOf: (MixUnit[] | undefined)[] = [];
  if (hasTowers) {
    const top = floors.reduce<FloorModel | null>(
      (best, f) => (!best || f.level + f.repeat_count >= best.level + best.repeat_count ? f : best),
      null,
    );
    const base: TowerBase | null =
      top && stacked
        ? {
            polygon: top.polygon,
            z: top.z + top.height * top.repeat_count,
            level: top.level + top.repeat_count,
            onGround: false,
          }
        : groundBlocks.has(cfg.blocktype)
          ? {
              polygon: footprint ?? rectPolygon({ x0: 0, y0: 0, x1: L, y1: W }),
              z: 0,
              level: 0,
              onGround: true,
            }
          : null;
    const built = buildTowers({
      input,
      ctx,
      base,
      floorHeight: levels[0]?.height ?? rules.floorHeightMeters,
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
  const rooms = machineRooms(floors, rules, rules.floorHeightMeters, floors.length, id);
  messages.push(...rooms.messages);
  floors.push(...rooms.floors);

  const allUnits = uniqueUnits(mixes);
  messages.push(...checkSpaces(floors, allUnits, rules, id));
  messages.push(
    ...mixDeviation(
      floors.filter((f) => f.tower_index === null || !partOf[f.tower_index]),
      mix,
      id,
    ),
  );
  partOf.forEach((m, t) => {
    if (m)
      messages.push(
        ...mixDeviation(
          floors.filter((f) => f.tower_index === t),
          m,
          id,
        ),
      );
  });
  messages.push(...outsideBuildableArea(floors, functions, frame, site, id));
  const copies = fitInstances(out.instances ?? [{ x: 0, y: 0, rotate_z: 0 }], { x: flipX, y: flipY }, floors, functions, frame, site, id);
  messages.push(...copies.messages);

  const ground = floors[0]?.polygon ?? (functions.length > 0 ? rectPolygon(siteOutline) : []);
  const height = floors.reduce(
    (h, f) => (f.kind === 'storey' ? Math.max(h, f.z + f.height * f.repeat_count) : h),
    0,
  );
  const model: BuildingModel = {
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
      instances: copies.instances,
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
  if (model.shape.height > maxHeight + 1e-6) say('max_height_exceeded', 'height', round2(model.shape.height));
  return {
    model,
    messages,
    form_factors: computeFormFactors([model], site, [envelopeArea(input, frame0, L0)]),
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

/** The cfg's unit-mix grid, with the design rule standing in for any value that cannot work (and a message). */
function resolveGrid(
  cfg: GeneratorInput['building']['cfg'],
  rules: ResolvedRules,
  messages: GeneratorMessage[],
  id: string | number,
) {
  const pick = (value: number, fallback: number, field: string) => {
    if (Number.isFinite(value) && value > 0) return value;
    messages.push({
      message: 'parameter_unreadable',
      target: `grids.${field}`,
      value: String(value),
      building_id: id,
      unit_id: null,
    });
    return fallback;
  };
  const min = pick(cfg.grids.min_grid_size, rules.gridMinSizeMeters, 'min_grid_size');
  const increment = pick(cfg.grids.grid_increments, rules.gridIncrementMeters, 'grid_increments');
  const max = Math.max(min, pick(cfg.grids.max_grid_size, rules.gridMaxSizeMeters, 'max_grid_size'));
  return { min, increment, max };
}

/** The corridor and gallery width: the cfg's or preset's, reported when below the design rule. */
function resolveCorridorWidth(
  width: number | null,
  rules: ResolvedRules,
  messages: GeneratorMessage[],
  id: string | number,
): number {
  if (width === null) return rules.corridorWidthMeters;
  if (!Number.isFinite(width) || width <= 0) {
    messages.push({
      message: 'parameter_unreadable',
      target: 'corridor_width',
      value: String(width),
      building_id: id,
      unit_id: null,
    });
    return rules.corridorWidthMeters;
  }
  if (width < rules.corridorWidthMeters - 1e-9) {
    messages.push({
      message: 'corridor_too_narrow',
      target: 'corridor_width',
      value: width,
      building_id: id,
      unit_id: null,
    });
  }
  return width;
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

function defaultMixUnit(rules: ResolvedRules): MixUnit {
  return {
    unit_id: 'default',
    name: 'Default',
    order: 0,
    size: unitDefaults.sizeSquareMeters,
    size_max: unitDefaults.sizeMaxSquareMeters,
    share: 1,
    mindepth: rules.apartmentMinDepthMeters,
    maxdepth: rules.apartmentMaxDepthMeters,
    two_window_maxdepth: rules.apartmentTwoWindowMaxDepthMeters,
    minlength: rules.apartmentMinLengthMeters,
    maxlength: rules.apartmentMaxLengthMeters,
    two_window_minlength: rules.apartmentTwoWindowMinLengthMeters,
    parking_ratio: rules.parkingRatioSpotsPerUnit,
    balcony: null,
  };
}

const round2 = (v: number) => Math.round(v * 100) / 100;

import { unitDefaults } from '../constants/buildingDefaults';
import { designRules } from '../constants/designRules';
import { clipPolygonToConvex } from '../geometry/clipPolygon';
import { polygonArea } from '../geometry/polygonArea';
import { fitStripInPolygon } from '../geometry/fitStripInPolygon';
import { insetPolygon } from '../geometry/insetPolygon';
import type { Frame } from '../geometry/transform';
import { localToRd, rdToLocal, rotateVec } from '../geometry/transform';
import { rectPolygon } from '../geometry/rect';
import { radians, rdPoint } from '../units/units';
import type { BlockContext } from './blockContext';
import { blockRegistry } from './blockRegistry';
import type { BuildingModel, FloorModel, Space, UnitModel } from './buildingModel';
import type { FormFactors } from './formFactors';
import { computeFormFactors } from './formFactors';
import { resolveRules } from './generationParameters';
import type { ResolvedRules } from './generationParameters';
import type { GeneratorInput } from './generatorInput';
import type { GeneratorMessage } from './generatorMessage';
import { checkSpaces } from './layout/checkSpaces';
import { finalizeFloor } from './layout/floorDraft';
import { mirrorDraft, mirrorRect } from './layout/mirrorDraft';
import type { MixUnit } from './layout/mixUnit';
import { resolveLevels } from './layout/resolveLevels';
import { resolveMix } from './layout/resolveMix';

/** What one generation returns: the model, what could not be satisfied, and the form factors. */
export interface GeneratorResult {
  model: BuildingModel;
  messages: GeneratorMessage[];
  form_factors: FormFactors;
}

const residentialBlocks = new Set(['gallery_flats', 'corridor_flats', 'tower', 'street_housing']);

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

  // Numbers from a form can be anything: unusable ones become messages and a safe value, never a throw.
  const usable = (value: number, field: string, fallback = 0) => {
    if (Number.isFinite(value)) return value;
    messages.push({
      message: 'parameter_unreadable',
      target: field,
      value: String(value),
      building_id: id,
      unit_id: null,
    });
    return fallback;
  };
  const L0 = Math.max(0, usable(building.maxlength, 'maxlength'));
  const W = Math.max(0, usable(building.maxwidth, 'maxwidth'));
  const centre = rdPoint(building.x, building.y);
  const rot = radians(usable(building.rotate_z, 'rotate_z'));
  const corner = rotateVec({ x: -L0 / 2, y: -W / 2 }, rot);
  let frame: Frame = { origin: rdPoint(centre.x + corner.x, centre.y + corner.y), rotate_z: rot };
  const frame0 = frame;
  const empty = (): GeneratorResult => emptyResult(input, frame, versionLabel, messages);

  const block = blockRegistry[cfg.blocktype];
  if (!block) {
    messages.push({
      message: 'block_type_unknown',
      target: 'blocktype',
      value: String(cfg.blocktype),
      building_id: id,
      unit_id: null,
    });
    return empty();
  }
  if (cfg.blocktype === 'none') return empty();

  // Fit the footprint into the buildable area: shorten along the length rather than stick out.
  let L = L0;
  if (site.buildable_area.length >= 3 && L0 > 0 && W > 0) {
    const local = site.buildable_area.map((p) => rdToLocal(frame, p));
    const fit = fitStripInPolygon(local, L0, W);
    if (!fit) {
      messages.push({
        message: 'footprint_outside_buildable_area',
        target: 'footprint',
        value: null,
        building_id: id,
        unit_id: null,
      });
      return empty();
    }
    if (fit.x1 - fit.x0 < L0 - 1e-6) {
      L = fit.x1 - fit.x0;
      messages.push({
        message: 'footprint_shortened',
        target: 'maxlength',
        value: round2(L),
        building_id: id,
        unit_id: null,
      });
      frame = { origin: localToRd(frame, { x: fit.x0, y: 0 }), rotate_z: rot };
    }
  }
  if (L <= 0 || W <= 0) {
    messages.push({
      message: 'footprint_too_small',
      target: 'footprint',
      value: round2(L * W),
      building_id: id,
      unit_id: null,
    });
    return empty();
  }

  const maxHeight = Math.max(
    0,
    Math.min(usable(building.maxheight, 'maxheight'), site.max_height ?? Infinity),
  );
  const { levels, messages: levelMessages } = resolveLevels(cfg, maxHeight, id);

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
    if (residentialBlocks.has(cfg.blocktype))
      messages.push({
        message: 'no_units',
        target: 'mix',
        value: 'default unit 50-100 m2',
        building_id: id,
        unit_id: null,
      });
  }

  const ctx: BlockContext = {
    buildingId: id,
    blocktype: cfg.blocktype,
    cfg,
    rules,
    length: L,
    width: W,
    levels,
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
  const out = block(ctx);
  // The floor stack only matters to blocks that build floors (not streets, paths or empty ground).
  if (out.floors.length > 0 && !['street_housing', 'distribution_centre'].includes(cfg.blocktype))
    messages.push(...levelMessages);

  const flipX = cfg.flip_direction === 'x' || cfg.flip_direction === 'xy';
  // A gallery on the back facade is the front layout mirrored; flip_direction y mirrors it back again.
  const galleryBack = cfg.blocktype === 'gallery_flats' && cfg.flat.gallery_side === 'back';
  const flipY = (cfg.flip_direction === 'y' || cfg.flip_direction === 'xy') !== galleryBack;
  const floors: FloorModel[] = [];
  let z = 0;
  let level = 0;
  out.floors.forEach((f, k) => {
    const drafts = f.drafts.map((d) => mirrorDraft(d, flipX, flipY, L, W));
    const outline = mirrorRect(f.outline, flipX, flipY, L, W);
    const { spaces, walls } = finalizeFloor(drafts, outline, rules, k, z);
    floors.push({
      index: k,
      name: f.name,
      level,
      z,
      height: f.height,
      repeat_count: f.repeat_count,
      roof_type: f.roof_type,
      polygon: rectPolygon(outline),
      spaces,
      walls,
    });
    z += f.height * f.repeat_count;
    level += f.repeat_count;
  });
  const siteOutline = mirrorRect(out.siteOutline ?? { x0: 0, y0: 0, x1: L, y1: W }, flipX, flipY, L, W);
  const noWalls: ResolvedRules = { ...rules, outerWallThicknessMeters: 0, innerWallThicknessMeters: 0 };
  const functions: Space[] = finalizeFloor(
    out.site.map((d) => mirrorDraft({ ...d, walled: false }, flipX, flipY, L, W)),
    siteOutline,
    noWalls,
    -1,
    0,
  ).spaces.map((s) => ({
    ...s,
    id: s.id.replace('f-1-', 'site-'),
    trees:
      s.functiontype === 'green' || s.functiontype === 'forest'
        ? Math.floor(s.area_gross * rules.forestTreesPerSquareMeter + 1e-9)
        : 0,
  }));
  messages.push(...checkSpaces(floors, mix, rules, id));
  messages.push(...mixDeviation(floors, mix, id));

  const ground = floors[0]?.polygon ?? (functions.length > 0 ? rectPolygon(siteOutline) : []);
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
      height: z,
      instances: out.instances ?? [{ x: 0, y: 0, rotate_z: 0 }],
    },
    assets: [],
    walls: floors.flatMap((f) => f.walls),
    children: { towers: out.towers ?? [], floors, blocks: [], functions },
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
  if (model.shape.height > maxHeight + 1e-6) {
    messages.push({
      message: 'max_height_exceeded',
      target: 'height',
      value: round2(model.shape.height),
      building_id: id,
      unit_id: null,
    });
  }
  return {
    model,
    messages,
    form_factors: computeFormFactors([model], site, [envelopeArea(input, frame0, L0)]),
  };
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

import { assumedRules } from '../../constants/designRules';
import { polygonInsidePolygon } from '../../geometry/polygonInsidePolygon';
import { boundingRect } from '../../geometry/rect';
import type { Rect } from '../../geometry/rect';
import type { Polygon, Vec2 } from '../../geometry/vec2';
import type { BlockContext, FloorDraft, LevelPlan } from '../blockContext';
import { blockRegistry } from '../blockRegistry';
import type { BuildingCfg, TowerCfg } from '../buildingCfg';
import type { FloorModel, TowerModel } from '../buildingModel';
import type { BlockType } from '../enums';
import type { GeneratorInput } from '../generatorInput';
import type { GeneratorMessage } from '../generatorMessage';
import { mapFloor, turnAbout } from './mapFloor';
import type { PointMap } from './mapFloor';
import type { MixUnit } from './mixUnit';
import { placeFloors } from './placeFloors';
import { resolveMix } from './resolveMix';

/** Block types a tower entry may have: the ones that stack floors of dwellings or offices. */
const towerBlocks = new Set<BlockType>(['tower', 'gallery_flats', 'corridor_flats', 'office']);

/** What the building's own block leaves for towers to stand on. */
export interface TowerBase {
  /** The roof towers stand on: the top storey's outline, or the ground when the block builds no floors. */
  polygon: Polygon;
  z: number;
  level: number;
  onGround: boolean;
}

/** A placed tower: its model entry, floors (in the building's local frame) and the mix it used. */
interface Placed {
  model: TowerModel;
  floors: FloorModel[];
  mix: MixUnit[];
  length: number;
  depth: number;
  angle: number;
  centre: Vec2;
  top: { polygon: Polygon; z: number; level: number };
}

const TURN = Math.PI / 180;

/** The arguments of buildTowers. */
interface TowerArgs {
  input: GeneratorInput;
  ctx: BlockContext;
  base: TowerBase | null;
  floorHeight: number;
  firstIndex: number;
  firstTowerIndex: number;
}

/** What buildTowers returns: the towers' floors and models, the mix of each, and what could not be placed. */
interface TowersOut {
  floors: FloorModel[];
  towers: TowerModel[];
  mixes: MixUnit[][];
  messages: GeneratorMessage[];
}

/** The state of one buildTowers run that every tower placed adds to. */
interface TowerRun {
  args: TowerArgs;
  base: TowerBase;
  result: TowersOut;
  placed: Map<string, Placed>;
  baseBox: Rect;
  /** The length of the podium each tower on it gets. */
  slot: number;
  say: (target: string, value: number | string | null) => void;
}

/** Where a tower stands: the roof below it, its size, turn and footprint in the building's frame. */
interface TowerSpot {
  roof: { polygon: Polygon; z: number; level: number };
  length: number;
  depth: number;
  centre: Vec2;
  angle: number;
  toBuilding: PointMap;
  footprint: Polygon;
}

/**
 * Lays out the building's `cfg.towers`: each tower is its own block (a U/O/H tower unless its entry says
 * otherwise) with its own storeys and apartments a floor, standing on the podium or, with `base_ref`, on
 * another tower. Towers on the podium share its length in equal slots in their order; a tower takes its
 * slot less the tower spacing and the podium's depth unless `minlength` and `mindepth` give its size, is
 * turned by `angle_degrees` about its centre, and must stand inside the roof below it. What cannot be
 * placed is reported (`tower_not_placed`) and left out.
 */
export function buildTowers(args: TowerArgs): TowersOut {
  const { ctx, base } = args;
  const id = ctx.buildingId;
  const messages: GeneratorMessage[] = [];
  const say = (target: string, value: number | string | null) => {
    messages.push({ message: 'tower_not_placed', target, value, building_id: id, unit_id: null });
  };
  const entries = normalise(ctx.cfg.towers);
  const result: TowersOut = { floors: [], towers: [], mixes: [], messages };
  if (entries.length === 0) return result;
  if (!base) {
    for (const e of entries) say(`towers.${e.index}`, ctx.blocktype);
    return result;
  }
  const names = new Set(entries.map((e) => e.name));
  const stacked = (e: Entry) => e.base_ref !== null && e.base_ref !== e.name && names.has(e.base_ref);
  const onPodium = entries.filter((e) => !stacked(e));
  const baseBox = boundingRect(base.polygon);
  const slot = (baseBox.x1 - baseBox.x0) / Math.max(1, onPodium.length);
  const run: TowerRun = { args, base, result, placed: new Map(), baseBox, slot, say };

  onPodium.forEach((e, k) => placeTower(run, e, null, k));
  // Towers on towers, in their order; a chain waits for its base, a cycle never gets one.
  let waiting = entries.filter(stacked);
  for (let pass = 0; pass < entries.length && waiting.length > 0; pass++) {
    const next: Entry[] = [];
    for (const e of waiting) {
      const on = run.placed.get(e.base_ref!);
      if (on) placeTower(run, e, on, 0);
      else next.push(e);
    }
    if (next.length === waiting.length) break;
    waiting = next;
  }
  for (const e of waiting) if (!run.placed.has(e.base_ref!)) say(`towers.${e.index}.base_ref`, e.base_ref);
  return result;
}

/** Places one tower entry on the podium (in its slot) or on the tower `on`; reports it when it cannot. */
function placeTower(run: TowerRun, e: Entry, on: Placed | null, slotIndex: number): void {
  const { args, base, result } = run;
  const { ctx } = args;
  const c = e.config;
  const target = `towers.${e.index}`;
  const blocktype: BlockType = c.blocktype ?? (c.functiontype === 'office' ? 'office' : 'tower');
  if (!towerBlocks.has(blocktype)) {
    run.say(target, blocktype);
    return;
  }
  const spot = towerSpot(run, c, on, slotIndex);
  const { roof, length, depth } = spot;
  if (!polygonInsidePolygon(spot.footprint, roof.polygon, 1e-6)) {
    run.say(target, Math.round(length * depth * 100) / 100);
    return;
  }
  const storeys = towerStoreys(run, c, target, roof.z);
  if (storeys < 1) {
    run.say(target, 'height');
    return;
  }
  const levels = towerLevels(e.name, storeys, args.floorHeight, !on && base.onGround);
  const mix = towerMix(run, c, target);
  const cfg = {
    ...ctx.cfg,
    blocktype,
    towertype: c.towertype ?? ctx.cfg.towertype,
    flip_direction: c.flip_direction ?? ctx.cfg.flip_direction,
    floors: [],
    towers: [],
  };
  const sub: BlockContext = {
    ...ctx,
    blocktype,
    cfg,
    length,
    width: depth,
    levels,
    onGround: !on && base.onGround,
    mix,
    tally: new Map(),
    messages: [],
  };
  const out = blockRegistry[blocktype](sub);
  const firstIndex = args.firstIndex + result.floors.length;
  // The block numbered its floors from 0; its messages name spaces on the building's floor numbers.
  result.messages.push(
    ...sub.messages.map((m) => ({
      ...m,
      target: m.target.replace(/^f(\d+)(?=-s\d|\s)/, (_, n: string) => `f${Number(n) + firstIndex}`),
    })),
  );
  if (out.floors.length === 0) return;
  const floors = placeTowerFloors(run, out.floors, cfg, spot, mix, firstIndex);
  const last = floors[floors.length - 1]!;
  const height = floors.reduce((s, f) => s + f.height * f.repeat_count, 0);
  const info = out.towers?.[0];
  const model: TowerModel = {
    name: e.name,
    blocktype,
    shape: info?.shape ?? null,
    core: info?.core ?? null,
    apartments_per_floor: info?.apartments_per_floor ?? null,
    polygon: spot.footprint,
    z: roof.z,
    height,
    cfg_index: e.index,
  };
  result.floors.push(...floors);
  result.towers.push(model);
  result.mixes.push(mix);
  run.placed.set(e.name, {
    model,
    floors,
    mix,
    length,
    depth,
    angle: spot.angle,
    centre: spot.centre,
    top: { polygon: last.polygon, z: roof.z + height, level: last.level + last.repeat_count },
  });
}

/** A tower's size, centre and turn: its own, else the tower below it, else its slot of the podium. */
function towerSpot(run: TowerRun, c: Entry['config'], on: Placed | null, slotIndex: number): TowerSpot {
  const { base, baseBox, slot } = run;
  const roof = on ? on.top : { polygon: base.polygon, z: base.z, level: base.level };
  const spare = on ? 0 : Math.min(assumedRules.towerSpacingMeters, slot / 2);
  const length = positive(c.minlength) ?? (on ? on.length : slot - spare);
  const depth = positive(c.mindepth) ?? (on ? on.depth : baseBox.y1 - baseBox.y0);
  const centre = on
    ? on.centre
    : { x: baseBox.x0 + slot * (slotIndex + 0.5), y: (baseBox.y0 + baseBox.y1) / 2 };
  const angle =
    c.angle_degrees !== null && Number.isFinite(c.angle_degrees) ? c.angle_degrees * TURN : (on?.angle ?? 0);
  const toBuilding = turnAbout({ x: length / 2, y: depth / 2 }, angle, centre);
  const footprint: Polygon = [
    { x: 0, y: 0 },
    { x: length, y: 0 },
    { x: length, y: depth },
    { x: 0, y: depth },
  ].map(toBuilding);
  return { roof, length, depth, centre, angle, toBuilding, footprint };
}

/** Storeys: as many as asked, cut to the tower's and the building's height (said when cut). */
function towerStoreys(run: TowerRun, c: Entry['config'], target: string, roofZ: number): number {
  const { ctx, floorHeight } = run.args;
  const top = Math.min(finiteOr(c.maxheight, Infinity), ctx.maxHeight);
  const fit = Math.max(0, Math.floor((top - roofZ) / floorHeight + 1e-9));
  const asked =
    c.repeat_count !== null && Number.isFinite(c.repeat_count)
      ? Math.max(0, Math.floor(c.repeat_count))
      : fit;
  if (asked > fit)
    run.result.messages.push({
      message: 'floors_limited_by_height',
      target,
      value: asked - fit,
      building_id: ctx.buildingId,
      unit_id: null,
    });
  return Math.min(asked, fit);
}

/** The tower's mix: the building's, or the one unit type its entry names when that resolves. */
function towerMix(run: TowerRun, c: Entry['config'], target: string): MixUnit[] {
  const { input, ctx } = run.args;
  if (c.unit_id === null || c.unit_id === undefined) return ctx.mix;
  const own = resolveMix(
    [
      {
        mode: 'reference',
        repeat_ratio: 1,
        order: 0,
        name: '',
        size: null,
        size_max: null,
        unitId: c.unit_id,
      },
    ],
    input.units,
    input.preset,
    ctx.rules,
    ctx.buildingId,
  );
  run.result.messages.push(...own.messages.map((m) => ({ ...m, target: `${target}.unit_id` })));
  return own.mix.length > 0 ? own.mix : ctx.mix;
}

/** The tower block's floors placed on the roof below it and turned into the building's frame. */
function placeTowerFloors(
  run: TowerRun,
  drafts: FloorDraft[],
  cfg: BuildingCfg,
  spot: TowerSpot,
  mix: MixUnit[],
  firstIndex: number,
): FloorModel[] {
  const { ctx, firstTowerIndex } = run.args;
  const towerIndex = firstTowerIndex + run.result.towers.length;
  const flipX = cfg.flip_direction === 'x' || cfg.flip_direction === 'xy';
  const galleryBack = cfg.blocktype === 'gallery_flats' && cfg.flat.gallery_side === 'back';
  const flipY = (cfg.flip_direction === 'y' || cfg.flip_direction === 'xy') !== galleryBack;
  const laid = placeFloors(drafts, {
    flipX,
    flipY,
    length: spot.length,
    width: spot.depth,
    rules: ctx.rules,
    footprint: null,
    mix,
    corridorWidth: ctx.corridorWidth,
    buildingId: ctx.buildingId,
    firstIndex,
    z0: spot.roof.z,
    level0: spot.roof.level,
    towerIndex,
  });
  run.result.messages.push(...laid.messages);
  return laid.floors.map((f) => mapFloor(f, spot.toBuilding));
}

/**
 * A tower's storeys: on the ground the first has the entrance; on a podium the first has no entrance but its
 * own layout too (it takes the storage and bicycle rooms of the tower's dwellings), the rest repeat.
 */
function towerLevels(name: string, storeys: number, height: number, onGround: boolean): LevelPlan[] {
  const level = (repeat_count: number, entrance_size: number): LevelPlan => ({
    name,
    height,
    repeat_count,
    roof_type: 'flat',
    entrance_size,
    offset_x: 0,
    offset_y: 0,
  });
  const entrance = onGround ? 50 : 0;
  return storeys > 1 ? [level(1, entrance), level(storeys - 1, 0)] : [level(1, entrance)];
}

interface Entry {
  index: number;
  name: string;
  order: number;
  base_ref: string | null;
  config: TowerCfg['config'];
}

const emptyConfig = (): TowerCfg['config'] => ({
  repeat_count: null,
  mindepth: null,
  minlength: null,
  angle_degrees: null,
  maxheight: null,
  blocktype: null,
  towertype: null,
  flip_direction: null,
  functiontype: null,
  unit_id: null,
});

/**
 * Tower entries as the generator reads them: stored cfgs may miss fields, so every field gets its empty
 * value; `instance_ref` fills the empty fields from the named tower; sorted by order, then position.
 */
function normalise(towers: readonly TowerCfg[] | undefined): Entry[] {
  if (!Array.isArray(towers)) return [];
  const raw = towers.map((t, index) => {
    const config = { ...emptyConfig() };
    for (const [k, v] of Object.entries(t?.config ?? {}))
      if (v !== undefined && k in config) (config as Record<string, unknown>)[k] = v;
    return {
      index,
      name: typeof t?.name === 'string' && t.name !== '' ? t.name : `Tower ${index + 1}`,
      order: Number.isFinite(t?.order) ? t.order : index,
      base_ref: typeof t?.base_ref === 'string' && t.base_ref !== '' ? t.base_ref : null,
      instance_ref: typeof t?.instance_ref === 'string' && t.instance_ref !== '' ? t.instance_ref : null,
      config,
    };
  });
  const byName = new Map(raw.map((e) => [e.name, e]));
  const entries = raw.map((e) => {
    const source = e.instance_ref && e.instance_ref !== e.name ? byName.get(e.instance_ref) : undefined;
    if (!source) return e;
    const config = { ...e.config };
    for (const [k, v] of Object.entries(source.config))
      if ((config as Record<string, unknown>)[k] === null) (config as Record<string, unknown>)[k] = v;
    return { ...e, config };
  });
  return entries.sort((a, b) => a.order - b.order || a.index - b.index);
}

const positive = (v: number | null | undefined) =>
  v !== null && v !== undefined && Number.isFinite(v) && v > 0 ? v : null;
const finiteOr = (v: number | null | undefined, fallback: number) =>
  v !== null && v !== undefined && Number.isFinite(v) ? v : fallback;

import type { Rect } from '../geometry/rect';
import type { BuildingCfg } from './buildingCfg';
import type { Instance } from './buildingModel';
import type { BlockType, RoofType } from './enums';
import type { ResolvedRules } from './generationParameters';
import type { GeneratorMessage, MessageCode } from './generatorMessage';
import type { DraftSpace } from './layout/floorDraft';
import type { Polygon } from '../geometry/vec2';
import type { Grid } from './layout/gridSnap';
import type { MixUnit } from './layout/mixUnit';
import type { CountOptions, RowPlan } from './layout/rowPlan';

/** One entry of the floor stack before layout. */
export interface LevelPlan {
  name: string;
  height: number;
  repeat_count: number;
  roof_type: RoofType;
  entrance_size: number;
  /** Shift of this entry against the ground floor (the cfg's offsets added up floor by floor), metres. */
  offset_x: number;
  offset_y: number;
}

/** A floor a block has laid out: draft spaces tiling `outline`. */
export interface FloorDraft {
  name: string;
  height: number;
  repeat_count: number;
  roof_type: RoofType;
  outline: Rect;
  drafts: DraftSpace[];
  /** The level's shift (LevelPlan offsets); blocks that lay out their own floors leave it out. */
  offset_x?: number;
  offset_y?: number;
}

/** What a block generator gets: a fitted footprint [0, length] x [0, width] and everything resolved. */
export interface BlockContext {
  buildingId: string | number;
  blocktype: BlockType;
  cfg: BuildingCfg;
  rules: ResolvedRules;
  length: number;
  width: number;
  levels: LevelPlan[];
  /** False for a tower standing on a podium: its first floor has no entrance or bicycle storage. */
  onGround: boolean;
  maxHeight: number;
  mix: MixUnit[];
  grid: Grid;
  corridorWidth: number;
  messages: GeneratorMessage[];
  /** Units placed so far per unit id, weighted by repeat count; steers the mix across floors. */
  tally: Map<string | number, number>;
  /** Slab unit rows: records each row's options, or forces its counts (layout/rowPlan.ts); absent, rows choose. */
  rowPlan?: RowPlan;
  /** Slab unit rows' count options by row shape, found once per block (layout/fillSegment.ts). */
  rowOptions?: Map<string, CountOptions>;
  /** Slab unit rows choose their counts by the mix alone, without preferring more homes (linearBlock.ts). */
  plainFill?: boolean;
  /**
   * Shape mode polygon: the footprint the floors will be cut to, in the block's own frame (as drawn,
   * before mirroring); absent for a rectangle. A block may keep what must survive the cut inside it.
   */
  footprint?: Polygon;
}

/** What a block generator returns. */
export interface BlockOutput {
  floors: FloorDraft[];
  site: DraftSpace[];
  instances?: Instance[];
  /** What a tower block says about its tower (shape, core, apartments a floor after adjusting). */
  towers?: { name: string; shape: string; core: string; apartments_per_floor: number }[];
  /** Outline the site spaces tile (defaults to the footprint). */
  siteOutline?: Rect;
}

/** A block type's layout function; pure, one file per block type under blocks/. */
export type BlockGenerator = (ctx: BlockContext) => BlockOutput;

/** Records something the block could not satisfy. */
export function report(
  ctx: BlockContext,
  message: MessageCode,
  target: string,
  value: number | string | null,
  unitId: string | number | null = null,
): void {
  ctx.messages.push({ message, target, value, building_id: ctx.buildingId, unit_id: unitId });
}

/** Draft id the finalised space will get, so blocks can name it in messages. */
export const spaceId = (floorIndex: number, draftIndex: number) => `f${floorIndex}-s${draftIndex}`;

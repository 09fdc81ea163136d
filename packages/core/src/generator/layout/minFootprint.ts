import type { BlockType } from '../enums';
import type { ResolvedRules } from '../generationParameters';

/** Blocks that stand on a minimum footprint: a staircase and at least one room beside it. */
const builtBlocks = new Set<BlockType>([
  'gallery_flats',
  'corridor_flats',
  'tower',
  'office',
  'parking',
  'distribution_centre',
]);

/**
 * The smallest length (and width) a block type can be laid out in: a staircase column beside the narrowest
 * room (a dwelling's minimum length, which also holds two parking bays or an office), inside the outer walls.
 * A footprint cut below it (a slanted site shortening a building to a sliver) is not laid out at all:
 * its rooms would overlap and its dwellings be slivers. Null for blocks without such a minimum.
 */
export function minFootprint(
  blocktype: BlockType,
  rules: ResolvedRules,
): { length: number; width: number } | null {
  if (!builtBlocks.has(blocktype)) return null;
  const outer = rules.outerWallThicknessMeters;
  const inner = rules.innerWallThicknessMeters;
  const length = 2 * outer + rules.staircaseWidthMeters + inner + rules.apartmentMinLengthMeters;
  // Across: a staircase's length (every block turns a core that way) inside the outer walls.
  const width = 2 * outer + rules.staircaseLengthMeters;
  return { length: round2(length), width: round2(width) };
}

const round2 = (v: number) => Math.round(v * 100) / 100;

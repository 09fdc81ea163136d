import type { Rect } from '../../geometry/rect';
import type { SpaceSubtype } from '../buildingModel';
import type { AreaCategory, FunctionType } from '../enums';
import type { ResolvedRules } from '../generationParameters';
import type { DraftSpace } from './floorDraft';
import { draft } from './floorDraft';

/** A core part stacked in a column: its required net length along the column. */
export interface CorePart {
  netLength: number;
  functiontype: FunctionType;
  subtype: SpaceSubtype;
  category: AreaCategory;
}

/**
 * Stacks core parts in a column [x0, x1] x [y0, y1] from the circulation side (`fromLow`: y0) toward the
 * facade, each with its net length plus walls; whatever depth is left becomes `rest`. Returns the drafts
 * and whether every part got its full net length.
 */
export function coreColumn(
  col: Rect,
  fromLow: boolean,
  parts: readonly CorePart[],
  rest: Omit<CorePart, 'netLength'>,
  rules: ResolvedRules,
  facadeAtFar: boolean,
): {
  drafts: DraftSpace[];
  fits: boolean;
  lastPart: number;
  tooSmall: 'staircase_too_small' | 'elevator_too_small';
} {
  const inner = rules.innerWallThicknessMeters;
  const farWall = facadeAtFar ? rules.outerWallThicknessMeters + inner / 2 : inner;
  const depth = col.y1 - col.y0;
  const drafts: DraftSpace[] = [];
  let used = 0;
  let fits = true;
  let lastPart = 0;
  // Every part is reached through the column's door on the circulation side (smoke lock first, then stair).
  const door = { x: (col.x0 + col.x1) / 2, y: fromLow ? col.y0 : col.y1 };
  parts.forEach((p, k) => {
    const last = k === parts.length - 1;
    let len = p.netLength + inner;
    const left = depth - used;
    // The last part runs to the facade when too little would be left for a useful rest space.
    if (last && left - len < 1 + inner) len = left;
    if (len > left + 1e-9 || (last && len === left && left < p.netLength + farWall - 1e-9)) {
      fits = false;
      lastPart = drafts.length;
    }
    len = Math.min(len, left);
    if (len <= 1e-9) return;
    const r: Rect = fromLow
      ? { x0: col.x0, x1: col.x1, y0: col.y0 + used, y1: col.y0 + used + len }
      : { x0: col.x0, x1: col.x1, y0: col.y1 - used - len, y1: col.y1 - used };
    drafts.push(draft(r, p.functiontype, p.subtype, p.category, { entrance: door }));
    used += len;
  });
  if (depth - used > 1e-9) {
    const r: Rect = fromLow
      ? { x0: col.x0, x1: col.x1, y0: col.y0 + used, y1: col.y1 }
      : { x0: col.x0, x1: col.x1, y0: col.y0, y1: col.y1 - used };
    drafts.push(draft(r, rest.functiontype, rest.subtype, rest.category));
  }
  const failed = parts[Math.min(lastPart, parts.length - 1)];
  return {
    drafts,
    fits,
    lastPart,
    tooSmall: failed?.functiontype === 'elevator' ? 'elevator_too_small' : 'staircase_too_small',
  };
}

/** The core parts a staircase column needs: a smoke lock first in high buildings, then the stair. */
export function staircaseParts(rules: ResolvedRules, tower: boolean, smokeLock: boolean): CorePart[] {
  const parts: CorePart[] = [];
  if (smokeLock)
    parts.push({
      netLength: rules.smokeLockMinLengthMeters,
      functiontype: 'corridor',
      subtype: 'smoke_lock',
      category: 'circulation',
    });
  parts.push({
    netLength: tower ? rules.towerStaircaseLengthMeters : rules.staircaseLengthMeters,
    functiontype: 'staircase',
    subtype: tower ? 'tower_staircase' : 'staircase',
    category: 'core',
  });
  return parts;
}

/** The elevator part of a core. */
export function elevatorPart(rules: ResolvedRules): CorePart {
  return {
    netLength: rules.elevatorLengthMeters,
    functiontype: 'elevator',
    subtype: 'elevator',
    category: 'core',
  };
}

import type { BlockContext } from '../blockContext';
import type { MixUnit } from './mixUnit';

/** A unit type a room of fixed net length can hold, and the net depths that keep it within all its limits. */
export interface SideFit {
  unit: MixUnit;
  minNetDepth: number;
  maxNetDepth: number;
}

const TOL = 1e-6;

/**
 * The types of the mix a room of net length `netLength` (along its facade) and a free net depth up to
 * `maxNetDepth` can hold within their length, depth and size limits (an O tower's side room: its length is
 * the core's, its depth is what the tower's length leaves, and a hall takes any depth it does not use).
 */
export function sideFits(ctx: BlockContext, netLength: number, maxNetDepth: number): SideFit[] {
  if (!(netLength > TOL)) return [];
  const out: SideFit[] = [];
  for (const u of ctx.mix) {
    if (netLength < u.minlength - TOL || netLength > u.maxlength + TOL) continue;
    const lo = Math.max(u.mindepth, u.size / netLength);
    // One facade only: the one-window depth limit applies.
    const hi = Math.min(u.maxdepth, Math.max(u.size, u.size_max) / netLength, maxNetDepth);
    if (hi >= lo - TOL) out.push({ unit: u, minNetDepth: lo, maxNetDepth: Math.max(lo, hi) });
  }
  return out;
}

import type { BlockContext } from '../blockContext';
import type { MixUnit } from './mixUnit';

/**
 * Picks the unit type for a space of fixed net area (towers, houses): among the types whose size range
 * holds the area, the one furthest below its target share; when none holds it, the closest range.
 */
export function pickUnitForArea(
  ctx: BlockContext,
  netArea: number,
  weight: number,
): { unit: MixUnit; fits: boolean } {
  const total = [...ctx.tally.values()].reduce((s, v) => s + v, 0) + weight;
  let best: MixUnit | null = null;
  let bestDeficit = -Infinity;
  for (const u of ctx.mix) {
    if (netArea < u.size - 1e-9 || netArea > u.size_max + 1e-9) continue;
    const deficit = u.share * total - (ctx.tally.get(u.unit_id) ?? 0);
    if (deficit > bestDeficit + 1e-9) {
      best = u;
      bestDeficit = deficit;
    }
  }
  let fits = true;
  if (!best) {
    fits = false;
    const gap = (u: MixUnit) => (netArea < u.size ? u.size - netArea : netArea - u.size_max);
    best = ctx.mix.reduce((a, b) => (gap(b) < gap(a) - 1e-9 ? b : a));
  }
  ctx.tally.set(best.unit_id, (ctx.tally.get(best.unit_id) ?? 0) + weight);
  return { unit: best, fits };
}

import type { LevelPlan } from '../blockContext';

/**
 * Each repeated floor entry as up to `parts` layouts sharing its repeats, so later layouts can make up
 * for what the first could not give the mix: a floor of ten units moves the mix in steps of ten points,
 * two alternating floors in steps of five. Same offsets and heights, so the cores stay stacked.
 */
export function splitForMix(levels: readonly LevelPlan[], parts: number): LevelPlan[] {
  return levels.flatMap((l) => {
    const k = Math.max(1, Math.min(parts, Math.floor(l.repeat_count)));
    if (k <= 1) return [l];
    return Array.from({ length: k }, (_, i) => ({
      ...l,
      repeat_count: Math.floor(l.repeat_count / k) + (i < l.repeat_count % k ? 1 : 0),
    }));
  });
}

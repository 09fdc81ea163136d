// A score is shown to one decimal, and beside it the points each filter added. Rounded one by one, the points need
// not add up to the score as shown (49,44 + 49,44 = 98,88: the score reads 98,9, the points 49,4 + 49,4 = 98,8).
// The largest-remainder method rounds the points so that they do.

/** Decimals of a search score wherever it is shown (the ranking, its explanation, a row's label). */
export const SCORE_DECIMALS = 1;

/** A search score as it is stored, sent and shown: rounded once, to SCORE_DECIMALS (never 2 decimals first, which
 * turned 98,849 into 98,85 and then 98,9 on screen). */
export function roundScore(score: number): number {
  const scale = 10 ** SCORE_DECIMALS;
  return Math.round(score * scale) / scale;
}

/**
 * Each of `parts` rounded to `decimals`, adding up to `total` rounded the same way (largest remainder); each part as
 * rounded alone when the parts do not add up to about the total.
 */
export function roundPartsToTotal(parts: readonly number[], total: number, decimals = SCORE_DECIMALS): number[] {
  const scale = 10 ** decimals;
  const alone = parts.map((p) => Math.round(p * scale) / scale);
  const floors = parts.map((p) => Math.floor(p * scale + 1e-9));
  const missing = Math.round(total * scale) - floors.reduce((s, f) => s + f, 0);
  if (missing < 0 || missing > parts.length) return alone;
  const byRemainder = parts.map((p, i) => ({ i, rest: p * scale - floors[i]! })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder.slice(0, missing)) floors[i]! += 1;
  return floors.map((f) => f / scale);
}

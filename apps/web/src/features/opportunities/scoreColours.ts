/**
 * Colours of the score 0-100 on the map and in the result table: a colour-blind safe sequential scale
 * (viridis stops), dark for a poor fit and bright for the best.
 */
export const SCORE_STOPS: readonly (readonly [score: number, colour: string])[] = [
  [0, '#440154'],
  [25, '#3b528b'],
  [50, '#21918c'],
  [75, '#5ec962'],
  [100, '#fde725'],
];

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];

/** The colour of a score (linear between the stops). */
export function scoreColour(score: number): string {
  const s = Math.min(100, Math.max(0, Number.isFinite(score) ? score : 0));
  for (let i = 1; i < SCORE_STOPS.length; i++) {
    const [s1, c1] = SCORE_STOPS[i]!;
    if (s > s1) continue;
    const [s0, c0] = SCORE_STOPS[i - 1]!;
    const t = s1 === s0 ? 0 : (s - s0) / (s1 - s0);
    const [a, b] = [hex(c0), hex(c1)];
    return `#${a.map((v, k) => Math.round(v + (b[k]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
  }
  return SCORE_STOPS.at(-1)![1];
}

/**
 * Paint of the search tiles' circles (layer `search`): from zoom 13 one point per plot with `score`, below it
 * one point per cell of matches with `count` and `score_mean` (apps/server/src/features/search/searchTiles.ts).
 */
const radius = (plot: number) => ['case', ['has', 'count'], ['interpolate', ['linear'], ['get', 'count'], 1, 4, 50, 9, 500, 14], plot];

export function scoreCirclePaint(): Record<string, unknown> {
  const score = ['coalesce', ['get', 'score'], ['get', 'score_mean'], 0];
  return {
    'circle-color': ['interpolate', ['linear'], score, ...SCORE_STOPS.flat()],
    // MapLibre takes the zoom only at the top of an interpolation: cells grow with their count, plots with the zoom
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 10, radius(3), 18, radius(8)],
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 1,
    'circle-opacity': 0.9,
  };
}

/** The tile URL template the search API answers, made absolute for MapLibre with its {z}/{x}/{y} kept as they are. */
export function absoluteTileUrl(template: string, origin: string): string {
  return /^https?:\/\//.test(template) ? template : `${origin.replace(/\/$/, '')}/${template.replace(/^\//, '')}`;
}

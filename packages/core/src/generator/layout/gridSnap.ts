/** A unit-mix grid: widths start at `min` and grow in `increment` steps up to `max` (metres). */
export interface Grid {
  min: number;
  increment: number;
  max: number;
}

const EPS = 1e-9;

/** Smallest grid width that is at least `value`; null when it would pass the grid's max. */
export function snapUp(value: number, grid: Grid): number | null {
  if (value <= grid.min + EPS) return grid.min;
  const steps = Math.ceil((value - grid.min) / grid.increment - EPS);
  const snapped = round(grid.min + steps * grid.increment);
  return snapped <= grid.max + EPS ? snapped : null;
}

/** Largest grid width that is at most `value`; null when even the grid's min is too wide. */
export function snapDown(value: number, grid: Grid): number | null {
  if (value < grid.min - EPS) return null;
  const steps = Math.floor((value - grid.min) / grid.increment + EPS);
  return Math.min(round(grid.min + steps * grid.increment), grid.max);
}

// Keeps 4.5 + 7 * 0.3 from printing as 6.6000000000000005 in plans and comparisons.
const round = (v: number) => Math.round(v * 1e6) / 1e6;

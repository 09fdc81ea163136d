/**
 * Sums of point weights within a fixed radius (RD metres), for many queries against one set of points: the points
 * are bucketed in square cells as wide as the radius, so a query reads the 3 x 3 cells around it. A point counts when
 * sqrt(dx * dx + dy * dy) <= radius, which is how PostGIS `ST_DWithin` decides it for two points.
 */
export interface PointSumWithin {
  readonly size: number;
  /** The sum of the weights of the points within the radius of (x, y); 0 when none is. */
  sumWithin(x: number, y: number): number;
}

// A cell's key: its column and row, each offset into 21 bits, in one number below 2^53.
const OFFSET = 2 ** 20;
const cellKey = (cx: number, cy: number) => (cx + OFFSET) * 2 ** 21 + (cy + OFFSET);

/** The index over `coordinates` (x0, y0, x1, y1, ...) with one weight a point; the arrays are copied. */
export function pointSumWithin(coordinates: ArrayLike<number>, weights: ArrayLike<number>, radiusMeters: number): PointSumWithin {
  const n = Math.min(Math.floor(coordinates.length / 2), weights.length);
  const cellOf = (v: number) => Math.floor(v / radiusMeters);
  // points ordered by cell (a stable counting sort), each cell a range [start, end) of that order
  const keys = Array.from({ length: n }, (_, i) => cellKey(cellOf(coordinates[2 * i]!), cellOf(coordinates[2 * i + 1]!)));
  const ranges = new Map<number, [number, number]>();
  for (const k of keys) {
    const r = ranges.get(k);
    if (r) r[1]++;
    else ranges.set(k, [0, 1]);
  }
  let at = 0;
  for (const r of ranges.values()) {
    const count = r[1];
    r[0] = at;
    r[1] = at;
    at += count;
  }
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const ws = new Float64Array(n);
  keys.forEach((k, i) => {
    const r = ranges.get(k)!;
    xs[r[1]] = coordinates[2 * i]!;
    ys[r[1]] = coordinates[2 * i + 1]!;
    ws[r[1]] = weights[i]!;
    r[1]++;
  });
  return {
    size: n,
    sumWithin(x, y) {
      const cx = cellOf(x);
      const cy = cellOf(y);
      let sum = 0;
      for (let i = cx - 1; i <= cx + 1; i++)
        for (let j = cy - 1; j <= cy + 1; j++) {
          const r = ranges.get(cellKey(i, j));
          if (!r) continue;
          for (let p = r[0]; p < r[1]; p++) {
            const dx = xs[p]! - x;
            const dy = ys[p]! - y;
            if (Math.sqrt(dx * dx + dy * dy) <= radiusMeters) sum += ws[p]!;
          }
        }
      return sum;
    },
  };
}

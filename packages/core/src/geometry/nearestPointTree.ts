/**
 * A static k-d tree over points in a plane (RD metres), built once and asked for the distance to the nearest point.
 * The points are kept in one Float64Array in tree order (each range's median at its middle, split on x and y in
 * turn), so a tree of a million points is 16 MB and a query visits a few dozen of them.
 */
export interface NearestPointTree {
  readonly size: number;
  /** Metres from (x, y) to the nearest point, exactly as PostGIS `ST_Distance` of two points gives it; null without points. */
  nearestDistance(x: number, y: number): number | null;
}

/** Below this many points a range is searched point by point. */
const LEAF = 8;

/** The tree over `coordinates` (x0, y0, x1, y1, ...); the array is copied. */
export function nearestPointTree(coordinates: ArrayLike<number>): NearestPointTree {
  const n = Math.floor(coordinates.length / 2);
  const xy = Float64Array.from({ length: 2 * n }, (_, i) => coordinates[i]!);
  sortRange(xy, 0, n - 1, 0);
  return {
    size: n,
    nearestDistance(x, y) {
      if (n === 0) return null;
      const best = { d2: Infinity };
      search(xy, 0, n - 1, 0, x, y, best);
      // sqrt of the least squared distance: the least of the distances, as sqrt never reverses an order
      return Math.sqrt(best.d2);
    },
  };
}

/** Orders points lo..hi so that the median on `axis` sits at the middle, the smaller before it; then each half. */
function sortRange(xy: Float64Array, lo: number, hi: number, axis: number): void {
  if (hi - lo < LEAF) return;
  const mid = (lo + hi) >> 1;
  select(xy, lo, hi, mid, axis);
  sortRange(xy, lo, mid - 1, 1 - axis);
  sortRange(xy, mid + 1, hi, 1 - axis);
}

/** Quickselect: the k-th point of lo..hi by `axis` at k, smaller ones before it, larger ones after. */
function select(xy: Float64Array, lo: number, hi: number, k: number, axis: number): void {
  while (hi > lo) {
    const pivot = xy[2 * ((lo + hi) >> 1) + axis]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (xy[2 * i + axis]! < pivot) i++;
      while (xy[2 * j + axis]! > pivot) j--;
      if (i <= j) swap(xy, i++, j--);
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

function swap(xy: Float64Array, a: number, b: number): void {
  const x = xy[2 * a]!;
  const y = xy[2 * a + 1]!;
  xy[2 * a] = xy[2 * b]!;
  xy[2 * a + 1] = xy[2 * b + 1]!;
  xy[2 * b] = x;
  xy[2 * b + 1] = y;
}

/** Lowers best.d2 to the squared distance of the nearest point of lo..hi nearer than it. */
function search(xy: Float64Array, lo: number, hi: number, axis: number, x: number, y: number, best: { d2: number }): void {
  if (hi - lo < LEAF) {
    for (let i = lo; i <= hi; i++) {
      const dx = xy[2 * i]! - x;
      const dy = xy[2 * i + 1]! - y;
      const d2 = dx * dx + dy * dy;
      if (d2 < best.d2) best.d2 = d2;
    }
    return;
  }
  const mid = (lo + hi) >> 1;
  const dx = xy[2 * mid]! - x;
  const dy = xy[2 * mid + 1]! - y;
  const d2 = dx * dx + dy * dy;
  if (d2 < best.d2) best.d2 = d2;
  const offset = axis === 0 ? x - xy[2 * mid]! : y - xy[2 * mid + 1]!;
  // the side the query lies on first; the other only when the splitting line is nearer than the best so far
  if (offset < 0) {
    search(xy, lo, mid - 1, 1 - axis, x, y, best);
    if (offset * offset < best.d2) search(xy, mid + 1, hi, 1 - axis, x, y, best);
  } else {
    search(xy, mid + 1, hi, 1 - axis, x, y, best);
    if (offset * offset < best.d2) search(xy, lo, mid - 1, 1 - axis, x, y, best);
  }
}

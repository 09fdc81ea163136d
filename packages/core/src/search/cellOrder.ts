/**
 * The search index's spatial order: every plot gets the Morton (Z-order) code of the zoom-16 web-mercator tile
 * holding it, and plots are stored sorted by that code. Any tile of zoom <= 16 is then one contiguous run of
 * positions, found by two binary searches.
 */
import { latToTileY, lonToTileX } from '../mercator/webMercator';

/** The zoom level of the index's cells. */
export const CELL_ZOOM = 16;
const CELLS = 1 << CELL_ZOOM;

/** Spread the low 16 bits of `v` to the even bits of a 32-bit number. */
function spread(v: number): number {
  let x = v & 0xffff;
  x = (x | (x << 8)) & 0x00ff00ff;
  x = (x | (x << 4)) & 0x0f0f0f0f;
  x = (x | (x << 2)) & 0x33333333;
  x = (x | (x << 1)) & 0x55555555;
  return x;
}

/** Morton code of a zoom-16 tile column and row (x on even bits, y on odd bits), 0 .. 2^32-1. */
export function mortonCode(x16: number, y16: number): number {
  return (spread(x16) | (spread(y16) << 1)) >>> 0;
}

/** The zoom-16 cell code of a WGS84 position. */
export function cellOfLonLat(lon: number, lat: number): number {
  const x = Math.min(CELLS - 1, Math.max(0, Math.floor(lonToTileX(lon, CELL_ZOOM))));
  const y = Math.min(CELLS - 1, Math.max(0, Math.floor(latToTileY(lat, CELL_ZOOM))));
  return mortonCode(x, y);
}

/** The half-open range of cell codes [lo, hi) inside tile z/x/y, for z <= 16. */
export function cellRangeOfTile(z: number, x: number, y: number): [number, number] {
  const shift = CELL_ZOOM - z;
  const lo = mortonCode(x << shift, y << shift);
  return [lo, lo + 2 ** (2 * shift)];
}

/** Ascending cell codes by position: an array, or codes computed on demand (the index keeps none, see plotIndex.ts). */
export interface SortedCells {
  readonly length: number;
  at(position: number): number | undefined;
}

/** First position in the sorted `cells` whose code is >= `code`. */
function lowerBound(cells: SortedCells, code: number, from = 0, to = cells.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cells.at(mid)! < code) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Half-open position ranges [start, end) of an index, sorted and not overlapping. */
export type PositionRanges = readonly (readonly [number, number])[];

/** Sort and merge position ranges; empty ones are dropped. */
export function mergeRanges(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = ranges.filter(([a, b]) => b > a).sort((p, q) => p[0] - q[0]);
  const out: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** The intersection of two sorted, merged range lists. */
export function intersectRanges(p: PositionRanges, q: PositionRanges): [number, number][] {
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < p.length && j < q.length) {
    const a = Math.max(p[i]![0], q[j]![0]);
    const b = Math.min(p[i]![1], q[j]![1]);
    if (b > a) out.push([a, b]);
    if (p[i]![1] < q[j]![1]) i++;
    else j++;
  }
  return out;
}

/** Positions of tile z/x/y (any zoom) in sorted `cells`; beyond zoom 16 the parent cell's run (callers check positions). */
export function positionsOfTile(cells: SortedCells, z: number, x: number, y: number): [number, number] {
  if (z > CELL_ZOOM) {
    const s = z - CELL_ZOOM;
    return positionsOfTile(cells, CELL_ZOOM, Math.floor(x / 2 ** s), Math.floor(y / 2 ** s));
  }
  const [lo, hi] = cellRangeOfTile(z, x, y);
  const start = lowerBound(cells, lo);
  return [start, lowerBound(cells, hi, start)];
}

/**
 * Positions that may hold plots inside [west, south, east, north]: the runs of the tiles covering the box at
 * the deepest zoom (at most 16) where that takes no more than `maxTiles` tiles. A superset: callers test exactly.
 */
export function positionsOfBounds(cells: SortedCells, bounds: readonly [number, number, number, number], maxTiles = 256): [number, number][] {
  const [west, south, east, north] = bounds;
  if (!(west <= east && south <= north)) return [];
  let z = CELL_ZOOM;
  for (; z > 0; z--) {
    const w = Math.floor(lonToTileX(east, z)) - Math.floor(lonToTileX(west, z)) + 1;
    const h = Math.floor(latToTileY(south, z)) - Math.floor(latToTileY(north, z)) + 1;
    if (w * h <= maxTiles) break;
  }
  const max = 2 ** z - 1;
  const clamp = (v: number) => Math.min(max, Math.max(0, Math.floor(v)));
  // a hair wider, so that rounding in the trigonometry never drops a plot on the edge
  const eps = 1e-6;
  const x0 = clamp(lonToTileX(west, z) - eps);
  const x1 = clamp(lonToTileX(east, z) + eps);
  const y0 = clamp(latToTileY(north, z) - eps);
  const y1 = clamp(latToTileY(south, z) + eps);
  const ranges: [number, number][] = [];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) ranges.push(positionsOfTile(cells, z, x, y));
  return mergeRanges(ranges);
}

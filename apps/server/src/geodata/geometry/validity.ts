import type { Geometry } from './geometry';

const MAX_POINTS = 512;

/**
 * True when a surface is certainly valid in the sense of PostGIS's ST_IsValid, so the import can skip the
 * database's check: one polygon, one closed ring without repeated points, spikes, crossings or touches,
 * with an area. Anything it cannot decide cheaply (holes, several polygons, long rings, near-touches) is
 * false and left to ST_IsValid / ST_MakeValid.
 */
export function isCertainlyValidSurface(g: Geometry): boolean {
  let ring: number[];
  if (g.type === 'Polygon' && g.rings.length === 1) ring = g.rings[0]!;
  else if (g.type === 'MultiPolygon' && g.polygons.length === 1 && g.polygons[0]!.length === 1) ring = g.polygons[0]![0]!;
  else return false;
  const n = ring.length / 2 - 1; // segments (the ring is closed: last point = first)
  if (n < 3 || n > MAX_POINTS) return false;
  if (ring[0] !== ring[2 * n] || ring[1] !== ring[2 * n + 1]) return false;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let area2 = 0;
  for (let i = 0; i < n; i++) {
    const x = ring[2 * i]!;
    const y = ring[2 * i + 1]!;
    if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
    if (x === ring[2 * i + 2] && y === ring[2 * i + 3]) return false;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    area2 += x * ring[2 * i + 3]! - ring[2 * i + 2]! * y;
  }
  // a tolerance far above rounding error and far below a real feature's size: closer than that is "unsure"
  const scale = Math.max(maxX - minX, maxY - minY);
  if (!(scale > 0) || Math.abs(area2) <= scale * scale * 1e-9) return false;
  // orientation values carry rounding error of about (coordinate size x segment length x 1e-16)
  const eps = scale * Math.max(Math.abs(minX), Math.abs(maxX), Math.abs(minY), Math.abs(maxY), scale) * 1e-12;
  const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  for (let i = 0; i < n; i++) {
    const ax = ring[2 * i]!;
    const ay = ring[2 * i + 1]!;
    const bx = ring[2 * i + 2]!;
    const by = ring[2 * i + 3]!;
    // the next segment must not fold back onto this one (a spike)
    const cx = ring[(2 * i + 4) % (2 * n)]!;
    const cy = ring[(2 * i + 5) % (2 * n)]!;
    if (Math.abs(orient(ax, ay, bx, by, cx, cy)) <= eps && (bx - ax) * (cx - bx) + (by - ay) * (cy - by) < 0) return false;
    const sx0 = Math.min(ax, bx);
    const sx1 = Math.max(ax, bx);
    const sy0 = Math.min(ay, by);
    const sy1 = Math.max(ay, by);
    // segments that share no endpoint must not meet at all
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const px = ring[2 * j]!;
      const py = ring[2 * j + 1]!;
      const qx = ring[2 * j + 2]!;
      const qy = ring[2 * j + 3]!;
      if (Math.max(px, qx) < sx0 || Math.min(px, qx) > sx1 || Math.max(py, qy) < sy0 || Math.min(py, qy) > sy1) continue;
      const d1 = orient(ax, ay, bx, by, px, py);
      const d2 = orient(ax, ay, bx, by, qx, qy);
      const d3 = orient(px, py, qx, qy, ax, ay);
      const d4 = orient(px, py, qx, qy, bx, by);
      if (Math.abs(d1) <= eps || Math.abs(d2) <= eps || Math.abs(d3) <= eps || Math.abs(d4) <= eps) return false;
      if (d1 > 0 !== d2 > 0 && d3 > 0 !== d4 > 0) return false;
    }
  }
  return true;
}

import type { Prism } from './massing';

/** Is (x, y) inside a ring (even-odd rule)? */
export function insideRing(ring: readonly { x: number; y: number }[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Do segments p-q and a-b cross (touching counts)? */
function segmentsCross(
  px: number,
  py: number,
  qx: number,
  qy: number,
  a: { x: number; y: number },
  b: { x: number; y: number },
): boolean {
  const d1 = (b.x - a.x) * (py - a.y) - (b.y - a.y) * (px - a.x);
  const d2 = (b.x - a.x) * (qy - a.y) - (b.y - a.y) * (qx - a.x);
  if ((d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0)) return false;
  const d3 = (qx - px) * (a.y - py) - (qy - py) * (a.x - px);
  const d4 = (qx - px) * (b.y - py) - (qy - py) * (b.x - px);
  return !((d3 > 0 && d4 > 0) || (d3 < 0 && d4 < 0));
}

/**
 * A uniform grid over the prisms' bounding boxes, so a sun ray only tests the prisms of the cells it crosses
 * (a grid walk after Amanatides and Woo). Built once per study; rays reuse a visit stamp per prism.
 */
export class PrismIndex {
  readonly minX: number;
  readonly minY: number;
  readonly cols: number;
  readonly rows: number;
  readonly maxTop: number;
  private readonly cells: number[][];
  /** the highest prism top in each cell: a ray already above it there passes the cell untested */
  private readonly cellTop: Float64Array;
  private readonly box: Float64Array;
  private readonly stamp: Int32Array;
  private ray = 0;

  constructor(
    readonly prisms: readonly Prism[],
    readonly cellSize = 8,
  ) {
    this.box = new Float64Array(prisms.length * 4);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    let maxTop = 0;
    prisms.forEach((p, k) => {
      let x0 = Infinity;
      let y0 = Infinity;
      let x1 = -Infinity;
      let y1 = -Infinity;
      for (const v of p.ring) {
        x0 = Math.min(x0, v.x);
        y0 = Math.min(y0, v.y);
        x1 = Math.max(x1, v.x);
        y1 = Math.max(y1, v.y);
      }
      this.box.set([x0, y0, x1, y1], k * 4);
      minX = Math.min(minX, x0);
      minY = Math.min(minY, y0);
      maxX = Math.max(maxX, x1);
      maxY = Math.max(maxY, y1);
      maxTop = Math.max(maxTop, p.top);
    });
    if (!prisms.length) minX = minY = maxX = maxY = 0;
    this.minX = minX - cellSize;
    this.minY = minY - cellSize;
    this.cols = Math.max(1, Math.ceil((maxX - this.minX) / cellSize) + 1);
    this.rows = Math.max(1, Math.ceil((maxY - this.minY) / cellSize) + 1);
    this.maxTop = maxTop;
    this.cells = Array.from({ length: this.cols * this.rows }, () => []);
    this.stamp = new Int32Array(prisms.length);
    this.cellTop = new Float64Array(this.cols * this.rows);
    prisms.forEach((_, k) => {
      const c0 = this.col(this.box[k * 4]!);
      const r0 = this.row(this.box[k * 4 + 1]!);
      const c1 = this.col(this.box[k * 4 + 2]!);
      const r1 = this.row(this.box[k * 4 + 3]!);
      for (let r = r0; r <= r1; r++)
        for (let c = c0; c <= c1; c++) {
          const cell = r * this.cols + c;
          this.cells[cell]!.push(k);
          this.cellTop[cell] = Math.max(this.cellTop[cell]!, prisms[k]!.top);
        }
    });
  }

  private col(x: number) {
    return Math.min(this.cols - 1, Math.max(0, Math.floor((x - this.minX) / this.cellSize)));
  }
  private row(y: number) {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.minY) / this.cellSize)));
  }

  /** Is the point inside some prism (its ring and bottom <= z < top)? */
  inside(x: number, y: number, z: number): boolean {
    for (const k of this.cells[this.row(y) * this.cols + this.col(x)]!) {
      const p = this.prisms[k]!;
      if (z >= p.bottom && z < p.top && insideRing(p.ring, x, y)) return true;
    }
    return false;
  }

  /**
   * Does a ray from (x, y, z) towards the sun hit a prism? (dx, dy) is the unit horizontal direction and
   * `rise` the climb per horizontal metre (tan of the altitude, > 0).
   */
  blocked(x: number, y: number, z: number, dx: number, dy: number, rise: number): boolean {
    const reach = (this.maxTop - z) / rise;
    if (reach <= 0) return false;
    const ray = ++this.ray;
    const size = this.cellSize;
    // A ray from outside the grid starts where it enters it (the slab method).
    let s = 0;
    const span = (o: number, d: number, lo: number, hi: number): [number, number] =>
      d === 0
        ? o >= lo && o <= hi
          ? [-Infinity, Infinity]
          : [Infinity, -Infinity]
        : d > 0
          ? [(lo - o) / d, (hi - o) / d]
          : [(hi - o) / d, (lo - o) / d];
    const [ax, bx] = span(x, dx, this.minX, this.minX + this.cols * size);
    const [ay, by] = span(y, dy, this.minY, this.minY + this.rows * size);
    const enter = Math.max(0, ax, ay);
    if (enter > Math.min(bx, by) || enter > reach) return false;
    s = enter;
    let c = Math.min(this.cols - 1, Math.floor((x + dx * s - this.minX) / size));
    let r = Math.min(this.rows - 1, Math.floor((y + dy * s - this.minY) / size));
    const stepC = dx > 0 ? 1 : -1;
    const stepR = dy > 0 ? 1 : -1;
    const deltaC = dx !== 0 ? size / Math.abs(dx) : Infinity;
    const deltaR = dy !== 0 ? size / Math.abs(dy) : Infinity;
    let nextC = dx !== 0 ? (this.minX + (c + (dx > 0 ? 1 : 0)) * size - x) / dx : Infinity;
    let nextR = dy !== 0 ? (this.minY + (r + (dy > 0 ? 1 : 0)) * size - y) / dy : Infinity;
    while (s <= reach && c >= 0 && r >= 0 && c < this.cols && r < this.rows) {
      const cell = r * this.cols + c;
      // The ray climbs: above the cell's highest top where it enters, it stays above it.
      if (z + s * rise < this.cellTop[cell]!)
        for (const k of this.cells[cell]!) {
          if (this.stamp[k] === ray) continue;
          this.stamp[k] = ray;
          if (this.hits(k, x, y, z, dx, dy, rise)) return true;
        }
      if (nextC < nextR) {
        s = nextC;
        nextC += deltaC;
        c += stepC;
      } else {
        s = nextR;
        nextR += deltaR;
        r += stepR;
      }
    }
    return false;
  }

  /** The part of the ray within the prism's heights, tested against its ring in plan. */
  private hits(k: number, x: number, y: number, z: number, dx: number, dy: number, rise: number): boolean {
    const p = this.prisms[k]!;
    const s0 = Math.max(0, (p.bottom - z) / rise);
    const s1 = (p.top - z) / rise;
    if (s1 <= s0) return false;
    const px = x + dx * s0;
    const py = y + dy * s0;
    const qx = x + dx * s1;
    const qy = y + dy * s1;
    const b = k * 4;
    if (
      Math.max(px, qx) < this.box[b]! ||
      Math.min(px, qx) > this.box[b + 2]! ||
      Math.max(py, qy) < this.box[b + 1]! ||
      Math.min(py, qy) > this.box[b + 3]!
    )
      return false;
    if (insideRing(p.ring, px, py)) return true;
    const ring = p.ring;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
      if (segmentsCross(px, py, qx, qy, ring[j]!, ring[i]!)) return true;
    return false;
  }
}

// The prisms in flat typed arrays for the sun-hours study's hot loops (millions of ray tests), with the exact
// tests every faster path must agree with: point-in-ring and ray-against-prism. Their arithmetic is the
// reference: the culling around them may only skip prisms these tests would reject.
import type { Prism } from './massing';

/** Prisms as flat arrays: ring k is xs/ys[ringStart[k] .. ringStart[k + 1]), its box x0, y0, x1, y1 at 4k. */
export class FlatPrisms {
  readonly count: number;
  readonly ringStart: Int32Array;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly bottom: Float64Array;
  readonly top: Float64Array;
  readonly box: Float64Array;

  constructor(prisms: readonly Prism[]) {
    const n = prisms.length;
    this.count = n;
    this.ringStart = new Int32Array(n + 1);
    for (let k = 0; k < n; k++) this.ringStart[k + 1] = this.ringStart[k]! + prisms[k]!.ring.length;
    this.xs = new Float64Array(this.ringStart[n]!);
    this.ys = new Float64Array(this.ringStart[n]!);
    this.bottom = new Float64Array(n);
    this.top = new Float64Array(n);
    this.box = new Float64Array(n * 4);
    prisms.forEach((p, k) => {
      let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
      p.ring.forEach((v, i) => {
        this.xs[this.ringStart[k]! + i] = v.x;
        this.ys[this.ringStart[k]! + i] = v.y;
        x0 = Math.min(x0, v.x);
        y0 = Math.min(y0, v.y);
        x1 = Math.max(x1, v.x);
        y1 = Math.max(y1, v.y);
      });
      this.box.set([x0, y0, x1, y1], k * 4);
      this.bottom[k] = p.bottom;
      this.top[k] = p.top;
    });
  }

  /** Is (x, y) inside ring k (even-odd rule)? */
  insideRing(k: number, x: number, y: number): boolean {
    const xs = this.xs;
    const ys = this.ys;
    const start = this.ringStart[k]!;
    const end = this.ringStart[k + 1]!;
    let inside = false;
    for (let i = start, j = end - 1; i < end; j = i++) {
      const ax = xs[i]!;
      const ay = ys[i]!;
      const bx = xs[j]!;
      const by = ys[j]!;
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
    }
    return inside;
  }

  /**
   * Does a ray from (x, y, z) towards the sun hit prism k? (dx, dy) is the unit horizontal direction and `rise`
   * the climb per horizontal metre (> 0). The part of the ray within the prism's heights is tested against its
   * ring in plan: a start inside the ring, or a crossing of one of its edges (touching counts).
   */
  rayHits(k: number, x: number, y: number, z: number, dx: number, dy: number, rise: number): boolean {
    const s0 = Math.max(0, (this.bottom[k]! - z) / rise);
    const s1 = (this.top[k]! - z) / rise;
    if (s1 <= s0) return false;
    const px = x + dx * s0;
    const py = y + dy * s0;
    const qx = x + dx * s1;
    const qy = y + dy * s1;
    const b = k * 4;
    const box = this.box;
    if (
      Math.max(px, qx) < box[b]! ||
      Math.min(px, qx) > box[b + 2]! ||
      Math.max(py, qy) < box[b + 1]! ||
      Math.min(py, qy) > box[b + 3]!
    )
      return false;
    if (this.insideRing(k, px, py)) return true;
    const xs = this.xs;
    const ys = this.ys;
    const start = this.ringStart[k]!;
    const end = this.ringStart[k + 1]!;
    for (let i = start, j = end - 1; i < end; j = i++)
      if (segmentsCross(px, py, qx, qy, xs[j]!, ys[j]!, xs[i]!, ys[i]!)) return true;
    return false;
  }
}

/** Do segments p-q and a-b cross (touching counts)? */
function segmentsCross(
  px: number,
  py: number,
  qx: number,
  qy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): boolean {
  const d1 = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
  const d2 = (bx - ax) * (qy - ay) - (by - ay) * (qx - ax);
  if ((d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0)) return false;
  const d3 = (qx - px) * (ay - py) - (qy - py) * (ax - px);
  const d4 = (qx - px) * (by - py) - (qy - py) * (bx - px);
  return !((d3 > 0 && d4 > 0) || (d3 < 0 && d4 < 0));
}

// The sun-hours study's shadow test, per sun direction a bucket grid like a shadow map. Seen along the sun's
// rays, a ray is a point: in a plan frame turned to the sun, `across` (perpendicular to the sun) and
// `v` (position along the sun minus height / rise) are constant along the ray. A prism can only stop the rays
// whose (across, v) fall in its rectangle: its plan box's across range, by v from (nearest along - top / rise)
// to (farthest along - bottom / rise), and only from points before its farthest along. So per sample every
// prism goes into the grid cells of its rectangle, and a point tests only the prisms of its cell; those within
// the bounds get the exact ray test (FlatPrisms.rayHits), whose answer is the study's.
// Why the answer is that of testing every prism for every ray: rayHits passes only when the ray's part within
// the prism's heights reaches the prism's plan box (its first gate is the box; a start inside the ring or an
// edge met on the ray's line then puts a point of the ray in the box), and such a ray lies within the bounds.
// The bounds are widened by a millimetre, far more than the rounding of these coordinates (nanometres).
import type { FlatPrisms } from './flatPrisms';

/** metres added to every culling bound: rounding is nanometres here, so no hit is ever culled */
const MARGIN = 1e-3;
/** bounds per prism: across min and max, v min and max, farthest along */
const B = 5;

/** Cell sizes of the per-sample grid (metres across and along v) and the most cells it may have. */
interface ShadowGridOptions {
  cellAcross: number;
  cellAlong: number;
  maxCells: number;
}

const DEFAULTS: ShadowGridOptions = { cellAcross: 3, cellAlong: 6, maxCells: 1 << 18 };

/** The shadow test of one study: aim it at a sun direction, then ask per facing point whether it is shaded. */
export class SunShadows {
  private readonly bounds: Float64Array;
  private readonly live: Int32Array;
  private readonly pa: Float64Array;
  private readonly pv: Float64Array;
  private readonly pb: Float64Array;
  private readonly facing: Int32Array;
  private cellStart = new Int32Array(1);
  private items = new Int32Array(16);
  private readonly ox: number;
  private readonly oy: number;
  private dx = 0;
  private dy = 0;
  private rise = 1;
  private a0 = 0;
  private v0 = 0;
  private ca = 1;
  private cv = 1;
  private cols = 1;
  private rows = 1;

  constructor(
    readonly prisms: FlatPrisms,
    /** x, y, z, nx, ny per point, as in FacadeGrid */
    readonly points: Float64Array,
    readonly count: number,
    readonly options: ShadowGridOptions = DEFAULTS,
  ) {
    this.bounds = new Float64Array(prisms.count * B);
    this.live = new Int32Array(prisms.count);
    this.pa = new Float64Array(count);
    this.pv = new Float64Array(count);
    this.pb = new Float64Array(count);
    this.facing = new Int32Array(count);
    // a local origin keeps the frame's numbers small (RD coordinates are hundreds of kilometres)
    this.ox = prisms.count ? prisms.box[0]! : 0;
    this.oy = prisms.count ? prisms.box[1]! : 0;
  }

  /**
   * Aims at a sun direction ((dx, dy) the unit horizontal direction, `rise` per horizontal metre, > 0): picks
   * the points whose wall faces the sun and fills the grid. Returns how many points face it.
   */
  aim(dx: number, dy: number, rise: number): number {
    this.dx = dx;
    this.dy = dy;
    this.rise = rise;
    const n = this.framePoints();
    if (n) this.fill(this.frameLivePrisms());
    return n;
  }

  /** The point index of the j-th facing point. */
  pointOf(j: number): number {
    return this.facing[j]!;
  }

  /** Is the j-th facing point's ray towards the sun stopped by a prism? */
  shaded(j: number): boolean {
    const a = this.pa[j]!;
    const v = this.pv[j]!;
    const b = this.pb[j]!;
    const o = this.facing[j]! * 5;
    const x = this.points[o]!;
    const y = this.points[o + 1]!;
    const z = this.points[o + 2]!;
    const cell = Math.floor((v - this.v0) / this.cv) * this.cols + Math.floor((a - this.a0) / this.ca);
    const bounds = this.bounds;
    const top = this.prisms.top;
    for (let e = this.cellStart[cell]!, end = this.cellStart[cell + 1]!; e < end; e++) {
      const k = this.items[e]!;
      const q = k * B;
      // z >= top is exact: the ray starts above the prism and climbs
      if (a < bounds[q]! || a > bounds[q + 1]! || v < bounds[q + 2]! || v > bounds[q + 3]!) continue;
      if (b > bounds[q + 4]! || z >= top[k]!) continue;
      if (this.prisms.rayHits(k, x, y, z, this.dx, this.dy, this.rise)) return true;
    }
    return false;
  }

  /** The facing points in the sun's frame, and the grid's extent over them. */
  private framePoints(): number {
    const { dx, dy, rise, points: p, ox, oy, pa, pb, pv, facing } = this;
    let n = 0;
    let aLo = Infinity;
    let aHi = -Infinity;
    let vLo = Infinity;
    let vHi = -Infinity;
    for (let i = 0; i < this.count; i++) {
      const o = i * 5;
      // The sun lights a wall only from in front of it.
      if (p[o + 3]! * dx + p[o + 4]! * dy <= 0) continue;
      const x = p[o]! - ox;
      const y = p[o + 1]! - oy;
      const a = y * dx - x * dy;
      const b = x * dx + y * dy;
      const v = b - p[o + 2]! / rise;
      pa[n] = a;
      pb[n] = b;
      pv[n] = v;
      facing[n++] = i;
      if (a < aLo) aLo = a;
      if (a > aHi) aHi = a;
      if (v < vLo) vLo = v;
      if (v > vHi) vHi = v;
    }
    if (!n) return 0;
    const { cellAcross, cellAlong, maxCells } = this.options;
    // cells as asked, grown when the extent (long shadows of a low sun) would need more than maxCells
    const grow = Math.max(1, Math.sqrt((((aHi - aLo) / cellAcross) * ((vHi - vLo) / cellAlong)) / maxCells));
    this.ca = cellAcross * grow;
    this.cv = cellAlong * grow;
    this.a0 = aLo;
    this.v0 = vLo;
    this.cols = Math.floor((aHi - aLo) / this.ca) + 1;
    this.rows = Math.floor((vHi - vLo) / this.cv) + 1;
    const cells = this.cols * this.rows;
    if (this.cellStart.length < cells + 1) this.cellStart = new Int32Array(cells + 1);
    else this.cellStart.fill(0, 0, cells + 1);
    return n;
  }

  /** Each prism's rectangle in the sun's frame; returns how many prisms overlap the points' extent. */
  private frameLivePrisms(): number {
    const { dx, dy, rise, prisms: f, bounds } = this;
    const aHi = this.a0 + this.cols * this.ca;
    const vHi = this.v0 + this.rows * this.cv;
    let live = 0;
    for (let k = 0; k < f.count; k++) {
      // a prism with no height or no ring stops nothing (its ray test never passes)
      if (!(f.top[k]! > f.bottom[k]!) || f.ringStart[k + 1] === f.ringStart[k]) continue;
      // the prism's plan box, not its ring: the exact test passes only for rays reaching that box (see top)
      const x0 = f.box[k * 4]! - this.ox;
      const y0 = f.box[k * 4 + 1]! - this.oy;
      const x1 = f.box[k * 4 + 2]! - this.ox;
      const y1 = f.box[k * 4 + 3]! - this.oy;
      const aMin = Math.min(y0 * dx, y1 * dx) - Math.max(x0 * dy, x1 * dy);
      const aMax = Math.max(y0 * dx, y1 * dx) - Math.min(x0 * dy, x1 * dy);
      const bMin = Math.min(x0 * dx, x1 * dx) + Math.min(y0 * dy, y1 * dy);
      const bMax = Math.max(x0 * dx, x1 * dx) + Math.max(y0 * dy, y1 * dy);
      const q = k * B;
      bounds[q] = aMin - MARGIN;
      bounds[q + 1] = aMax + MARGIN;
      bounds[q + 2] = bMin - f.top[k]! / rise - MARGIN;
      bounds[q + 3] = bMax - f.bottom[k]! / rise + MARGIN;
      bounds[q + 4] = bMax + MARGIN;
      if (bounds[q + 1]! < this.a0 || bounds[q]! > aHi || bounds[q + 3]! < this.v0 || bounds[q + 2]! > vHi)
        continue;
      this.live[live++] = k;
    }
    return live;
  }

  /**
   * Puts the live prisms into the cells of their rectangles, in one flat array: counted per cell, summed to
   * each cell's end, then placed backwards so each cell's counter ends at its start.
   */
  private fill(live: number): void {
    const start = this.cellStart;
    const cells = this.cols * this.rows;
    const rows = this.rows;
    const visit = (place: boolean) => {
      for (let l = 0; l < live; l++) {
        const k = this.live[l]!;
        const q = k * B;
        const c0 = Math.max(0, Math.floor((this.bounds[q]! - this.a0) / this.ca));
        const c1 = Math.min(this.cols - 1, Math.floor((this.bounds[q + 1]! - this.a0) / this.ca));
        const r0 = Math.max(0, Math.floor((this.bounds[q + 2]! - this.v0) / this.cv));
        const r1 = Math.min(rows - 1, Math.floor((this.bounds[q + 3]! - this.v0) / this.cv));
        for (let r = r0; r <= r1; r++)
          for (let c = c0; c <= c1; c++) {
            const cell = r * this.cols + c;
            if (place) this.items[--start[cell]!] = k;
            else start[cell]!++;
          }
      }
    };
    visit(false);
    for (let c = 1; c < cells; c++) start[c]! += start[c - 1]!;
    start[cells] = start[cells - 1]!;
    if (this.items.length < start[cells]!) this.items = new Int32Array(start[cells]! * 2);
    visit(true);
  }
}

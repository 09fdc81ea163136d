import { FlatPrisms } from './flatPrisms';
import type { Prism } from './massing';

/**
 * A uniform grid over the prisms' bounding boxes: which prism holds a point (the facade grid leaves out points
 * inside another block). Built once per study; it also carries the prisms as flat arrays for the ray tests.
 */
export class PrismIndex {
  readonly minX: number;
  readonly minY: number;
  readonly cols: number;
  readonly rows: number;
  readonly flat: FlatPrisms;
  private readonly cells: number[][];

  constructor(
    readonly prisms: readonly Prism[],
    readonly cellSize = 8,
  ) {
    const flat = new FlatPrisms(prisms);
    const box = flat.box;
    this.flat = flat;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let k = 0; k < prisms.length; k++) {
      minX = Math.min(minX, box[k * 4]!);
      minY = Math.min(minY, box[k * 4 + 1]!);
      maxX = Math.max(maxX, box[k * 4 + 2]!);
      maxY = Math.max(maxY, box[k * 4 + 3]!);
    }
    if (!prisms.length) minX = minY = maxX = maxY = 0;
    this.minX = minX - cellSize;
    this.minY = minY - cellSize;
    this.cols = Math.max(1, Math.ceil((maxX - this.minX) / cellSize) + 1);
    this.rows = Math.max(1, Math.ceil((maxY - this.minY) / cellSize) + 1);
    this.cells = Array.from({ length: this.cols * this.rows }, () => []);
    for (let k = 0; k < prisms.length; k++) {
      const c0 = this.col(box[k * 4]!);
      const r0 = this.row(box[k * 4 + 1]!);
      const c1 = this.col(box[k * 4 + 2]!);
      const r1 = this.row(box[k * 4 + 3]!);
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) this.cells[r * this.cols + c]!.push(k);
    }
  }

  private col(x: number) {
    return Math.min(this.cols - 1, Math.max(0, Math.floor((x - this.minX) / this.cellSize)));
  }
  private row(y: number) {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.minY) / this.cellSize)));
  }

  /** Is the point inside some prism (its ring and bottom <= z < top)? */
  inside(x: number, y: number, z: number): boolean {
    const flat = this.flat;
    for (const k of this.cells[this.row(y) * this.cols + this.col(x)]!)
      if (z >= flat.bottom[k]! && z < flat.top[k]! && flat.insideRing(k, x, y)) return true;
    return false;
  }
}

import type { SortedCells } from './cellOrder';
import { sharedCopy } from './sharedArrays';

/** WGS84 label points by position: a Float32Array, or the packed form of `packCoordinates` (both read with `at`). */
export interface CoordinateColumn {
  readonly length: number;
  readonly byteLength: number;
  at(position: number): number | undefined;
}

/**
 * The zoom-16 cells of an index's sorted plots as runs: run r has cell code `codes[r]` and holds positions
 * [starts[r], starts[r + 1]). A few hundred thousand runs for the Netherlands instead of a code per plot.
 */
export class CellRuns implements SortedCells {
  readonly length: number;
  private last = 0;
  constructor(
    readonly codes: Uint32Array,
    /** one more entry than runs: the last is the number of plots */
    readonly starts: Uint32Array,
  ) {
    this.length = starts[starts.length - 1] ?? 0;
  }

  /** The runs of the ascending cell codes `sorted`. */
  static of(sorted: Uint32Array): CellRuns {
    let count = 0;
    for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) count++;
    const codes = new Uint32Array(count);
    const starts = new Uint32Array(count + 1);
    let r = 0;
    for (let i = 0; i < sorted.length; i++)
      if (i === 0 || sorted[i] !== sorted[i - 1]) {
        codes[r] = sorted[i]!;
        starts[r++] = i;
      }
    starts[count] = sorted.length;
    return new CellRuns(codes, starts);
  }

  get count(): number {
    return this.codes.length;
  }

  /** The run holding `position` (0 <= position < length); cheap for nearby positions read one after another. */
  runOf(position: number): number {
    const starts = this.starts;
    const r = this.last;
    if (starts[r]! <= position && position < starts[r + 1]!) return r;
    if (starts[r + 1]! <= position && position < starts[r + 2]!) return (this.last = r + 1);
    let lo = 0;
    let hi = this.codes.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= position) lo = mid;
      else hi = mid - 1;
    }
    return (this.last = lo);
  }

  /** The cell code at a position. */
  at(position: number): number | undefined {
    return position >= 0 && position < this.length ? this.codes[this.runOf(position)] : undefined;
  }

  get byteLength(): number {
    return this.codes.byteLength + this.starts.byteLength;
  }
}

const floatView = new Float32Array(1);
const bitsView = new Uint32Array(floatView.buffer);

/** Float32 values as steps of one float (ulp) above the smallest bit pattern of their cell run: exact, 2 bytes a plot. */
class PackedCoordinates implements CoordinateColumn {
  constructor(
    private readonly runs: CellRuns,
    private readonly base: Uint32Array,
    private readonly steps: Uint16Array,
  ) {}
  get length(): number {
    return this.steps.length;
  }
  get byteLength(): number {
    return this.base.byteLength + this.steps.byteLength;
  }
  at(position: number): number | undefined {
    if (!(position >= 0 && position < this.steps.length)) return undefined;
    bitsView[0] = this.base[this.runs.runOf(position)]! + this.steps[position]!;
    return floatView[0]!;
  }
  parts(): CoordinateParts {
    return { base: this.base, steps: this.steps };
  }
  /** The values at list[0 .. len) into out[0 .. len), as bit patterns (no float conversion per value). */
  gather(list: Int32Array, len: number, out: Float32Array): void {
    const bits = new Uint32Array(out.buffer, out.byteOffset, len);
    const { runs, base, steps } = this;
    for (let j = 0; j < len; j++) {
      const i = list[j]!;
      bits[j] = base[runs.runOf(i)]! + steps[i]!;
    }
  }
}

/** The arrays behind a coordinate column: the Float32 values, or a packed column's bases per cell run and steps. */
export type CoordinateParts = { readonly values: Float32Array } | { readonly base: Uint32Array; readonly steps: Uint16Array };

/** The arrays of a coordinate column (plain data a worker thread can receive). */
export function coordinateParts(column: CoordinateColumn): CoordinateParts {
  if (column instanceof PackedCoordinates) return column.parts();
  if (column instanceof Float32Array) return { values: column };
  throw new Error('unknown coordinate column');
}

/** The coordinate column of `coordinateParts` again, over the index's cell runs. */
export function coordinatesOf(parts: CoordinateParts, runs: CellRuns): CoordinateColumn {
  return 'values' in parts ? parts.values : new PackedCoordinates(runs, parts.base, parts.steps);
}

/** The same coordinates with their arrays on SharedArrayBuffers, over the (shared) cell runs `runs`. */
export function sharedCoordinates(column: CoordinateColumn, runs: CellRuns): CoordinateColumn {
  const p = coordinateParts(column);
  return coordinatesOf('values' in p ? { values: sharedCopy(p.values) } : { base: sharedCopy(p.base), steps: sharedCopy(p.steps) }, runs);
}

/** The coordinates at list[0 .. len) into out[0 .. len): one loop per form, for filters over long lists. */
export function gatherCoordinates(column: CoordinateColumn, list: Int32Array, len: number, out: Float32Array): void {
  if (column instanceof PackedCoordinates) return column.gather(list, len, out);
  if (column instanceof Float32Array) {
    for (let j = 0; j < len; j++) out[j] = column[list[j]!]!;
    return;
  }
  for (let j = 0; j < len; j++) out[j] = column.at(list[j]!)!;
}

/**
 * Coordinates in cell order packed per cell: a zoom-16 cell spans about 11 500 Float32 longitudes and 900
 * latitudes in the Netherlands, so each value is its bit pattern's distance from the cell's smallest, in 16 bits
 * (bit patterns of floats of one sign are ordered like the floats). Exact; the Float32Array itself when a cell
 * spans more (unknown or mixed-sign values, cells near the equator) or when plots are too sparse to gain.
 */
export function packCoordinates(values: Float32Array, runs: CellRuns): CoordinateColumn {
  // a base per run: worth it only where cells hold more than one plot on average (10 M plots: ~17)
  if (runs.length !== values.length || 4 * runs.count + 2 * values.length >= values.byteLength) return values;
  const bits = new Uint32Array(values.buffer, values.byteOffset, values.length);
  const base = new Uint32Array(runs.count);
  const steps = new Uint16Array(values.length);
  for (let r = 0; r < runs.count; r++) {
    const a = runs.starts[r]!;
    const b = runs.starts[r + 1]!;
    let min = 0xffffffff;
    let max = 0;
    for (let i = a; i < b; i++) {
      if (values[i] !== values[i]) return values;
      const v = bits[i]!;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    if (max - min > 0xffff) return values;
    base[r] = min;
    for (let i = a; i < b; i++) steps[i] = bits[i]! - min;
  }
  return new PackedCoordinates(runs, base, steps);
}

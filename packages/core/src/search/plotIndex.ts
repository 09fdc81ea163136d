import { cellOfLonLat } from './webMercator';

/** A numeric feature column: one Float32 per plot, NaN where the value is unknown. */
export interface NumericColumn {
  readonly kind: 'number';
  readonly values: Float32Array;
  /** smallest and largest known value (NaN when none is known) */
  readonly min: number;
  readonly max: number;
  readonly known: number;
}

/** A dictionary-encoded category column: code 0 is unknown, code c >= 1 is `dictionary[c - 1]`. */
export interface CategoryColumn {
  readonly kind: 'category';
  readonly codes: Uint16Array;
  readonly dictionary: readonly string[];
  readonly known: number;
}

export type FeatureColumn = NumericColumn | CategoryColumn;

/**
 * The in-memory columnar index of plot features (docs/search.md): typed arrays, one entry per plot, plots
 * sorted by the zoom-16 Morton cell of their label point so that a tile or a box is a few contiguous runs.
 */
export interface PlotIndex {
  readonly size: number;
  /** plot ids (geo_plots.id) */
  readonly ids: Float64Array;
  /** label point in RD New metres */
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** label point in WGS84 degrees */
  readonly lon: Float32Array;
  readonly lat: Float32Array;
  /** zoom-16 Morton cell code, ascending */
  readonly cells: Uint32Array;
  readonly columns: ReadonlyMap<string, FeatureColumn>;
  /** scratch buffers reused by queries (the engine is synchronous, so one set per index suffices) */
  readonly scratch: SearchScratch;
}

/**
 * Work buffers of one index, allocated on first use and reused by every query: two generations of the list
 * of positions passing every filter so far, two of the positions failing exactly one histogram filter (with
 * which), pass flags and scores.
 */
export class SearchScratch {
  private buffers: {
    pass: [Int32Array, Int32Array];
    near: [Int32Array, Int32Array];
    which: [Uint8Array, Uint8Array];
    flags: Uint8Array;
    scores: Float64Array;
  } | null = null;
  constructor(readonly size: number) {}
  get(): NonNullable<SearchScratch['buffers']> {
    const n = this.size;
    this.buffers ??= {
      pass: [new Int32Array(n), new Int32Array(n)],
      near: [new Int32Array(n), new Int32Array(n)],
      which: [new Uint8Array(n), new Uint8Array(n)],
      flags: new Uint8Array(n),
      scores: new Float64Array(n),
    };
    return this.buffers;
  }
  /** bytes held (0 before the first query) */
  get bytes(): number {
    return this.buffers ? this.size * (4 * 4 + 2 + 1 + 8) : 0;
  }
}

/** Columns of plots in any order, as a loader or generator fills them (ownership passes to the index). */
export interface PlotColumnsInput {
  ids: Float64Array;
  x: Float64Array;
  y: Float64Array;
  lon: Float32Array;
  lat: Float32Array;
  numbers: Record<string, Float32Array>;
  categories: Record<string, { codes: Uint16Array; dictionary: readonly string[] }>;
}

/** Stable permutation sorting `keys` ascending (LSD radix sort on two 16-bit digits). */
export function radixOrder(keys: Uint32Array): Uint32Array {
  const n = keys.length;
  let order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let tmp = new Uint32Array(n);
  for (const shift of [0, 16]) {
    const counts = new Uint32Array(65537);
    for (let i = 0; i < n; i++) counts[((keys[i]! >>> shift) & 0xffff) + 1]!++;
    for (let d = 1; d <= 65536; d++) counts[d]! += counts[d - 1]!;
    for (let i = 0; i < n; i++) {
      const o = order[i]!;
      const d = (keys[o]! >>> shift) & 0xffff;
      tmp[counts[d]!++] = o;
    }
    [order, tmp] = [tmp, order];
  }
  return order;
}

// One function per array type: a generic one sees four kinds of typed array and V8 stops optimising the loop.
function permuteF64(a: Float64Array, order: Uint32Array): Float64Array {
  const out = new Float64Array(a.length);
  for (let i = 0; i < order.length; i++) out[i] = a[order[i]!]!;
  return out;
}
function permuteF32(a: Float32Array, order: Uint32Array): Float32Array {
  const out = new Float32Array(a.length);
  for (let i = 0; i < order.length; i++) out[i] = a[order[i]!]!;
  return out;
}
function permuteU32(a: Uint32Array, order: Uint32Array): Uint32Array {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < order.length; i++) out[i] = a[order[i]!]!;
  return out;
}
function permuteU16(a: Uint16Array, order: Uint32Array): Uint16Array {
  const out = new Uint16Array(a.length);
  for (let i = 0; i < order.length; i++) out[i] = a[order[i]!]!;
  return out;
}

function numericColumn(values: Float32Array): NumericColumn {
  let min = Infinity;
  let max = -Infinity;
  let known = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v === v) {
      known++;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return known ? { kind: 'number', values, min, max, known } : { kind: 'number', values, min: NaN, max: NaN, known };
}

function categoryColumn(codes: Uint16Array, dictionary: readonly string[]): CategoryColumn {
  let known = 0;
  for (let i = 0; i < codes.length; i++) if (codes[i]! !== 0) known++;
  return { kind: 'category', codes, dictionary, known };
}

/** Build the index: compute each plot's cell, sort every column by it, gather column statistics. */
export function buildPlotIndex(input: PlotColumnsInput): PlotIndex {
  const n = input.ids.length;
  for (const [name, a] of Object.entries({ x: input.x, y: input.y, lon: input.lon, lat: input.lat, ...input.numbers }))
    if (a.length !== n) throw new Error(`column ${name} has ${a.length} values for ${n} plots`);
  for (const [name, c] of Object.entries(input.categories)) {
    if (c.codes.length !== n) throw new Error(`column ${name} has ${c.codes.length} values for ${n} plots`);
    if (c.dictionary.length > 65535) throw new Error(`column ${name} has more than 65535 categories`);
  }
  const rawCells = new Uint32Array(n);
  for (let i = 0; i < n; i++) rawCells[i] = cellOfLonLat(input.lon[i]!, input.lat[i]!);
  const order = radixOrder(rawCells);
  const columns = new Map<string, FeatureColumn>();
  // one column at a time, so that at most one extra copy is alive while sorting
  for (const key of Object.keys(input.numbers)) {
    columns.set(key, numericColumn(permuteF32(input.numbers[key]!, order)));
    delete input.numbers[key];
  }
  for (const key of Object.keys(input.categories)) {
    const c = input.categories[key]!;
    columns.set(key, categoryColumn(permuteU16(c.codes, order), c.dictionary));
    delete input.categories[key];
  }
  return {
    size: n,
    ids: permuteF64(input.ids, order),
    x: permuteF64(input.x, order),
    y: permuteF64(input.y, order),
    lon: permuteF32(input.lon, order),
    lat: permuteF32(input.lat, order),
    cells: permuteU32(rawCells, order),
    columns,
    scratch: new SearchScratch(n),
  };
}

/** Bytes held by the index's typed arrays (columns, coordinates and scratch buffers). */
export function indexBytes(index: PlotIndex): number {
  let bytes = index.ids.byteLength + index.x.byteLength + index.y.byteLength + index.lon.byteLength + index.lat.byteLength + index.cells.byteLength;
  for (const c of index.columns.values()) bytes += c.kind === 'number' ? c.values.byteLength : c.codes.byteLength;
  return bytes + index.scratch.bytes;
}

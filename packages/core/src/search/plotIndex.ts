import { cellOfLonLat } from './webMercator';

/**
 * A numeric feature column. With at most 65 535 distinct known values (features are stored at their unit's
 * resolution, contracts `featureResolution`) it is *coded*: one byte (at most 255 values) or two per plot, code
 * 0 for unknown and c >= 1 for `dictionary[c - 1]`, exact and a quarter or half the memory of Float32. Otherwise
 * `values` holds one Float32 per plot, NaN where the value is unknown.
 */
export type NumericColumn = FloatColumn | CodedNumberColumn;

interface NumericStats {
  readonly kind: 'number';
  /** smallest and largest known value (NaN when none is known) */
  readonly min: number;
  readonly max: number;
  readonly known: number;
}

/** A numeric column of Float32 values (NaN: unknown). */
export interface FloatColumn extends NumericStats {
  readonly storage: 'float';
  readonly values: Float32Array;
}

/** A numeric column of codes into an ascending dictionary of its distinct values (0: unknown). */
export interface CodedNumberColumn extends NumericStats {
  readonly storage: 'coded';
  readonly codes: Uint8Array | Uint16Array;
  readonly dictionary: Float32Array;
}

/** Most distinct values of a coded numeric column (code 0 is unknown). */
export const MAX_CODED_VALUES = 65_535;

/** The value of a numeric column at a position (NaN: unknown). */
export function numberAt(column: NumericColumn, position: number): number {
  if (column.storage === 'float') return column.values[position]!;
  const c = column.codes[position]!;
  return c === 0 ? NaN : column.dictionary[c - 1]!;
}

/** A dictionary-encoded category column: code 0 is unknown, code c >= 1 is `dictionary[c - 1]` (8 bits up to 255 values). */
export interface CategoryColumn {
  readonly kind: 'category';
  readonly codes: Uint8Array | Uint16Array;
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

/** Most positions a pass-rate sample holds (sampledPassRate in runSearch takes about 512). */
export const SAMPLE_ROOM = 2048;

/**
 * Work buffers of one index, allocated on first use and reused by every query: the list of positions passing
 * every filter, the positions failing exactly one histogram filter (with which) and a second list to group
 * them, the scores; and, only once a query has a box, point, area or or-choice filter (they run over lists),
 * a second generation of the lists and a flag per plot.
 */
export class SearchScratch {
  private main: {
    pass: Int32Array;
    near: [Int32Array, Int32Array];
    which: Uint8Array;
    scores: Float64Array;
    sampleFlags: Uint8Array;
  } | null = null;
  private second: { pass: Int32Array; which: Uint8Array; flags: Uint8Array } | null = null;
  constructor(readonly size: number) {}
  get(): NonNullable<SearchScratch['main']> {
    const n = this.size;
    this.main ??= {
      pass: new Int32Array(n),
      near: [new Int32Array(n), new Int32Array(n)],
      which: new Uint8Array(n),
      scores: new Float64Array(n),
      sampleFlags: new Uint8Array(SAMPLE_ROOM),
    };
    return this.main;
  }
  /** the second generation of lists, for filters that run over lists */
  lists(): NonNullable<SearchScratch['second']> {
    const n = this.size;
    this.second ??= { pass: new Int32Array(n), which: new Uint8Array(n), flags: new Uint8Array(n) };
    return this.second;
  }
  /** bytes held (0 before the first query) */
  get bytes(): number {
    return (this.main ? this.size * (4 * 3 + 1 + 8) + SAMPLE_ROOM : 0) + (this.second ? this.size * (4 + 1 + 1) : 0);
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

/**
 * Codes for a column with at most `limit` distinct known values (else null): one pass through an open-addressing
 * hash table on the Float32 bit patterns gives provisional codes in order of appearance, then the dictionary is
 * sorted and the codes renumbered. (A JavaScript Set took ~100 ms per column of a million plots; this ~10 ms.)
 */
function codeColumn(values: Float32Array, limit: number): { codes: Uint8Array | Uint16Array; dictionary: Float32Array } | null {
  const bits = new Uint32Array(values.buffer, values.byteOffset, values.length);
  const slots = 1 << 17; // twice the most codes: short probe runs
  const keys = new Uint32Array(slots);
  const ids = new Uint16Array(slots); // 0: empty slot
  const firstBits = new Uint32Array(limit + 1);
  const codes = new Uint16Array(values.length);
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v !== v) continue; // unknown: code 0
    const key = v === 0 ? 0 : bits[i]!; // -0 is 0
    let h = Math.imul(key, 0x9e3779b1) >>> 15;
    for (;;) {
      const id = ids[h]!;
      if (id === 0) {
        if (count === limit) return null;
        ids[h] = ++count;
        keys[h] = key;
        firstBits[count] = key;
        codes[i] = count;
        break;
      }
      if (keys[h] === key) {
        codes[i] = id;
        break;
      }
      h = (h + 1) & (slots - 1);
    }
  }
  const provisional = new Float32Array(new Uint32Array(firstBits.subarray(1, count + 1)).buffer);
  const order = Array.from({ length: count }, (_, k) => k).sort((p, q) => provisional[p]! - provisional[q]!);
  const dictionary = Float32Array.from(order, (k) => provisional[k]!);
  const renumber = new Uint16Array(count + 1);
  order.forEach((k, rank) => (renumber[k + 1] = rank + 1));
  const out = count <= 255 ? new Uint8Array(values.length) : codes;
  for (let i = 0; i < codes.length; i++) out[i] = renumber[codes[i]!]!;
  return { codes: out, dictionary };
}

/** Code a column when its distinct values allow (8 bits up to 255, 16 bits up to `maxCoded`), else keep the floats. */
function numericColumn(values: Float32Array, maxCoded: number): NumericColumn {
  const stats = floatStats(values);
  const coded = maxCoded > 0 ? codeColumn(values, maxCoded) : null;
  return coded ? { ...stats, storage: 'coded', ...coded } : { ...stats, storage: 'float', values };
}

function floatStats(values: Float32Array): NumericStats {
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
  return known ? { kind: 'number', min, max, known } : { kind: 'number', min: NaN, max: NaN, known };
}

function categoryColumn(wide: Uint16Array, dictionary: readonly string[]): CategoryColumn {
  const codes = dictionary.length <= 255 ? new Uint8Array(wide) : wide;
  let known = 0;
  for (let i = 0; i < codes.length; i++) if (codes[i]! !== 0) known++;
  return { kind: 'category', codes, dictionary, known };
}

/** Options of `buildPlotIndex`. */
export interface BuildOptions {
  /** most distinct values of a numeric column that is coded (default MAX_CODED_VALUES; 0: keep every column Float32) */
  readonly maxCodedValues?: number;
}

/** Build the index: compute each plot's cell, sort every column by it, code the numeric columns that allow it. */
export function buildPlotIndex(input: PlotColumnsInput, options: BuildOptions = {}): PlotIndex {
  const maxCoded = Math.min(MAX_CODED_VALUES, options.maxCodedValues ?? MAX_CODED_VALUES);
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
    columns.set(key, numericColumn(permuteF32(input.numbers[key]!, order), maxCoded));
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
  for (const c of index.columns.values())
    bytes += c.kind === 'category' ? c.codes.byteLength : c.storage === 'float' ? c.values.byteLength : c.codes.byteLength + c.dictionary.byteLength;
  return bytes + index.scratch.bytes;
}

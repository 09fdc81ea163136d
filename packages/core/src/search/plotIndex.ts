import { cellOfLonLat } from './cellOrder';
import { CellRuns, packCoordinates, sharedCoordinates, type CoordinateColumn } from './cellRuns';
import { sharedCopy } from './sharedArrays';

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
interface FloatColumn extends NumericStats {
  readonly storage: 'float';
  readonly values: Float32Array;
}

/** A numeric column of codes into an ascending dictionary of its distinct values (0: unknown). */
interface CodedNumberColumn extends NumericStats {
  readonly storage: 'coded';
  readonly codes: Uint8Array | Uint16Array;
  readonly dictionary: Float32Array;
}

/** Most distinct values of a coded numeric column (code 0 is unknown). */
const MAX_CODED_VALUES = 65_535;

/** The value of a numeric column at a position (NaN: unknown). */
export function numberAt(column: NumericColumn, position: number): number {
  if (column.storage === 'float') return column.values[position]!;
  const c = column.codes[position]!;
  return c === 0 ? NaN : column.dictionary[c - 1]!;
}

/**
 * A dictionary-encoded category column: code 0 is unknown, code c >= 1 is `dictionary[c - 1]`. Codes take 4 bits a
 * plot up to 15 values (two plots a byte, the even position in the low half), 8 bits up to 255, else 16: most
 * categories (province, grid congestion, transaction status ...) have a handful of values, and at 10 M plots each
 * such column is 50 MB at 4 bits instead of 100. Read a code with `categoryCodeAt`.
 */
export interface CategoryColumn {
  readonly kind: 'category';
  readonly bits: 4 | 8 | 16;
  readonly codes: Uint8Array | Uint16Array;
  readonly dictionary: readonly string[];
  readonly known: number;
}

/** The code of the plot at `position` in a category column (0: unknown). */
export function categoryCodeAt(column: CategoryColumn, position: number): number {
  return column.bits === 4 ? (column.codes[position >> 1]! >> ((position & 1) << 2)) & 15 : column.codes[position]!;
}

export type FeatureColumn = NumericColumn | CategoryColumn;

/** A column whose per-plot array is on a SharedArrayBuffer (dictionaries stay: small, copied when posted). */
export function sharedColumn(c: FeatureColumn): FeatureColumn {
  if (c.kind === 'category') return { ...c, codes: sharedCopy(c.codes) };
  return c.storage === 'float' ? { ...c, values: sharedCopy(c.values) } : { ...c, codes: sharedCopy(c.codes) };
}

/**
 * The in-memory columnar index of plot features (docs/search.md): typed arrays, one entry per plot, plots
 * sorted by the zoom-16 Morton cell of their label point so that a tile or a box is a few contiguous runs.
 */
export interface PlotIndex {
  readonly size: number;
  /** plot ids (geo_plots.id): 32 bits when every id fits, else Float64 */
  readonly ids: Float64Array | Uint32Array;
  /** label point in RD New metres */
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** label point in WGS84 degrees (Float32 values; read with `at`: packed to 16 bits a value, cellRuns.ts) */
  readonly lon: CoordinateColumn;
  readonly lat: CoordinateColumn;
  /** zoom-16 Morton cell codes, ascending: stored as runs of equal codes */
  readonly cells: CellRuns;
  readonly columns: ReadonlyMap<string, FeatureColumn>;
  /** scratch buffers reused by queries (the engine is synchronous, so one set per index suffices) */
  readonly scratch: SearchScratch;
}

/** Most positions a pass-rate sample holds (sampledPassRate in runSearch takes about 512). */
const SAMPLE_ROOM = 2048;

/** Entries a work list keeps between queries; a query that passes more plots gets larger lists only while it runs. */
export const RETAINED_ENTRIES = 1 << 20;

type WorkArray = Int32Array | Uint8Array | Float32Array | Float64Array;

/**
 * Work buffers of one index, reused by every query and grown on demand: the lists of positions passing every
 * filter and failing exactly one histogram filter (with which), two generations of them for filters that run
 * over lists, the scores, flags. They hold the survivors, not one entry per plot (a query matching 280 of 10 M
 * plots needs kilobytes, not the 210 MB that lists sized to the index took); after a query that passed many
 * plots `release` gives back all but `RETAINED_ENTRIES` of each.
 */
export class SearchScratch {
  private readonly buffers = new Map<string, WorkArray>();
  readonly sampleFlags = new Uint8Array(SAMPLE_ROOM);
  constructor(readonly size: number) {}

  /** Buffer `name` with room for at least `n` entries, keeping its first `keep` entries when it grows. */
  room<T extends WorkArray>(name: string, make: new (n: number) => T, n: number, keep = 0): T {
    const old = this.buffers.get(name) as T | undefined;
    if (old && old.length >= n) return old;
    const cap = Math.min(Math.max(n, 2 * (old?.length ?? 0), 4096), Math.max(n, this.size));
    const grown = new make(cap);
    if (old && keep > 0) (grown as WorkArray).set(old.subarray(0, keep) as never);
    this.buffers.set(name, grown);
    return grown;
  }

  /** Shrink buffers that a query grew beyond `RETAINED_ENTRIES` (their contents are dropped). */
  release(): void {
    for (const [name, b] of this.buffers) if (b.length > RETAINED_ENTRIES) this.buffers.delete(name);
  }

  /** bytes held now */
  get bytes(): number {
    let bytes = this.sampleFlags.byteLength;
    for (const b of this.buffers.values()) bytes += b.byteLength;
    return bytes;
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
/** Ids in cell order: Uint32 when every id is an integer below 2^32 (4 bytes a plot less), else Float64. */
function compactIds(ids: Float64Array, order: Uint32Array): Float64Array | Uint32Array {
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    if (!(id >= 0 && id <= 0xffffffff && Math.floor(id) === id)) return permuteF64(ids, order);
  }
  const out = new Uint32Array(ids.length);
  for (let i = 0; i < order.length; i++) out[i] = ids[order[i]!]!;
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
  let known = 0;
  for (let i = 0; i < wide.length; i++) if (wide[i]! !== 0) known++;
  if (dictionary.length <= 15) {
    const codes = new Uint8Array((wide.length + 1) >> 1);
    for (let i = 0; i < wide.length; i++) codes[i >> 1]! |= wide[i]! << ((i & 1) << 2);
    return { kind: 'category', bits: 4, codes, dictionary, known };
  }
  if (dictionary.length <= 255) return { kind: 'category', bits: 8, codes: new Uint8Array(wide), dictionary, known };
  return { kind: 'category', bits: 16, codes: wide, dictionary, known };
}

/** Options of `buildPlotIndex`. */
export interface BuildOptions {
  /** most distinct values of a numeric column that is coded (default MAX_CODED_VALUES; 0: keep every column Float32) */
  readonly maxCodedValues?: number;
  /**
   * put every per-plot array on a SharedArrayBuffer, for worker threads that scan parts of the index (each array
   * is moved as soon as it is final, so the peak holds one array more, not a second index)
   */
  readonly shared?: boolean;
}

/** Build the index: compute each plot's cell, sort every column by it, code the numeric columns that allow it. */
export function buildPlotIndex(input: PlotColumnsInput, options: BuildOptions = {}): PlotIndex {
  const maxCoded = Math.min(MAX_CODED_VALUES, options.maxCodedValues ?? MAX_CODED_VALUES);
  const shared = options.shared === true;
  const column = (c: FeatureColumn) => (shared ? sharedColumn(c) : c);
  const array = <T extends Float64Array | Uint32Array>(a: T): T => (shared ? sharedCopy(a) : a);
  const coordinates = (c: CoordinateColumn, runs: CellRuns) => (shared ? sharedCoordinates(c, runs) : c);
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
    columns.set(key, column(numericColumn(permuteF32(input.numbers[key]!, order), maxCoded)));
    delete input.numbers[key];
  }
  for (const key of Object.keys(input.categories)) {
    const c = input.categories[key]!;
    columns.set(key, column(categoryColumn(permuteU16(c.codes, order), c.dictionary)));
    delete input.categories[key];
  }
  const sorted = new Uint32Array(n);
  for (let i = 0; i < n; i++) sorted[i] = rawCells[order[i]!]!;
  const runs = CellRuns.of(sorted);
  const cells = shared ? new CellRuns(sharedCopy(runs.codes), sharedCopy(runs.starts)) : runs;
  const lon = coordinates(packCoordinates(permuteF32(input.lon, order), cells), cells);
  const lat = coordinates(packCoordinates(permuteF32(input.lat, order), cells), cells);
  return {
    size: n,
    ids: array(compactIds(input.ids, order)),
    x: array(permuteF64(input.x, order)),
    y: array(permuteF64(input.y, order)),
    lon,
    lat,
    cells,
    columns,
    scratch: new SearchScratch(n),
  };
}

/** Where an index's bytes go (indexBytes is their sum). */
interface IndexBreakdown {
  /** coded numeric columns: 1 or 2 bytes a plot, and their dictionaries */
  readonly coded8: number;
  readonly coded16: number;
  /** numeric columns kept as Float32 */
  readonly float: number;
  readonly categories: number;
  readonly ids: number;
  /** RD (Float64) and WGS84 (packed Float32) label points, and the cell runs */
  readonly points: number;
  /** work lists held between queries */
  readonly scratch: number;
}

/** The bytes of an index by kind of array. */
export function indexBreakdown(index: PlotIndex): IndexBreakdown {
  let coded8 = 0;
  let coded16 = 0;
  let float = 0;
  let categories = 0;
  for (const c of index.columns.values()) {
    if (c.kind === 'category') categories += c.codes.byteLength;
    else if (c.storage === 'float') float += c.values.byteLength;
    else if (c.codes.BYTES_PER_ELEMENT === 1) coded8 += c.codes.byteLength + c.dictionary.byteLength;
    else coded16 += c.codes.byteLength + c.dictionary.byteLength;
  }
  const points = index.x.byteLength + index.y.byteLength + index.lon.byteLength + index.lat.byteLength + index.cells.byteLength;
  return { coded8, coded16, float, categories, ids: index.ids.byteLength, points, scratch: index.scratch.bytes };
}

/** Bytes held by the index's typed arrays (columns, ids, label points and the work lists kept between queries). */
export function indexBytes(index: PlotIndex): number {
  return Object.values(indexBreakdown(index)).reduce((a, b) => a + b, 0);
}

import type { CompiledFilter, CompiledQuery } from './compileQuery';
import type { FilterKind, FilterSpecLookup, SearchProblem } from './filterSpec';
import { categoryCodeAt, type PlotIndex, type SearchScratch } from './plotIndex';
import { closenessAt, rangeCloseness } from './closeness';
import { pointInPolygons } from './rdPolygonTest';
import { gatherCoordinates } from './cellRuns';
import { fusedScan, isFusable, SCAN_BLOCK } from './fusedScan';
import { intersectRanges, positionsOfBounds, type PositionRanges } from './cellOrder';

/** A histogram wanted for one catalogue key: bins over [min, max] (defaults: the filter's domain, else the data's range). */
export interface HistogramRequest {
  readonly key: string;
  readonly bins?: number;
  readonly min?: number;
  readonly max?: number;
}

/** Counts of a numeric feature among the plots that pass every other filter. */
export interface NumericHistogram {
  readonly key: string;
  readonly kind: 'numeric';
  readonly min: number;
  readonly max: number;
  /** counts of [min + i * width, min + (i + 1) * width); the last bin includes max */
  readonly counts: number[];
  readonly below: number;
  readonly above: number;
  /** plots whose value is unknown */
  readonly unknown: number;
}

/** Counts per value of a category feature among the plots that pass every other filter. */
export interface CategoryHistogram {
  readonly key: string;
  readonly kind: 'category';
  readonly counts: { readonly value: string; readonly count: number }[];
  readonly unknown: number;
}

export type Histogram = NumericHistogram | CategoryHistogram;

export interface SearchOptions {
  /** results wanted (0: none), after skipping `offset` */
  readonly limit?: number;
  readonly offset?: number;
  readonly histograms?: readonly HistogramRequest[];
  /** restrict the scan to these position ranges (tiles) */
  readonly ranges?: PositionRanges;
  /** return every passing position with its score (tiles) */
  readonly collectAll?: boolean;
}

/** One ranked plot. */
export interface RankedPlot {
  readonly position: number;
  readonly id: number;
  /** 0-100 */
  readonly score: number;
}

export interface SearchResult {
  readonly count: number;
  readonly results: RankedPlot[];
  readonly histograms: Histogram[];
  readonly all?: { readonly positions: Int32Array; readonly scores: Float64Array };
}

export type SearchOutcome = { readonly ok: true; readonly result: SearchResult } | { readonly ok: false; readonly problems: readonly SearchProblem[] };

/** Most histograms in one request. */
const MAX_HISTOGRAMS = 32;
const histogramKinds: ReadonlySet<FilterKind> = new Set(['range', 'distance', 'boolean', 'category', 'region']);

/** The codes (8 or 16 bits a plot) and lookup table of a test on codes (a category, or a number on a coded column), else null. */
function codedTest(t: CompiledFilter['test']): { codes: Uint8Array | Uint16Array; accept: Uint8Array } | null {
  if (t.type === 'category' && t.column.bits !== 4) return { codes: t.column.codes, accept: t.accept };
  if (t.type === 'number' && t.column.storage === 'coded' && t.accept) return { codes: t.column.codes, accept: t.accept };
  return null;
}

/** Set flags[j] = 1 for every list entry j whose plot passes the filter (never clears: an or-choice ORs its children in). */
function markPasses(f: CompiledFilter, index: PlotIndex, list: Int32Array, len: number, flags: Uint8Array): void {
  const t = f.test;
  if (t.type === 'category' && t.column.bits === 4) {
    const { codes } = t.column;
    const accept = t.accept;
    for (let j = 0; j < len; j++) {
      const p = list[j]!;
      if (accept[(codes[p >> 1]! >> ((p & 1) << 2)) & 15] === 1) flags[j] = 1;
    }
    return;
  }
  const coded = codedTest(t);
  if (coded) {
    const { codes, accept } = coded;
    for (let j = 0; j < len; j++) if (accept[codes[list[j]!]!] === 1) flags[j] = 1;
    return;
  }
  switch (t.type) {
    case 'number': {
      if (t.column.storage !== 'float') return;
      const col = t.column.values;
      const lo = t.lo;
      const hi = t.hi;
      for (let j = 0; j < len; j++) {
        const v = col[list[j]!]!;
        if (v >= lo && v <= hi) flags[j] = 1;
      }
      return;
    }
    case 'category':
      return;
    case 'bbox': {
      // the list's coordinates gathered first: one tight loop per form of the columns (packed or Float32)
      const lon = index.scratch.room('lon', Float32Array, len);
      const lat = index.scratch.room('lat', Float32Array, len);
      gatherCoordinates(index.lon, list, len, lon);
      gatherCoordinates(index.lat, list, len, lat);
      const { west, south, east, north } = t;
      for (let j = 0; j < len; j++) {
        const x = lon[j]!;
        const y = lat[j]!;
        if (x >= west && x <= east && y >= south && y <= north) flags[j] = 1;
      }
      return;
    }
    case 'point': {
      const { x, y } = index;
      const px = t.x;
      const py = t.y;
      const r = t.radiusMeters;
      for (let j = 0; j < len; j++) {
        const i = list[j]!;
        const dx = x[i]! - px;
        const dy = y[i]! - py;
        if (Math.sqrt(dx * dx + dy * dy) <= r) flags[j] = 1;
      }
      return;
    }
    case 'polygon': {
      const { x, y } = index;
      for (let j = 0; j < len; j++) {
        const i = list[j]!;
        if (pointInPolygons(t.polygons, x[i]!, y[i]!)) flags[j] = 1;
      }
      return;
    }
    case 'plots': {
      const { bits, complement } = t.set;
      const want = complement ? 0 : 1;
      for (let j = 0; j < len; j++) {
        const i = list[j]!;
        if (((bits[i >>> 5]! >>> (i & 31)) & 1) === want) flags[j] = 1;
      }
      return;
    }
    case 'or':
      for (const c of t.children) markPasses(c, index, list, len, flags);
      return;
  }
}

/** Positions passing every filter so far, and those failing exactly one histogram key so far (with its slot), in list generation `gen`. */
interface Survivors {
  gen: 0 | 1;
  pass: Int32Array;
  np: number;
  near: Int32Array;
  which: Uint8Array;
  nn: number;
}

/** The lists of generation `g` with room for `extraPass` / `extraNear` entries after the first `np` / `nn` (kept). */
function listsOf(scratch: SearchScratch, g: 0 | 1, np: number, nn: number, extraPass: number, extraNear: number) {
  return {
    pass: scratch.room(`pass${g}`, Int32Array, np + extraPass, np),
    near: scratch.room(`near${g}`, Int32Array, nn + extraNear, nn),
    which: scratch.room(`which${g}`, Uint8Array, nn + extraNear, nn),
  };
}

/**
 * The first filter over whole runs of positions (only when the query has no range or category filter: those
 * run in the fused scan), a block at a time. The near list lends its room as the list of a block's positions.
 */
function partitionRuns(f: CompiledFilter, slot: number, ranges: PositionRanges, index: PlotIndex, scratch: SearchScratch): Survivors {
  let np = 0;
  let nn = 0;
  for (const [a, b] of ranges)
    for (let s = a; s < b; s += SCAN_BLOCK) {
      const len = Math.min(b, s + SCAN_BLOCK) - s;
      const { pass, near, which } = listsOf(scratch, 0, np, nn, len, len);
      const flags = scratch.room('flags', Uint8Array, len);
      const run = near.subarray(nn, nn + len);
      for (let j = 0; j < len; j++) run[j] = s + j;
      flags.fill(0, 0, len);
      markPasses(f, index, run, len, flags);
      for (let j = 0; j < len; j++) {
        if (flags[j] === 1) pass[np++] = s + j;
        else if (slot >= 0) {
          near[nn] = s + j;
          which[nn++] = slot;
        }
      }
    }
  return { gen: 0, ...listsOf(scratch, 0, np, nn, 0, 0), np, nn };
}

/** A later filter (box, point, area, or-choice) over the survivors of the earlier ones: `inp` to the other generation. */
function partitionLists(f: CompiledFilter, slot: number, inp: Survivors, index: PlotIndex, scratch: SearchScratch): Survivors {
  const { pass, near, which } = inp;
  const gen = inp.gen === 0 ? 1 : 0;
  const { pass: passOut, near: nearOut, which: whichOut } = listsOf(scratch, gen, 0, 0, inp.np, inp.np + inp.nn);
  const flags = scratch.room('flags', Uint8Array, Math.max(inp.np, inp.nn));
  let np = 0;
  let nn = 0;
  flags.fill(0, 0, inp.np);
  markPasses(f, index, pass, inp.np, flags);
  for (let j = 0; j < inp.np; j++) {
    if (flags[j] === 1) passOut[np++] = pass[j]!;
    else if (slot >= 0) {
      nearOut[nn] = pass[j]!;
      whichOut[nn++] = slot;
    }
  }
  // a near miss that fails a filter of another histogram key is out of every histogram
  flags.fill(0, 0, inp.nn);
  markPasses(f, index, near, inp.nn, flags);
  for (let j = 0; j < inp.nn; j++) {
    if (flags[j] === 1 || which[j] === slot) {
      nearOut[nn] = near[j]!;
      whichOut[nn++] = which[j]!;
    }
  }
  return { gen, pass: passOut, np, near: nearOut, which: whichOut, nn };
}

/** The share of an even sample of the candidate runs that pass the filter: the most selective filters run first. */
function sampledPassRate(f: CompiledFilter, index: PlotIndex, ranges: PositionRanges, candidates: number, flags: Uint8Array): number {
  if (candidates === 0) return 1;
  const step = Math.max(1, Math.floor(candidates / 512));
  const sample: number[] = [];
  let skip = 0;
  for (const [a, b] of ranges) {
    let i = a + skip;
    for (; i < b && sample.length < flags.length; i += step) sample.push(i);
    skip = i - b;
  }
  const list = Int32Array.from(sample);
  flags.fill(0, 0, list.length);
  markPasses(f, index, list, list.length, flags);
  let passed = 0;
  for (let j = 0; j < list.length; j++) passed += flags[j]!;
  return list.length ? passed / list.length : 1;
}

/** Add weight * closeness of filter `f` to `acc[j]` for the first `n` passing positions. */
function addScores(f: CompiledFilter, index: PlotIndex, passing: Int32Array, n: number, acc: Float64Array): void {
  const w = f.weight;
  const s = f.score;
  if (s.type === 'constant') {
    for (let j = 0; j < n; j++) acc[j]! += w;
  } else if (s.type === 'range' && f.test.type === 'number') {
    const column = f.test.column;
    const { optimal, invBelow, invAbove } = s;
    if (column.storage === 'float') {
      const col = column.values;
      for (let j = 0; j < n; j++) acc[j]! += w * rangeCloseness(col[passing[j]!]!, optimal, invBelow, invAbove);
    } else if (n < column.dictionary.length) {
      // fewer plots than distinct values (a selective query, or one thread's small part): a closeness per plot
      const { codes, dictionary } = column;
      for (let j = 0; j < n; j++) {
        const c = codes[passing[j]!]!;
        if (c !== 0) acc[j]! += w * rangeCloseness(dictionary[c - 1]!, optimal, invBelow, invAbove);
      }
    } else {
      // one closeness per distinct value, then a lookup per plot
      const byCode = new Float64Array(column.dictionary.length + 1);
      column.dictionary.forEach((v, c) => (byCode[c + 1] = w * rangeCloseness(v, optimal, invBelow, invAbove)));
      const codes = column.codes;
      for (let j = 0; j < n; j++) acc[j]! += byCode[codes[passing[j]!]!]!;
    }
  } else if (s.type === 'category' && f.test.type === 'category') {
    const column = f.test.column;
    const pref = s.preferred;
    for (let j = 0; j < n; j++) acc[j]! += w * (pref[categoryCodeAt(column, passing[j]!)] === 1 ? 1 : 0);
  } else {
    for (let j = 0; j < n; j++) acc[j]! += w * closenessAt(f, index, passing[j]!);
  }
}

/** Keep the best `k` of (score desc, id asc) in a binary heap whose root is the worst kept. */
function topK(passing: Int32Array, scores: Float64Array, n: number, ids: Float64Array | Uint32Array, k: number): RankedPlot[] {
  if (k <= 0 || n === 0) return [];
  const size = Math.min(k, n);
  const hp = new Int32Array(size); // passing-list slots
  let len = 0;
  // a is worse than b
  const worse = (a: number, b: number) => scores[a]! < scores[b]! || (scores[a] === scores[b] && ids[passing[a]!]! > ids[passing[b]!]!);
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < len && worse(hp[l]!, hp[m]!)) m = l;
      if (r < len && worse(hp[r]!, hp[m]!)) m = r;
      if (m === i) return;
      [hp[i], hp[m]] = [hp[m]!, hp[i]!];
      i = m;
    }
  };
  for (let j = 0; j < n; j++) {
    if (len < size) {
      hp[len] = j;
      let i = len++;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!worse(hp[i]!, hp[p]!)) break;
        [hp[i], hp[p]] = [hp[p]!, hp[i]!];
        i = p;
      }
    } else if (worse(hp[0]!, j)) {
      hp[0] = j;
      down(0);
    }
  }
  const slots = Array.from(hp.subarray(0, len));
  slots.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
  return slots.map((j) => ({ position: passing[j]!, id: ids[passing[j]!]!, score: scores[j]! }));
}

interface PreparedHistogram {
  readonly req: HistogramRequest;
  readonly slot: number;
  readonly feature: string;
  readonly domain: { readonly min: number; readonly max: number } | undefined;
}

/**
 * Answer a compiled query: the number of matches, the top plots by score (ties by plot id) and, per requested
 * key, the histogram of the plots that pass every filter except those of that key (what a slider would admit).
 */
export function runSearch(index: PlotIndex, query: CompiledQuery, lookup: FilterSpecLookup, options: SearchOptions = {}): SearchOutcome {
  const problems: SearchProblem[] = [];
  const wanted = options.histograms ?? [];
  if (wanted.length > MAX_HISTOGRAMS) problems.push({ code: 'too_many_filters', message: `at most ${MAX_HISTOGRAMS} histograms per request`, path: 'histograms' });
  const slotOf = new Map<string, number>();
  const prepared: PreparedHistogram[] = [];
  wanted.forEach((req, i) => {
    const spec = lookup(req.key);
    const path = `histograms[${i}]`;
    if (!spec) return problems.push({ code: 'unknown_filter', message: `${path}: no filter ${req.key} in the catalogue`, path });
    if (!histogramKinds.has(spec.kind) || !spec.feature || (spec.kind === 'region' && spec.region !== 'category'))
      return problems.push({ code: 'invalid_filter', message: `${path}: filter ${req.key} has no histogram`, path });
    if (!index.columns.has(spec.feature)) return problems.push({ code: 'unknown_feature', message: `${path}: the index has no feature ${spec.feature}`, path });
    if (!slotOf.has(req.key)) slotOf.set(req.key, slotOf.size);
    prepared.push({ req, slot: slotOf.get(req.key)!, feature: spec.feature, domain: spec.domain });
  });
  if (problems.length) return { ok: false, problems };

  let ranges: PositionRanges = [[0, index.size]];
  if (query.narrow) ranges = positionsOfBounds(index.cells, query.narrow);
  if (options.ranges) ranges = intersectRanges(ranges, options.ranges);

  const scratch = index.scratch;
  let candidates = 0;
  for (const [a, b] of ranges) candidates += b - a;

  // filters that only restrict (no histogram asked) first, most selective first: their failures leave for good
  const steps = query.filters.map((f) => ({ f, slot: slotOf.get(f.key) ?? -1, rate: sampledPassRate(f, index, ranges, candidates, scratch.sampleFlags) }));
  steps.sort((p, q) => (p.slot >= 0 ? 1 : 0) - (q.slot >= 0 ? 1 : 0) || p.rate - q.rate);
  // range and category filters in one loop over the candidates (fusedScan.ts); the others over the survivors' lists
  const fused = steps.filter((s) => isFusable(s.f));
  const listed = steps.filter((s) => !isFusable(s.f));
  let cur: Survivors;
  if (steps.length === 0) {
    const { pass, near, which } = listsOf(scratch, 0, 0, 0, candidates, 0);
    let np = 0;
    for (const [a, b] of ranges) for (let i = a; i < b; i++) pass[np++] = i;
    cur = { gen: 0, pass, np, near, which, nn: 0 };
  } else if (fused.length > 0) {
    const { np, nn } = fusedScan(fused, ranges, (np, nn, extra) => listsOf(scratch, 0, np, nn, extra, extra));
    cur = { gen: 0, ...listsOf(scratch, 0, np, nn, 0, 0), np, nn };
  } else {
    const first = listed.shift()!;
    cur = partitionRuns(first.f, first.slot, ranges, index, scratch);
  }
  for (const { f, slot } of listed) cur = partitionLists(f, slot, cur, index, scratch);
  const passing = cur.pass;
  const np = cur.np;
  const { near, which, nn } = cur;

  const limit = Math.max(0, options.limit ?? 0);
  const offset = Math.max(0, options.offset ?? 0);
  let results: RankedPlot[] = [];
  let all: SearchResult['all'];
  if (limit > 0 || options.collectAll) {
    const scores = scratch.room('scores', Float64Array, np);
    scores.fill(0, 0, np);
    const W = query.totalWeight;
    for (const f of query.filters) if (f.weight > 0) addScores(f, index, passing, np, scores);
    for (let j = 0; j < np; j++) scores[j] = W > 0 ? (scores[j]! * 100) / W : 100;
    if (limit > 0) results = topK(passing, scores, np, index.ids, offset + limit).slice(offset);
    if (options.collectAll) all = { positions: passing.slice(0, np), scores: scores.slice(0, np) };
  }

  // the other generation's near list is free: it groups the near misses by key
  const into = scratch.room(cur.gen === 0 ? 'near1' : 'near0', Int32Array, nn);
  const { bucket, starts } = bucketNearMisses(near, which, nn, slotOf.size, into);
  const histograms = prepared.map((h) => histogramOf(index, h, passing, np, bucket, starts[h.slot]!, starts[h.slot + 1]!));
  scratch.release();
  return { ok: true, result: { count: np, results, histograms, ...(all ? { all } : {}) } };
}

/** The near misses grouped by histogram slot (a counting sort into a free buffer): slot k is bucket[starts[k] .. starts[k + 1]). */
function bucketNearMisses(near: Int32Array, which: Uint8Array, nn: number, slots: number, into: Int32Array): { bucket: Int32Array; starts: Int32Array } {
  const starts = new Int32Array(slots + 1);
  for (let j = 0; j < nn; j++) starts[which[j]! + 1]!++;
  for (let k = 1; k <= slots; k++) starts[k]! += starts[k - 1]!;
  const fill = starts.slice(0, slots);
  for (let j = 0; j < nn; j++) into[fill[which[j]!]!++] = near[j]!;
  return { bucket: into, starts };
}

/** Add the values at positions list[from .. to) to a numeric histogram's counters. */
function countValues(col: Float32Array, list: Int32Array, from: number, to: number, min: number, max: number, scale: number, counts: Float64Array, tally: Float64Array): void {
  const last = counts.length - 1;
  for (let j = from; j < to; j++) {
    const v = col[list[j]!]!;
    if (v !== v) tally[2]!++;
    else if (v < min) tally[0]!++;
    else if (v > max) tally[1]!++;
    else {
      const b = Math.floor((v - min) * scale);
      counts[b > last ? last : b]!++;
    }
  }
}

function histogramOf(
  index: PlotIndex,
  h: PreparedHistogram,
  passing: Int32Array,
  np: number,
  bucket: Int32Array,
  from: number,
  to: number,
): Histogram {
  const column = index.columns.get(h.feature)!;
  if (column.kind === 'category') {
    const counts = new Float64Array(column.dictionary.length + 1);
    for (let j = 0; j < np; j++) counts[categoryCodeAt(column, passing[j]!)]!++;
    for (let j = from; j < to; j++) counts[categoryCodeAt(column, bucket[j]!)]!++;
    return {
      key: h.req.key,
      kind: 'category',
      counts: column.dictionary.map((value, c) => ({ value, count: counts[c + 1]! })).filter((c) => c.count > 0),
      unknown: counts[0]!,
    };
  }
  const binCount = Math.max(1, Math.min(1000, Math.floor(h.req.bins ?? 32)));
  let min = h.req.min ?? h.domain?.min ?? NaN;
  let max = h.req.max ?? h.domain?.max ?? NaN;
  if (!Number.isFinite(min)) min = Number.isFinite(column.min) ? column.min : 0;
  if (!Number.isFinite(max)) max = Number.isFinite(column.max) ? column.max : min + 1;
  if (!(max > min)) max = min + 1;
  const counts = new Float64Array(binCount);
  const tally = new Float64Array(3); // below, above, unknown
  const scale = binCount / (max - min);
  if (column.storage === 'float') {
    countValues(column.values, passing, 0, np, min, max, scale, counts, tally);
    countValues(column.values, bucket, from, to, min, max, scale, counts, tally);
  } else if (np + (to - from) < column.dictionary.length) {
    // fewer plots than distinct values: bin each plot's value (a table per code would cost more than the plots)
    const { codes, dictionary } = column;
    const add = (p: number) => {
      const c = codes[p]!;
      if (c === 0) return void tally[2]!++;
      const v = dictionary[c - 1]!;
      if (v < min) tally[0]!++;
      else if (v > max) tally[1]!++;
      else counts[Math.min(binCount - 1, Math.floor((v - min) * scale))]!++;
    };
    for (let j = 0; j < np; j++) add(passing[j]!);
    for (let j = from; j < to; j++) add(bucket[j]!);
  } else {
    // count per code, then add each distinct value's count to its bin
    const perCode = new Float64Array(column.dictionary.length + 1);
    const codes = column.codes;
    for (let j = 0; j < np; j++) perCode[codes[passing[j]!]!]!++;
    for (let j = from; j < to; j++) perCode[codes[bucket[j]!]!]!++;
    tally[2] = perCode[0]!;
    column.dictionary.forEach((v, c) => {
      const k = perCode[c + 1]!;
      if (v < min) tally[0]! += k;
      else if (v > max) tally[1]! += k;
      else counts[Math.min(binCount - 1, Math.floor((v - min) * scale))]! += k;
    });
  }
  return { key: h.req.key, kind: 'numeric', min, max, counts: Array.from(counts), below: tally[0]!, above: tally[1]!, unknown: tally[2]! };
}

import type { CompiledFilter, CompiledQuery } from './compileQuery';
import type { FilterKind, FilterSpecLookup, SearchProblem } from './filterSpec';
import type { PlotIndex } from './plotIndex';
import { closenessAt, rangeCloseness } from './closeness';
import { pointInPolygons } from './rdPolygonTest';
import { intersectRanges, positionsOfBounds, type PositionRanges } from './webMercator';

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

/** Most histograms in one request (each takes a bit of the 32-bit failure mask; bit 31 is shared by the rest). */
export const MAX_HISTOGRAMS = 31;
const HARD = 0x80000000;
const histogramKinds: ReadonlySet<FilterKind> = new Set(['range', 'distance', 'boolean', 'category', 'region']);

function orMask(index: PlotIndex, depth: number): Uint32Array {
  const s = index.scratch.orMasks;
  while (s.length <= depth) s.push(new Uint32Array(index.size));
  return s[depth]!;
}

/** Set `bit` in `mask` for every position of [a, b) that fails the filter. */
function markFailures(f: CompiledFilter, index: PlotIndex, mask: Uint32Array, bit: number, a: number, b: number, depth: number): void {
  const t = f.test;
  switch (t.type) {
    case 'number': {
      const col = t.column.values;
      const lo = t.lo;
      const hi = t.hi;
      for (let i = a; i < b; i++) {
        const v = col[i]!;
        if (!(v >= lo && v <= hi)) mask[i]! |= bit;
      }
      return;
    }
    case 'category': {
      const codes = t.column.codes;
      const accept = t.accept;
      for (let i = a; i < b; i++) if (accept[codes[i]!] !== 1) mask[i]! |= bit;
      return;
    }
    case 'bbox': {
      const { lon, lat } = index;
      const { west, south, east, north } = t;
      for (let i = a; i < b; i++) {
        const x = lon[i]!;
        const y = lat[i]!;
        if (!(x >= west && x <= east && y >= south && y <= north)) mask[i]! |= bit;
      }
      return;
    }
    case 'point': {
      const { x, y } = index;
      const px = t.x;
      const py = t.y;
      const r = t.radiusMeters;
      for (let i = a; i < b; i++) {
        const dx = x[i]! - px;
        const dy = y[i]! - py;
        if (!(Math.sqrt(dx * dx + dy * dy) <= r)) mask[i]! |= bit;
      }
      return;
    }
    case 'polygon': {
      const { x, y } = index;
      for (let i = a; i < b; i++) if (!pointInPolygons(t.polygons, x[i]!, y[i]!)) mask[i]! |= bit;
      return;
    }
    case 'or': {
      const om = orMask(index, depth);
      om.fill(0, a, b);
      t.children.forEach((c, j) => markFailures(c, index, om, 2 ** j, a, b, depth + 1));
      const all = 2 ** t.children.length - 1;
      for (let i = a; i < b; i++) if (om[i] === all) mask[i]! |= bit;
      return;
    }
  }
}

/** Add weight * closeness of filter `f` to `acc[j]` for the first `n` passing positions. */
function addScores(f: CompiledFilter, index: PlotIndex, passing: Int32Array, n: number, acc: Float64Array): void {
  const w = f.weight;
  const s = f.score;
  if (s.type === 'constant') {
    for (let j = 0; j < n; j++) acc[j]! += w;
  } else if (s.type === 'range' && f.test.type === 'number') {
    const col = f.test.column.values;
    const { optimal, invBelow, invAbove } = s;
    for (let j = 0; j < n; j++) acc[j]! += w * rangeCloseness(col[passing[j]!]!, optimal, invBelow, invAbove);
  } else if (s.type === 'category' && f.test.type === 'category') {
    const codes = f.test.column.codes;
    const pref = s.preferred;
    for (let j = 0; j < n; j++) acc[j]! += w * (pref[codes[passing[j]!]!] === 1 ? 1 : 0);
  } else {
    for (let j = 0; j < n; j++) acc[j]! += w * closenessAt(f, index, passing[j]!);
  }
}

/** Keep the best `k` of (score desc, id asc) in a binary heap whose root is the worst kept. */
function topK(passing: Int32Array, scores: Float64Array, n: number, ids: Float64Array, k: number): RankedPlot[] {
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
  readonly bit: number;
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
  const bits = new Map<string, number>();
  const prepared: PreparedHistogram[] = [];
  wanted.forEach((req, i) => {
    const spec = lookup(req.key);
    const path = `histograms[${i}]`;
    if (!spec) return problems.push({ code: 'unknown_filter', message: `${path}: no filter ${req.key} in the catalogue`, path });
    if (!histogramKinds.has(spec.kind) || !spec.feature || (spec.kind === 'region' && spec.region !== 'category'))
      return problems.push({ code: 'invalid_filter', message: `${path}: filter ${req.key} has no histogram`, path });
    if (!index.columns.has(spec.feature)) return problems.push({ code: 'unknown_feature', message: `${path}: the index has no feature ${spec.feature}`, path });
    if (!bits.has(req.key)) bits.set(req.key, 2 ** bits.size);
    prepared.push({ req, bit: bits.get(req.key)!, feature: spec.feature, domain: spec.domain });
  });
  if (problems.length) return { ok: false, problems };

  let ranges: PositionRanges = [[0, index.size]];
  if (query.narrow) ranges = positionsOfBounds(index.cells, query.narrow);
  if (options.ranges) ranges = intersectRanges(ranges, options.ranges);

  const { mask, passing, near, scores } = index.scratch;
  for (const [a, b] of ranges) mask.fill(0, a, b);
  for (const f of query.filters) {
    const bit = bits.get(f.key) ?? HARD;
    for (const [a, b] of ranges) markFailures(f, index, mask, bit, a, b, 0);
  }

  let np = 0;
  let nn = 0;
  const wantNear = prepared.length > 0;
  for (const [a, b] of ranges) {
    for (let i = a; i < b; i++) {
      const m = mask[i]!;
      if (m === 0) passing[np++] = i;
      else if (wantNear && m < HARD && (m & (m - 1)) === 0) near[nn++] = i;
    }
  }

  const limit = Math.max(0, options.limit ?? 0);
  const offset = Math.max(0, options.offset ?? 0);
  let results: RankedPlot[] = [];
  let all: SearchResult['all'];
  if (limit > 0 || options.collectAll) {
    scores.fill(0, 0, np);
    const W = query.totalWeight;
    for (const f of query.filters) if (f.weight > 0) addScores(f, index, passing, np, scores);
    for (let j = 0; j < np; j++) scores[j] = W > 0 ? (scores[j]! * 100) / W : 100;
    if (limit > 0) results = topK(passing, scores, np, index.ids, offset + limit).slice(offset);
    if (options.collectAll) all = { positions: passing.slice(0, np), scores: scores.slice(0, np) };
  }

  const histograms = prepared.map((h) => histogramOf(index, h, passing, np, near, nn, mask));
  return { ok: true, result: { count: np, results, histograms, ...(all ? { all } : {}) } };
}

function histogramOf(
  index: PlotIndex,
  h: PreparedHistogram,
  passing: Int32Array,
  np: number,
  near: Int32Array,
  nn: number,
  mask: Uint32Array,
): Histogram {
  const column = index.columns.get(h.feature)!;
  if (column.kind === 'category') {
    const counts = new Float64Array(column.dictionary.length + 1);
    const codes = column.codes;
    for (let j = 0; j < np; j++) counts[codes[passing[j]!]!]!++;
    for (let j = 0; j < nn; j++) {
      const i = near[j]!;
      if (mask[i] === h.bit) counts[codes[i]!]!++;
    }
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
  let below = 0;
  let above = 0;
  let unknown = 0;
  const col = column.values;
  const scale = binCount / (max - min);
  const add = (v: number) => {
    if (v !== v) unknown++;
    else if (v < min) below++;
    else if (v > max) above++;
    else counts[Math.min(binCount - 1, Math.floor((v - min) * scale))]!++;
  };
  for (let j = 0; j < np; j++) add(col[passing[j]!]!);
  for (let j = 0; j < nn; j++) {
    const i = near[j]!;
    if (mask[i] === h.bit) add(col[i]!);
  }
  return { key: h.req.key, kind: 'numeric', min, max, counts: Array.from(counts), below, above, unknown };
}

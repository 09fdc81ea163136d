import type { FilterParam, FilterReference, FilterSpec, FilterSpecLookup, SearchProblem } from './filterSpec';
import type { CategoryColumn, NumericColumn, PlotIndex } from './plotIndex';
import { preparePolygons, type PreparedPolygons } from './rdPolygonTest';
import { compilePlotSet, type CompiledPlotSet } from './plotSet';

/** How a compiled filter admits plots. */
type CompiledTest =
  /** `accept` is the lookup table over the codes of a coded column (1: in [lo, hi]), null for a Float32 column */
  | { readonly type: 'number'; readonly column: NumericColumn; readonly lo: number; readonly hi: number; readonly accept: Uint8Array | null }
  | { readonly type: 'category'; readonly column: CategoryColumn; readonly accept: Uint8Array }
  | { readonly type: 'bbox'; readonly west: number; readonly south: number; readonly east: number; readonly north: number }
  | { readonly type: 'point'; readonly x: number; readonly y: number; readonly radiusMeters: number }
  | { readonly type: 'polygon'; readonly polygons: PreparedPolygons }
  /** a plot-set filter: the plots the caller resolved (a company's own data, not the shared index) */
  | { readonly type: 'plots'; readonly set: CompiledPlotSet }
  | { readonly type: 'or'; readonly children: readonly CompiledFilter[] };

/** How a compiled filter scores a passing plot: its closeness c in [0, 1]. */
type CompiledScore =
  /** c = 1 - (optimal - v) * invBelow below the optimal, 1 - (v - optimal) * invAbove above it, at least 0 */
  | { readonly type: 'range'; readonly optimal: number; readonly invBelow: number; readonly invAbove: number }
  /** c = 1 for a preferred category, else 0 */
  | { readonly type: 'category'; readonly preferred: Uint8Array }
  /** c = 1 for a plot in the preferred set, else 0 */
  | { readonly type: 'plots'; readonly preferred: CompiledPlotSet }
  /** c = 1 - distance / radius */
  | { readonly type: 'point'; readonly invRadiusMeters: number }
  /** c = the best closeness among the passing children */
  | { readonly type: 'or' }
  /** c = 1: passing is all there is */
  | { readonly type: 'constant' };

/** One enabled filter, ready to run against one index. */
export interface CompiledFilter {
  readonly key: string;
  readonly spec: FilterSpec;
  /** where it sits in the request, e.g. `filters[2].children[0]` */
  readonly path: string;
  readonly test: CompiledTest;
  readonly score: CompiledScore;
  /** weight in the score; 0 for filters that only restrict space (bbox, municipality, province, polygon) */
  readonly weight: number;
  /** the bounds and optimal as applied, for explanations */
  readonly min: number | null;
  readonly max: number | null;
  readonly optimal: number | readonly string[] | null;
  /** WGS84 box that holds every plot this filter admits, when it restricts space */
  readonly narrow: readonly [number, number, number, number] | null;
}

/** A query compiled against one index: enabled top-level filters in order and the sum of their weights. */
export interface CompiledQuery {
  readonly filters: readonly CompiledFilter[];
  readonly totalWeight: number;
  /** the intersection of the filters' WGS84 boxes: plots outside it cannot match */
  readonly narrow: readonly [number, number, number, number] | null;
}

type CompileOutcome = { readonly ok: true; readonly query: CompiledQuery } | { readonly ok: false; readonly problems: readonly SearchProblem[] };

/** Most enabled children an or-choice may have (each takes one bit of a 32-bit mask). */
const MAX_OR_CHILDREN = 31;
/** Deepest nesting of or-choices. */
const MAX_OR_DEPTH = 4;
/** Most enabled filters in one query. */
const MAX_FILTERS = 200;

type Num = number | null | 'invalid';

/** A numeric parameter: a finite number, a numeric text, or empty (null, undefined, ''). */
function numberParam(p: FilterParam | null | undefined): Num {
  if (p === null || p === undefined) return null;
  if (typeof p === 'number') return Number.isFinite(p) ? p : 'invalid';
  if (typeof p === 'string') {
    if (p.trim() === '') return null;
    const v = Number(p);
    return Number.isFinite(v) ? v : 'invalid';
  }
  return 'invalid';
}

/** A list-of-choices parameter: a text, a number or a list of them; empty means none given. */
function choicesParam(p: FilterParam | null | undefined): string[] | null {
  if (p === null || p === undefined || p === '') return null;
  const list = Array.isArray(p) ? p : [p as string | number];
  return list.map(String);
}

/** A boolean parameter: 1/0, true/false, yes/no; empty means true. */
function booleanParam(p: FilterParam | null | undefined): boolean | 'invalid' {
  if (p === null || p === undefined || p === '') return true;
  const s = String(p).trim().toLowerCase();
  if (s === '1' || s === 'true' || s === 'yes') return true;
  if (s === '0' || s === 'false' || s === 'no') return false;
  return 'invalid';
}

/** The test `lo <= v <= hi` on a numeric column (a lookup table over the codes of a coded column). */
function numberTest(column: NumericColumn, lo: number, hi: number): Extract<CompiledTest, { type: 'number' }> {
  if (column.storage === 'float') return { type: 'number', column, lo, hi, accept: null };
  const accept = new Uint8Array(column.dictionary.length + 1);
  column.dictionary.forEach((v, i) => {
    if (v >= lo && v <= hi) accept[i + 1] = 1;
  });
  return { type: 'number', column, lo, hi, accept };
}

function lookupTable(column: CategoryColumn, values: readonly string[] | null): Uint8Array {
  const table = new Uint8Array(column.dictionary.length + 1);
  if (values === null || values.length === 0) {
    table.fill(1, 1);
    return table;
  }
  const wanted = new Set(values);
  column.dictionary.forEach((v, i) => {
    if (wanted.has(v)) table[i + 1] = 1;
  });
  return table;
}

function intersectBoxes(
  a: readonly [number, number, number, number] | null,
  b: readonly [number, number, number, number] | null,
): readonly [number, number, number, number] | null {
  if (!a) return b;
  if (!b) return a;
  return [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];
}

interface Ctx {
  readonly lookup: FilterSpecLookup;
  readonly index: PlotIndex;
  readonly problems: SearchProblem[];
}

/** Records a problem with the filter being compiled and answers null (the filter is not compiled). */
type Problem = (code: SearchProblem['code'], message: string) => null;

/** What every kind of filter starts from: the reference, its spec and weight, and how to name a problem. */
interface One {
  readonly ref: FilterReference;
  readonly spec: FilterSpec;
  readonly weight: number;
  readonly base: Pick<CompiledFilter, 'key' | 'spec' | 'path'>;
  readonly problem: Problem;
}

/** One enabled reference compiled by its kind; null when it has a problem or is an or-choice left out. */
function compileOne(ref: FilterReference, path: string, depth: number, ctx: Ctx): CompiledFilter | null {
  const problem: Problem = (code, message) => {
    ctx.problems.push({ code, message: `${path} (${ref.key}): ${message}`, path });
    return null;
  };
  const spec = ctx.lookup(ref.key);
  if (!spec) return problem('unknown_filter', 'no such filter in the catalogue');
  const weightRaw = ref.weight ?? spec.defaultWeight ?? 1;
  if (!Number.isFinite(weightRaw) || weightRaw < 0) return problem('invalid_filter', 'weight must be a number of at least 0');
  const one: One = { ref, spec, weight: weightRaw, base: { key: spec.key, spec, path }, problem };

  if (spec.kind === 'or') return compileOr(one, path, depth, ctx);
  if (spec.kind === 'region' && spec.region === 'bbox') return compileBox(one);
  if (spec.kind === 'region' && spec.region === 'point') return compilePoint(one);
  if (spec.kind === 'polygon') return compilePolygon(one);
  if (spec.plotSet) return compilePlots(one, ctx);

  if (!spec.feature) return problem('unknown_feature', 'the catalogue names no feature for this filter');
  const column = ctx.index.columns.get(spec.feature);
  if (!column) return problem('unknown_feature', `the index has no feature ${spec.feature}`);
  if (spec.kind === 'category' || spec.kind === 'region') return compileCategory(one, column);
  if (column.kind !== 'number') return problem('unknown_feature', `feature ${spec.feature} is not numeric`);
  if (spec.kind === 'boolean') return compileBoolean(one, column);
  return compileRange(one, column);
}

/** An or-choice: its enabled children compiled one level deeper; its box is the union of theirs. */
function compileOr(one: One, path: string, depth: number, ctx: Ctx): CompiledFilter | null {
  const { ref, base, problem } = one;
  if (depth >= MAX_OR_DEPTH) return problem('too_many_filters', `or-choices nest at most ${MAX_OR_DEPTH} deep`);
  const children = compileList(ref.children ?? [], `${path}.children`, depth + 1, ctx);
  if (children === null) return null;
  if (children.length > MAX_OR_CHILDREN) return problem('too_many_filters', `an or-choice takes at most ${MAX_OR_CHILDREN} enabled children`);
  // an or-choice without enabled children does not restrict anything: it is left out, like a disabled filter
  if (children.length === 0) return null;
  let narrow: readonly [number, number, number, number] | null = null;
  if (children.every((c) => c.narrow)) {
    // the union's box: the smallest box around every child's box
    narrow = children.reduce<readonly [number, number, number, number] | null>(
      (acc, c) => (acc ? [Math.min(acc[0], c.narrow![0]), Math.min(acc[1], c.narrow![1]), Math.max(acc[2], c.narrow![2]), Math.max(acc[3], c.narrow![3])] : c.narrow),
      null,
    );
  }
  return { ...base, test: { type: 'or', children }, score: { type: 'or' }, weight: one.weight, min: null, max: null, optimal: null, narrow };
}

/** A map box: west, south, east and north in degrees; it restricts space and does not score. */
function compileBox(one: One): CompiledFilter | null {
  const { ref, base, problem } = one;
  const list = Array.isArray(ref.param1) ? (ref.param1 as FilterParam[]) : [ref.param1, ref.param2, ref.param3, ref.param4];
  const box = list.map((p) => numberParam(p as FilterParam | null | undefined));
  if (box.length !== 4 || box.some((v) => v === null || v === 'invalid'))
    return problem('invalid_filter', 'a map box needs west, south, east and north in degrees (param1-param4, or param1 as a list of four)');
  const [west, south, east, north] = box as number[];
  return {
    ...base,
    test: { type: 'bbox', west: west!, south: south!, east: east!, north: north! },
    score: { type: 'constant' },
    weight: 0,
    min: null,
    max: null,
    optimal: null,
    narrow: [west!, south!, east!, north!],
  };
}

/** A distance to a point (resolved to RD New by the server): within the radius, closer scores higher. */
function compilePoint(one: One): CompiledFilter | null {
  const { ref, spec, base, problem } = one;
  const lat = numberParam(ref.param1);
  const lon = numberParam(ref.param2);
  const r = numberParam(ref.param3) ?? spec.defaultRadiusKilometers ?? null;
  if (lat === null || lat === 'invalid' || lon === null || lon === 'invalid') return problem('invalid_filter', 'a point needs param1 latitude and param2 longitude');
  if (r === null || r === 'invalid' || r <= 0) return problem('invalid_filter', 'param3, the radius in km, must be above 0');
  const rd = ref.resolved?.pointRd;
  if (!rd) return problem('invalid_filter', 'the point was not resolved to RD New coordinates');
  const radiusMeters = r * 1000;
  // generous: RD New scale and the sphere differ by far less than 2 %
  const dLat = (r / 111.2) * 1.02 + 1e-4;
  const dLon = (r / (111.3 * Math.cos((lat * Math.PI) / 180))) * 1.02 + 1e-4;
  return {
    ...base,
    test: { type: 'point', x: rd.x, y: rd.y, radiusMeters },
    score: { type: 'point', invRadiusMeters: 1 / radiusMeters },
    weight: one.weight,
    min: null,
    max: r,
    optimal: null,
    narrow: ref.resolved?.boundsLonLat ?? [lon - dLon, lat - dLat, lon + dLon, lat + dLat],
  };
}

/** A custom area (its polygons resolved to RD New by the server): it restricts space and does not score. */
function compilePolygon(one: One): CompiledFilter | null {
  const { ref, base, problem } = one;
  const polygons = ref.resolved?.polygonsRd;
  if (!polygons || polygons.length === 0) return problem('invalid_filter', 'a custom area needs a polygon');
  return {
    ...base,
    test: { type: 'polygon', polygons: preparePolygons(polygons) },
    score: { type: 'constant' },
    weight: 0,
    min: null,
    max: null,
    optimal: null,
    narrow: ref.resolved?.boundsLonLat ?? null,
  };
}

/** A plot-set filter: the plots the caller resolved from the company's own data, the preferred ones scoring 1. */
function compilePlots(one: One, ctx: Ctx): CompiledFilter | null {
  const { ref, base, problem } = one;
  const plots = ref.resolved?.plots;
  if (!plots) return problem('invalid_filter', 'this filter reads the company\'s own data and was not resolved to plots');
  const admit = compilePlotSet(ctx.index, plots.admit);
  const prefer = plots.prefer ? compilePlotSet(ctx.index, plots.prefer) : null;
  if (!admit || (plots.prefer && !prefer)) return problem('invalid_filter', 'the resolved plots lie outside the index');
  const preferred = choicesParam(ref.optimal);
  return {
    ...base,
    test: { type: 'plots', set: admit },
    score: prefer ? { type: 'plots', preferred: prefer } : { type: 'constant' },
    weight: one.weight,
    min: null,
    max: null,
    optimal: preferred,
    narrow: null,
  };
}

/** A category (or a region by category): the accepted values pass; a category filter scores the preferred ones. */
function compileCategory(one: One, column: CategoryColumn | NumericColumn): CompiledFilter | null {
  const { ref, spec, base, problem } = one;
  if (column.kind !== 'category') return problem('unknown_feature', `feature ${spec.feature} is not a category`);
  const accepted = choicesParam(ref.param1);
  const preferred = choicesParam(ref.optimal);
  const scoring = spec.kind === 'category';
  return {
    ...base,
    test: { type: 'category', column, accept: lookupTable(column, accepted) },
    score: scoring && preferred && preferred.length ? { type: 'category', preferred: lookupTable(column, preferred) } : { type: 'constant' },
    weight: scoring ? one.weight : 0,
    min: null,
    max: null,
    optimal: scoring ? preferred : null,
    narrow: null,
  };
}

/** A yes/no feature: the plots whose value is 1 (yes) or 0 (no). */
function compileBoolean(one: One, column: NumericColumn): CompiledFilter | null {
  const { ref, base, problem } = one;
  const want = booleanParam(ref.param1);
  if (want === 'invalid') return problem('invalid_filter', 'param1 must be 1 (yes) or 0 (no)');
  const v = want ? 1 : 0;
  return { ...base, test: numberTest(column, v, v), score: { type: 'constant' }, weight: one.weight, min: v, max: v, optimal: null, narrow: null };
}

/** A range or distance: the plots within the bounds, scored by closeness to the optimal (or the preferred end). */
function compileRange(one: One, column: NumericColumn): CompiledFilter | null {
  const { ref, spec, base, problem } = one;
  const lo = numberParam(ref.param1);
  const hi = numberParam(ref.param2);
  const opt = numberParam(ref.optimal);
  if (lo === 'invalid' || hi === 'invalid') return problem('invalid_filter', 'param1 (minimum) and param2 (maximum) must be numbers or empty');
  if (opt === 'invalid') return problem('invalid_filter', 'optimal must be a number or empty');
  const test = numberTest(column, lo ?? -Infinity, hi ?? Infinity);
  // open bounds score against the column's own extremes
  const loE = lo ?? column.min;
  const hiE = hi ?? column.max;
  let score: CompiledScore = { type: 'constant' };
  let optimal: number | null = null;
  if (Number.isFinite(loE) && Number.isFinite(hiE) && loE <= hiE) {
    if (opt !== null) optimal = Math.min(hiE, Math.max(loE, opt));
    else if (spec.prefer === 'low') optimal = loE;
    else if (spec.prefer === 'high') optimal = hiE;
    if (optimal !== null)
      score = { type: 'range', optimal, invBelow: optimal > loE ? 1 / (optimal - loE) : 0, invAbove: hiE > optimal ? 1 / (hiE - optimal) : 0 };
  }
  return { ...base, test, score, weight: one.weight, min: lo, max: hi, optimal, narrow: null };
}

function compileList(refs: readonly FilterReference[], path: string, depth: number, ctx: Ctx): CompiledFilter[] | null {
  const before = ctx.problems.length;
  const ordered = refs
    .map((ref, i) => ({ ref, i }))
    .filter(({ ref }) => ref.enabled !== false)
    .sort((a, b) => (a.ref.order ?? 0) - (b.ref.order ?? 0) || a.i - b.i);
  const out: CompiledFilter[] = [];
  for (const { ref, i } of ordered) {
    const c = compileOne(ref, `${path}[${i}]`, depth, ctx);
    if (c) out.push(c);
  }
  return ctx.problems.length > before ? null : out;
}

/**
 * Compile feature filter references against an index: disabled filters (enabled false) are dropped,
 * the rest are ordered by `order`, checked and resolved to column tests and score functions.
 */
export function compileQuery(refs: readonly FilterReference[], lookup: FilterSpecLookup, index: PlotIndex): CompileOutcome {
  const ctx: Ctx = { lookup, index, problems: [] };
  const filters = compileList(refs, 'filters', 0, ctx);
  if (!filters) return { ok: false, problems: ctx.problems };
  if (filters.length > MAX_FILTERS) return { ok: false, problems: [{ code: 'too_many_filters', message: `at most ${MAX_FILTERS} enabled filters`, path: 'filters' }] };
  let narrow: readonly [number, number, number, number] | null = null;
  for (const f of filters) narrow = intersectBoxes(narrow, f.narrow);
  return { ok: true, query: { filters, totalWeight: filters.reduce((s, f) => s + f.weight, 0), narrow } };
}

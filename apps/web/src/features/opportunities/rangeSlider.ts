/**
 * A range filter as a slider: its domain, step, thumb positions and the bounds they mean, and the bars of
 * its histogram. A thumb at an end of the domain means "no limit" on that side (an empty bound).
 */
import type { NumericHistogram } from '@plotwise/contracts';

export interface Domain {
  min: number;
  max: number;
}


const num = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

/** Units counted in whole steps. */
const WHOLE_UNITS = new Set(['year', 'count', 'degree', 'db']);

/**
 * The slider's domain: the catalogue's (spec section 9 bounds), else the data's range as the first histogram
 * answered it; widened to hold the bounds already set. Null while neither is known.
 */
export function sliderDomain(catalogue: Domain | undefined, fromData: Domain | undefined, lo: unknown, hi: unknown): Domain | null {
  const base = catalogue ?? fromData;
  if (!base) return null;
  let { min, max } = base;
  const a = num(lo);
  const b = num(hi);
  if (a !== null) min = Math.min(min, a);
  if (b !== null) max = Math.max(max, b);
  if (a !== null && b === null && a >= max) max = a + 1;
  if (max <= min) max = min + 1;
  return { min, max };
}

/** About a hundred steps over the domain, rounded to 1, 2 or 5 times a power of ten (whole units at least 1). */
export function sliderStep(domain: Domain, unit: string | null): number {
  const raw = (domain.max - domain.min) / 100;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw;
  return unit && WHOLE_UNITS.has(unit) ? Math.max(1, Math.round(step)) : step;
}

/** Decimals to show for values on a grid of `step`. */
export const stepDecimals = (step: number) => Math.max(0, Math.min(6, -Math.floor(Math.log10(step) + 1e-9)));

/** Where the two thumbs stand for bounds [lo, hi]: an empty bound at its end of the domain. */
export function sliderValues(lo: unknown, hi: unknown, domain: Domain): [number, number] {
  const clamp = (v: number) => Math.min(domain.max, Math.max(domain.min, v));
  const a = num(lo);
  const b = num(hi);
  return [a === null ? domain.min : clamp(a), b === null ? domain.max : clamp(b)];
}

/** The bounds two thumbs mean: a thumb at the end of the domain leaves that side open (null). */
export function boundsOfSlider([a, b]: readonly [number, number], domain: Domain, step: number): [number | null, number | null] {
  const round = (v: number) => Number(v.toFixed(stepDecimals(step)));
  return [a <= domain.min ? null : round(a), b >= domain.max ? null : round(b)];
}

/**
 * What moving the slider changes: only the bound whose thumb moved (the other keeps its value, even at an end
 * of the domain); a moved thumb left at an end of the domain opens that side.
 */
export function sliderChange(lo: unknown, hi: unknown, next: readonly [number, number], domain: Domain, step: number): { param1?: number | null; param2?: number | null } {
  const [a0, b0] = sliderValues(lo, hi, domain);
  const [a, b] = boundsOfSlider(next, domain, step);
  const patch: { param1?: number | null; param2?: number | null } = {};
  if (next[0] !== a0) patch.param1 = a;
  if (next[1] !== b0) patch.param2 = b;
  return patch;
}

export interface HistogramBar {
  x0: number;
  x1: number;
  count: number;
  /** the bar lies (partly) inside the chosen bounds */
  inside: boolean;
}

/** The bars of a histogram, each marked inside or outside the bounds [lo, hi] (empty bounds are open). */
export function histogramBars(h: NumericHistogram, lo: unknown, hi: unknown): HistogramBar[] {
  const n = h.counts.length;
  const width = n ? (h.max - h.min) / n : 0;
  const a = num(lo) ?? -Infinity;
  const b = num(hi) ?? Infinity;
  return h.counts.map((count, i) => {
    const x0 = h.min + i * width;
    const x1 = i === n - 1 ? h.max : x0 + width;
    // bins are [x0, x1), the last one [x0, max]
    return { x0, x1, count, inside: (x1 > a || (i === n - 1 && x1 >= a)) && x0 <= b };
  });
}

/** Bars per slider histogram. */
const HISTOGRAM_BINS = 30;
/** Most histograms in one request (the server's limit). */
const MAX_HISTOGRAMS = 32;

interface HistogramDraft {
  key: string;
  param1?: unknown;
  param2?: unknown;
}

interface HistogramEntry {
  kind: string;
  region?: string;
  domain?: Domain;
  /** false: the filter has none (per-company filters such as the owner type) */
  histogram?: false;
}

/**
 * What to ask POST /api/search/histograms for the filters on screen: numeric bins over each slider's domain
 * (so that the bars line up with the track; without a known domain the data's range), and the counts per
 * value of category filters. One request per key, at most 32.
 */
export function histogramRequests(
  drafts: readonly HistogramDraft[],
  entryOf: (key: string) => HistogramEntry | undefined,
  dataDomains: Readonly<Record<string, Domain>>,
): (string | { key: string; bins: number; min?: number; max?: number })[] {
  const seen = new Set<string>();
  const out: (string | { key: string; bins: number; min?: number; max?: number })[] = [];
  for (const d of drafts) {
    const e = entryOf(d.key);
    if (!e || e.histogram === false || seen.has(d.key) || out.length >= MAX_HISTOGRAMS) continue;
    if (e.kind === 'range' || e.kind === 'distance') {
      const domain = sliderDomain(e.domain, dataDomains[d.key], d.param1, d.param2);
      out.push(domain ? { key: d.key, bins: HISTOGRAM_BINS, min: domain.min, max: domain.max } : { key: d.key, bins: HISTOGRAM_BINS });
    } else if (e.kind === 'category' || (e.kind === 'region' && e.region === 'category')) out.push(d.key);
    else continue;
    seen.add(d.key);
  }
  return out;
}

import type { CompiledQuery } from './compileQuery';
import type { FilterSpecLookup } from './filterSpec';
import type { PlotIndex } from './plotIndex';
import { intersectRanges, positionsOfBounds, type PositionRanges } from './cellOrder';
import { runSearch, type CategoryHistogram, type Histogram, type RankedPlot, type SearchOptions, type SearchOutcome, type SearchResult } from './runSearch';

/**
 * A search split over parts of the index, for threads that scan a share of the plots each: `splitCandidates` cuts
 * the positions a query scans into parts of equal size, `partOptions` is what each part runs (`runSearch` with
 * `ranges` = its part and the top `offset + limit` from offset 0), `mergeSearchResults` adds the parts' answers up
 * into the one a single scan gives: counts and histogram counters add, the best `offset + limit` of the parts'
 * tops are the best of all (scores are computed plot by plot, the same in any part), collected matches follow in
 * position order.
 */

/**
 * The positions a query scans (those in its filters' box, within `options.ranges`), cut into `parts` lists of
 * ranges holding about as many positions each, in position order. Cutting the candidates rather than the whole
 * index keeps the threads equally busy when a box or a region selects one stretch of the cell order.
 */
export function splitCandidates(index: PlotIndex, query: CompiledQuery, options: SearchOptions, parts: number): PositionRanges[] {
  let ranges: PositionRanges = [[0, index.size]];
  if (query.narrow) ranges = positionsOfBounds(index.cells, query.narrow);
  if (options.ranges) ranges = intersectRanges(ranges, options.ranges);
  const total = ranges.reduce((n, [a, b]) => n + (b - a), 0);
  const k = Math.max(1, Math.min(Math.floor(parts), total || 1));
  const out: [number, number][][] = Array.from({ length: k }, () => []);
  // part p takes the candidates numbered [floor(total * p / k), floor(total * (p + 1) / k))
  const shareEnd = (p: number) => Math.floor((total * (p + 1)) / k);
  let seen = 0;
  let part = 0;
  for (const [a, b] of ranges) {
    let s = a;
    while (s < b) {
      while (shareEnd(part) <= seen) part++;
      const end = Math.min(b, s + (shareEnd(part) - seen));
      out[part]!.push([s, end]);
      seen += end - s;
      s = end;
    }
  }
  return out;
}

/** The options one part runs with: its ranges (from `splitCandidates`) and the top offset + limit. */
export function partOptions(options: SearchOptions, part: PositionRanges): SearchOptions {
  const limit = Math.max(0, options.limit ?? 0);
  const offset = Math.max(0, options.offset ?? 0);
  return { ...options, ranges: part, offset: 0, limit: limit > 0 ? offset + limit : 0 };
}

function mergeHistogram(index: PlotIndex, lookup: FilterSpecLookup, hs: readonly Histogram[]): Histogram {
  const first = hs[0]!;
  if (first.kind === 'numeric') {
    const counts = first.counts.map(() => 0);
    let below = 0;
    let above = 0;
    let unknown = 0;
    for (const h of hs as typeof first[]) {
      h.counts.forEach((c, i) => (counts[i]! += c));
      below += h.below;
      above += h.above;
      unknown += h.unknown;
    }
    return { ...first, counts, below, above, unknown };
  }
  // category values in the column's dictionary order, as a single scan lists them
  const byValue = new Map<string, number>();
  let unknown = 0;
  for (const h of hs as CategoryHistogram[]) {
    for (const { value, count } of h.counts) byValue.set(value, (byValue.get(value) ?? 0) + count);
    unknown += h.unknown;
  }
  const column = index.columns.get(lookup(first.key)?.feature ?? '');
  const order = column?.kind === 'category' ? column.dictionary : [...byValue.keys()];
  const counts = order.filter((value) => byValue.has(value)).map((value) => ({ value, count: byValue.get(value)! }));
  return { key: first.key, kind: 'category', counts, unknown };
}

/** The answer of one scan from the answers of its parts (in position order), each run with `partOptions`. */
export function mergeSearchResults(index: PlotIndex, lookup: FilterSpecLookup, parts: readonly SearchResult[], options: SearchOptions): SearchResult {
  const limit = Math.max(0, options.limit ?? 0);
  const offset = Math.max(0, options.offset ?? 0);
  let count = 0;
  const tops: RankedPlot[] = [];
  for (const p of parts) {
    count += p.count;
    tops.push(...p.results);
  }
  tops.sort((a, b) => b.score - a.score || a.id - b.id);
  const results = limit > 0 ? tops.slice(offset, offset + limit) : [];
  const histograms = (parts[0]?.histograms ?? []).map((_, i) => mergeHistogram(index, lookup, parts.map((p) => p.histograms[i]!)));
  const merged: SearchResult = { count, results, histograms };
  if (!options.collectAll) return merged;
  const n = parts.reduce((s, p) => s + (p.all?.positions.length ?? 0), 0);
  const positions = new Int32Array(n);
  const scores = new Float64Array(n);
  let at = 0;
  for (const p of parts) {
    if (!p.all) continue;
    positions.set(p.all.positions, at);
    scores.set(p.all.scores, at);
    at += p.all.positions.length;
  }
  return { ...merged, all: { positions, scores } };
}

/** `runSearch` part by part on this thread, merged: the same answer (what the server's worker threads do in parallel). */
export function runSearchInParts(index: PlotIndex, query: CompiledQuery, lookup: FilterSpecLookup, options: SearchOptions, parts: number): SearchOutcome {
  const results: SearchResult[] = [];
  for (const part of splitCandidates(index, query, options, parts)) {
    const out = runSearch(index, query, lookup, partOptions(options, part));
    if (!out.ok) return out;
    results.push(out.result);
  }
  return { ok: true, result: mergeSearchResults(index, lookup, results, options) };
}

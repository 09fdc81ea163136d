import type { PlotSet } from './filterSpec';
import { radixOrder, type PlotIndex } from './plotIndex';

/**
 * Plot-set filters (docs/search.md "Per-company filters"): a filter over data the shared index does not hold,
 * such as the owner type a company keeps for its own parcels, arrives resolved as the positions of its plots.
 * Compiled, it is a bit set over the index's positions (an eighth of a byte per plot, per query), so the test
 * of a plot costs one shift and one mask, like a lookup table of a category column.
 */

/** Positions ordered by plot id, per index: built on the first plot-set query (4 bytes a plot), then kept with the index. */
const byId = new WeakMap<PlotIndex, Uint32Array>();

function idOrder(index: PlotIndex): Uint32Array {
  let order = byId.get(index);
  if (!order) {
    const { ids } = index;
    if (ids instanceof Uint32Array) order = radixOrder(ids);
    else {
      order = new Uint32Array(index.size);
      for (let i = 0; i < order.length; i++) order[i] = i;
      order.sort((a, b) => ids[a]! - ids[b]!);
    }
    byId.set(index, order);
  }
  return order;
}

/** The positions (ascending) of the plots with these ids that the index holds; ids it does not hold are left out. */
export function plotPositions(index: PlotIndex, ids: Iterable<number>): Int32Array {
  const order = idOrder(index);
  const found: number[] = [];
  for (const id of ids) {
    // the first position in id order whose id is not below `id`
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (index.ids[order[mid]!]! < id) lo = mid + 1;
      else hi = mid;
    }
    if (lo < order.length && index.ids[order[lo]!] === id) found.push(order[lo]!);
  }
  const out = Int32Array.from(new Set(found));
  return out.sort();
}

/** A plot set compiled against an index: a bit per position, and the set's plot ids (for the SQL equivalent and explanations). */
export interface CompiledPlotSet {
  readonly bits: Uint32Array;
  readonly complement: boolean;
  /** ids of the listed plots (all but these when `complement`), ascending by position */
  readonly ids: readonly number[];
}

/** Compile a resolved plot set; null when a position lies outside the index (resolved against another build). */
export function compilePlotSet(index: PlotIndex, set: PlotSet): CompiledPlotSet | null {
  const bits = new Uint32Array((index.size + 31) >>> 5);
  const ids: number[] = [];
  for (let k = 0; k < set.positions.length; k++) {
    const p = set.positions[k]!;
    if (!Number.isInteger(p) || p < 0 || p >= index.size) return null;
    bits[p >>> 5]! |= 1 << (p & 31);
    ids.push(index.ids[p]!);
  }
  return { bits, complement: set.complement, ids };
}

/** Whether the plot at `position` is in the compiled set. */
export function inPlotSet(set: CompiledPlotSet, position: number): boolean {
  return (((set.bits[position >>> 5]! >>> (position & 31)) & 1) === 1) !== set.complement;
}

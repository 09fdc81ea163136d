import type { CompiledFilter } from './compileQuery';

/**
 * The fused scan: the range and category filters of a query tested plot by plot in one loop, stopping at a
 * plot's second failure, instead of one pass over a list of positions per filter. Most plots fail one of the
 * first two (selective) filters, so the loop reads about two values per plot and writes a position only for a
 * plot that passes or fails exactly one histogram filter (a near miss). Writing lists filter by filter cost
 * ~5 ns per position on our 2-core servers, which is what made 1 M plots take 21 ms (docs/search.md).
 *
 * The loop is generated per query *shape* (the sequence of test kinds and histogram slots) with `new Function`,
 * so V8 sees straight-line code over local typed arrays; bounds and lookup tables are arguments, so moving a
 * slider reuses the compiled loop. The generated text holds only our own identifiers and small integers.
 */

/** A filter the fused scan can run: a numeric range or a category lookup, and its histogram slot (-1: none). */
interface FusableStep {
  readonly f: CompiledFilter;
  readonly slot: number;
  /** share of a sample of the candidates that passes (orders the steps and chooses the mask levels) */
  readonly rate: number;
}

type Kernel = (
  cols: readonly (Float32Array | Uint8Array | Uint16Array)[],
  luts: readonly (Uint8Array | null)[],
  bounds: Float64Array,
  a: number,
  b: number,
  pass: Int32Array,
  near: Int32Array,
  which: Uint8Array,
  counts: Int32Array,
) => void;

const kernels = new Map<string, Kernel>();
const MAX_KERNELS = 256;

/** Whether the fused scan can run filter `f` (range and category tests; the rest run over lists). */
export function isFusable(f: CompiledFilter): boolean {
  return f.test.type === 'number' || f.test.type === 'category';
}

/** Whether step k compares Float32 values (else it looks its codes up in a table: categories, coded numbers). */
function onFloats(step: FusableStep): boolean {
  return step.f.test.type === 'number' && step.f.test.column.storage === 'float';
}

/** Whether step k reads 4-bit codes (two plots a byte: a category of at most 15 values). */
function onNibbles(step: FusableStep): boolean {
  return step.f.test.type === 'category' && step.f.test.column.bits === 4;
}

/** The code step k reads for position `i`. */
function codeExpression(step: FusableStep, k: number): string {
  return onNibbles(step) ? `((c${k}[i >> 1] >> ((i & 1) << 2)) & 15)` : `c${k}[i]`;
}

/** The test of step k as a 0/1 expression over position `i` (branch-free: comparisons, no jumps). */
function passExpression(step: FusableStep, k: number): string {
  return onFloats(step) ? `((c${k}[i] >= lo${k}) & (c${k}[i] <= hi${k}))` : `u${k}[${codeExpression(step, k)}]`;
}

/**
 * Costs measured on 1 M plots (2-core EPYC VM, Node 20, bench:search's query): a mask step over every plot
 * ~3 ms; the plots left in the running, tested one by one, ~12 ms per million. With them the query of 10
 * histogram filters takes two mask levels (9.8 ms; three: 14, one: 12.4) and a count takes one.
 */
const MASK_COST = 3;
const PLOT_COST = 12;

/**
 * How many leading steps to test as bit masks: each costs a branch-free pass over every candidate, and leaves
 * fewer plots to test one by one. Chosen from the sampled pass rates (assumed independent): the share of
 * plots still passing all (`all`) or failing exactly one histogram key (`one`) after each step.
 */
function maskLevels(steps: readonly FusableStep[]): number {
  let all = 1;
  let one = 0;
  let best = 0;
  let bestCost = PLOT_COST;
  const slots = new Set<number>();
  for (let k = 0; k < Math.min(4, steps.length); k++) {
    const { slot, rate } = steps[k]!;
    // a repeated histogram key fails "once" twice: the masks cannot tell, so they stop before it
    if (slot >= 0 && slots.has(slot)) break;
    if (slot >= 0) slots.add(slot);
    [all, one] = slot < 0 ? [all * rate, one * rate] : [all * rate, one * rate + all * (1 - rate)];
    const cost = (k + 1) * MASK_COST + (all + one) * PLOT_COST;
    if (cost < bestCost) [best, bestCost] = [k + 1, cost];
  }
  return best;
}

function kernelSource(steps: readonly FusableStep[], levels: number): string {
  const head: string[] = [];
  const body: string[] = [];
  steps.forEach(({ slot }, k) => {
    if (!Number.isInteger(slot) || slot < -1 || slot > 255) throw new Error(`bad histogram slot ${slot}`);
    // a second failure ends the plot; a failure of a filter without histogram ends it at once
    const fail = slot < 0 ? 'continue;' : `if (w !== -1 && w !== ${slot}) continue; w = ${slot};`;
    head.push(`const c${k} = cols[${k}];`);
    if (onFloats(steps[k]!)) {
      head.push(`const lo${k} = bounds[${2 * k}], hi${k} = bounds[${2 * k + 1}];`);
      body.push(`{ const v = c${k}[i]; if (!(v >= lo${k} && v <= hi${k})) { ${fail} } }`);
    } else {
      head.push(`const u${k} = luts[${k}];`);
      body.push(`if (u${k}[${codeExpression(steps[k]!, k)}] !== 1) { ${fail} }`);
    }
  });
  // per word of 32 plots: all0 = passed every masked step, one1 = failed exactly one (of a histogram key)
  const masks: string[] = [];
  steps.slice(0, levels).forEach((st, k) => {
    masks.push(`  p = 0;`, `  for (let i = base; i < end; i++) p |= ${passExpression(st, k)} << (i - base);`);
    masks.push(st.slot < 0 ? '  one1 &= p; all0 &= p;' : '  one1 = (one1 & p) | (all0 & ~p); all0 &= p;');
  });
  // Two levels: the first (most selective) tests of 32 plots at a time as bit masks, without branches (a
  // mispredicted jump per plot was most of the cost); then the whole test, plot by plot, only for the plots
  // the masks leave in the running.
  return [
    '"use strict";',
    ...head,
    'let np = counts[0], nn = counts[1];',
    'for (let base = a; base < b; base += 32) {',
    '  const end = base + 32 < b ? base + 32 : b;',
    '  let all0 = end - base < 32 ? (1 << (end - base)) - 1 : -1, one1 = 0, p = 0;',
    ...masks,
    '  let m = all0 | one1;',
    '  while (m !== 0) {',
    '    const bit = 31 - Math.clz32(m & -m);',
    '    m &= m - 1;',
    '    const i = base + bit;',
    '    let w = -1;',
    ...body.map((l) => `    ${l}`),
    '    if (w === -1) pass[np++] = i; else { near[nn] = i; which[nn++] = w; }',
    '  }',
    '}',
    'counts[0] = np; counts[1] = nn;',
  ].join('\n');
}

/** The array step k reads: Float32 values or codes. */
function columnOf({ f }: FusableStep): Float32Array | Uint8Array | Uint16Array {
  const t = f.test;
  if (t.type === 'category') return t.column.codes;
  if (t.type === 'number') return t.column.storage === 'float' ? t.column.values : t.column.codes;
  throw new Error(`filter ${f.key} cannot be fused`);
}

function kernelOf(steps: readonly FusableStep[]): Kernel {
  const levels = maskLevels(steps);
  // the array types are part of the shape, so that every generated loop sees one kind of array per column
  const shape = `${levels}:` + steps.map((st) => `${onFloats(st) ? 'f' : onNibbles(st) ? 'n' : columnOf(st).BYTES_PER_ELEMENT}/${st.slot}`).join(',');
  let kernel = kernels.get(shape);
  if (!kernel) {
    if (kernels.size >= MAX_KERNELS) kernels.clear();
    kernel = new Function('cols', 'luts', 'bounds', 'a', 'b', 'pass', 'near', 'which', 'counts', kernelSource(steps, levels)) as Kernel;
    kernels.set(shape, kernel);
  }
  return kernel;
}

/** Lists with room for `extra` more entries after the first `np` passing and `nn` near-miss positions (kept). */
type ListRoom = (np: number, nn: number, extra: number) => { pass: Int32Array; near: Int32Array; which: Uint8Array };

/** Positions scanned per kernel call: the lists grow by at most this much between calls. */
export const SCAN_BLOCK = 1 << 16;

/**
 * Run the fusable `steps` (in the given order: most selective first) over the position `ranges`: positions
 * passing all of them are appended to the `pass` list, those failing exactly one histogram key to `near` with
 * the key's slot in `which` (lists from `room`, asked for room block by block). Returns the lengths of both lists.
 */
export function fusedScan(steps: readonly FusableStep[], ranges: readonly (readonly [number, number])[], room: ListRoom): { np: number; nn: number } {
  const cols: (Float32Array | Uint8Array | Uint16Array)[] = [];
  const luts: (Uint8Array | null)[] = [];
  const bounds = new Float64Array(2 * steps.length);
  steps.forEach((st, k) => {
    const t = st.f.test;
    cols.push(columnOf(st));
    if (t.type === 'number' && t.column.storage === 'float') {
      luts.push(null);
      bounds[2 * k] = t.lo;
      bounds[2 * k + 1] = t.hi;
    } else if (t.type === 'number' || t.type === 'category') luts.push(t.accept);
    else throw new Error(`filter ${st.f.key} cannot be fused`);
  });
  const kernel = kernelOf(steps);
  const counts = new Int32Array(2);
  for (const [a, b] of ranges)
    for (let s = a; s < b; s += SCAN_BLOCK) {
      const e = Math.min(b, s + SCAN_BLOCK);
      const { pass, near, which } = room(counts[0]!, counts[1]!, e - s);
      kernel(cols, luts, bounds, s, e, pass, near, which, counts);
    }
  return { np: counts[0]!, nn: counts[1]! };
}

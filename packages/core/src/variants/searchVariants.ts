import { planVariants, type VariantPlan } from './planVariants';
import { refineVariants, valueLayouts, type LayoutsValued } from './valueVariants';
import type { RankedVariant, VariantAccept, VariantSearchInput } from './variantTypes';

/** Best first: complete figures before those that lack an input, then the highest RGW, then the key (one order). */
export function rankVariants(variants: readonly RankedVariant[]): RankedVariant[] {
  // a variant whose figures lack an input (no construction costs: a higher RGW for nothing) never ranks first
  const incomplete = (v: RankedVariant) => (v.warnings.length ? 1 : 0);
  return [...variants].sort(
    (a, b) => incomplete(a) - incomplete(b) || b.rgwCents - a.rgwCents || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/** The variants among the best `k` of a ranked list that are still interpolated (to generate exactly next). */
function variantsToRefine(ranked: readonly RankedVariant[], k: number): RankedVariant[] {
  return ranked.slice(0, k).filter((v) => !v.exact);
}

/** The ranked list with refined variants put in (or taken out where the exact building fails), ranked again. */
export function applyRefined(
  ranked: readonly RankedVariant[],
  refined: readonly { key: string; variant: RankedVariant | null }[],
): RankedVariant[] {
  const by = new Map(refined.map((r) => [r.key, r.variant]));
  return rankVariants(ranked.flatMap((v) => (by.has(v.key) ? (by.get(v.key) ? [by.get(v.key)!] : []) : [v])));
}

/** Axes of the frontier chart. */
export type FrontierAxis = 'units' | 'gfa' | 'fsi';

/**
 * The Pareto frontier of residual land value against an axis: the variants no other variant beats on both
 * (more of the axis and a higher RGW), ordered along the axis.
 */
export function rgwFrontier(variants: readonly RankedVariant[], axis: FrontierAxis): RankedVariant[] {
  const sorted = [...variants].sort((a, b) => b.metrics[axis] - a.metrics[axis] || b.rgwCents - a.rgwCents);
  const out: RankedVariant[] = [];
  let best = -Infinity;
  for (const v of sorted)
    if (v.rgwCents > best) {
      out.push(v);
      best = v.rgwCents;
    }
  return out.reverse();
}

/** What a search found. */
export interface VariantSearchResult {
  plan: VariantPlan;
  /** every kept variant, best first */
  variants: RankedVariant[];
  evaluated: number;
  rejected: number;
}

// Rounds of exact generation run until the top `refine` are all exact. Each round turns every interpolated
// variant it picks into an exact one or drops it, so the loop ends after at most (variants / refine) rounds;
// a fixed cap of rounds had left interpolated variants at the top where the exact buildings fall well below
// the interpolation (a slab whose ground floor turns into storage when smoke locks come in at 7 floors).

/**
 * Searches variants of one building on a location's site and ranks them by residual land value, in one thread
 * (a Web Worker runs the same steps split over layouts, see apps/web/src/features/sheets/variants). The same
 * input and seed give the same list. `accept` adds the location's constraints to the site's own limits.
 */
export function searchVariants(
  input: VariantSearchInput,
  options: { accept?: VariantAccept } = {},
): VariantSearchResult {
  const plan = planVariants(input);
  const all = valueLayouts(
    input,
    plan,
    plan.layouts.map((l) => l.index),
    options.accept,
  );
  let ranked = rankVariants(all.variants);
  let rejected = all.rejected;
  for (;;) {
    const pick = variantsToRefine(ranked, input.refine ?? 10);
    if (!pick.length) break;
    const refined = refineVariants(input, plan, pick, options.accept);
    rejected += refined.filter((r) => !r.variant).length;
    ranked = applyRefined(ranked, refined);
  }
  return { plan, variants: ranked, evaluated: all.evaluated, rejected };
}

/** One worker of a split search: values some layouts and refines some variants of the same input. */
export interface VariantRunner {
  value(layoutIndices: readonly number[]): Promise<LayoutsValued>;
  refine(variants: readonly RankedVariant[]): Promise<{ key: string; variant: RankedVariant | null }[]>;
}

/** Layout indices dealt round-robin over `parts` (flats and towers alternate, so the parts cost about the same). */
function splitLayouts(plan: VariantPlan, parts: number): number[][] {
  const out: number[][] = Array.from({ length: Math.max(1, parts) }, () => []);
  plan.layouts.forEach((l, i) => out[i % out.length]!.push(l.index));
  return out;
}

/**
 * searchVariants split over runners (Web Workers, worker threads): the layouts are dealt out, the answers
 * merged and ranked, and each refinement round is split too. The list is the same as searchVariants' for any
 * number of runners, because every variant's figures depend only on the input.
 */
export async function searchVariantsParallel(
  input: VariantSearchInput,
  runners: readonly VariantRunner[],
): Promise<VariantSearchResult> {
  const plan = planVariants(input);
  const parts = splitLayouts(plan, runners.length);
  const answers = await Promise.all(parts.map((p, i) => runners[i]!.value(p)));
  let ranked = rankVariants(answers.flatMap((a) => a.variants));
  let rejected = answers.reduce((s, a) => s + a.rejected, 0);
  for (;;) {
    const pick = variantsToRefine(ranked, input.refine ?? 10);
    if (!pick.length) break;
    const shares = runners.map((_, i) => pick.filter((_, j) => j % runners.length === i));
    const refined = (
      await Promise.all(shares.map((s, i) => (s.length ? runners[i]!.refine(s) : Promise.resolve([]))))
    ).flat();
    rejected += refined.filter((r) => !r.variant).length;
    ranked = applyRefined(ranked, refined);
  }
  return { plan, variants: ranked, evaluated: answers.reduce((s, a) => s + a.evaluated, 0), rejected };
}

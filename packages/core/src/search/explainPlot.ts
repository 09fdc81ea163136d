import type { CompiledFilter, CompiledQuery } from './compileQuery';
import type { FilterKind } from './filterSpec';
import { categoryCodeAt, numberAt, type PlotIndex } from './plotIndex';
import { closenessAt, passesAt } from './closeness';

/** Why a plot matched one filter and what that filter added to its score. */
export interface FilterExplanation {
  readonly key: string;
  readonly kind: FilterKind;
  /** the plot's value: a number (km for distances and points), a category, or null for box and area filters */
  readonly value: number | string | null;
  readonly passed: boolean;
  readonly min: number | null;
  readonly max: number | null;
  readonly optimal: number | readonly string[] | null;
  /** closeness to the optimal, 0-1 (1 when the filter has no optimal) */
  readonly closeness: number;
  readonly weight: number;
  /** this filter's share of the 0-100 score: 100 * weight * closeness / total weight */
  readonly points: number;
  /** or-choices: every enabled child */
  readonly children?: readonly FilterExplanation[];
}

function valueAt(f: CompiledFilter, index: PlotIndex, position: number): number | string | null {
  const t = f.test;
  if (t.type === 'number') {
    const v = numberAt(t.column, position);
    return v === v ? v : null;
  }
  if (t.type === 'category') {
    const c = categoryCodeAt(t.column, position);
    return c === 0 ? null : t.column.dictionary[c - 1]!;
  }
  if (t.type === 'point') {
    const dx = index.x[position]! - t.x;
    const dy = index.y[position]! - t.y;
    return Math.sqrt(dx * dx + dy * dy) / 1000;
  }
  return null;
}

function explainOne(f: CompiledFilter, index: PlotIndex, position: number, totalWeight: number, share: boolean): FilterExplanation {
  const passed = passesAt(f, index, position);
  const closeness = passed ? closenessAt(f, index, position) : 0;
  const points = share && totalWeight > 0 ? (100 * f.weight * closeness) / totalWeight : 0;
  return {
    key: f.key,
    kind: f.spec.kind,
    value: valueAt(f, index, position),
    passed,
    min: f.min,
    max: f.max,
    optimal: f.optimal,
    closeness,
    weight: f.weight,
    points,
    ...(f.test.type === 'or' ? { children: f.test.children.map((c) => explainOne(c, index, position, totalWeight, false)) } : {}),
  };
}

/** The per-filter explanation of the plot at `position` under a compiled query. */
export function explainPlot(index: PlotIndex, query: CompiledQuery, position: number): FilterExplanation[] {
  return query.filters.map((f) => explainOne(f, index, position, query.totalWeight, true));
}

/** The 0-100 score of the plot at `position` as the ranking gives it; null when the plot does not match the query. */
export function scoreAt(index: PlotIndex, query: CompiledQuery, position: number): number | null {
  const parts = explainPlot(index, query, position);
  if (!parts.every((p) => p.passed)) return null;
  // a query without weights ranks every match at 100 (runSearch)
  return query.totalWeight > 0 ? parts.reduce((s, p) => s + p.points, 0) : 100;
}

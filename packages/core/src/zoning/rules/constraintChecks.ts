import { asPercent } from '../ils/limits';
import { quantityOf, type ZoningQuantity } from './quantities';

/** A stored constraint as far as a check needs it; the citation fields are shown with the line when present. */
export interface ConstraintLike {
  id: number | string;
  name: string | null;
  type: string | null;
  operator: string | null;
  value: number | null;
  reference?: string | null;
  url?: string | null;
  source?: string | null;
}

type CheckStatus = 'ok' | 'violated' | 'unchecked';

/** One constraint checked against the concept's figure: met (ok), not met (violated) or not checkable (unchecked). */
export interface ConstraintCheck {
  id: number | string;
  name: string;
  type: string;
  operator: string;
  limit: number | null;
  metric: ZoningQuantity | null;
  actual: number | null;
  status: CheckStatus;
  /** why a constraint is unchecked: the kind is not computed, it has no limit, or the figure is undefined */
  reason: 'not_computed' | 'no_limit' | 'no_figure' | null;
  /** where the limit is written: the article or zoning object, its link and the plan (or "hand") */
  reference: string | null;
  url: string | null;
  source: string | null;
}

// A figure within a thousandth of the limit meets an 'equal' constraint (areas are held to 0.01 m2).
const EQUAL_TOLERANCE = 1e-3;

// A coverage limit above 1 is a percentage (60), one at most 1 a fraction (0.6): the ILS coverage check reads it so.
const limitOf = (quantity: ZoningQuantity, value: number): number =>
  quantity === 'gsi' || quantity === 'buildable_gsi' ? asPercent(value) / 100 : value;

const meets = (operator: string, actual: number, limit: number): boolean =>
  operator === 'smaller_than'
    ? actual <= limit
    : operator === 'greater_than'
      ? actual >= limit
      : Math.abs(actual - limit) <= EQUAL_TOLERANCE * Math.max(1, Math.abs(limit));

/**
 * Checks constraints against the concept: `smaller_than` is a maximum (the figure may reach it), `greater_than` a
 * minimum, `equal` within a thousandth. Kinds no figure answers, and constraints without a number, are listed as
 * unchecked with the reason. Pass the constraints in force (constraintsInForce).
 */
export function checkConstraints(
  constraints: readonly ConstraintLike[],
  // a caller that does not know a figure (the variants search has no eaves) leaves it out: unchecked, no_figure
  metrics: Readonly<Partial<Record<ZoningQuantity, number | null>>>,
): ConstraintCheck[] {
  return constraints.map((c) => {
    const type = c.type ?? 'general';
    const operator = c.operator ?? 'smaller_than';
    const metric = quantityOf(type);
    const cited = { reference: c.reference ?? null, url: c.url ?? null, source: c.source ?? null };
    const base = { id: c.id, name: c.name ?? '', type, operator, limit: c.value, metric, actual: null, ...cited };
    if (metric === null) return { ...base, status: 'unchecked', reason: 'not_computed' };
    const actual = metrics[metric] ?? null;
    if (c.value === null || !Number.isFinite(c.value)) return { ...base, actual, status: 'unchecked', reason: 'no_limit' };
    if (actual === null || !Number.isFinite(actual)) return { ...base, status: 'unchecked', reason: 'no_figure' };
    const limit = limitOf(metric, c.value);
    return { ...base, limit, actual, status: meets(operator, actual, limit) ? 'ok' : 'violated', reason: null };
  });
}

import { strictest } from '../ils/limits';
import type { IlsConstraint } from '../ils/types';
import { quantityOf, sameQuantity, type ZoningQuantity } from './quantities';

/**
 * The `source` of a constraint entered or changed by hand on the location editor. A refresh of the zoning replaces
 * only the derived rows and keeps these.
 */
export const HAND_CONSTRAINT_SOURCE = 'hand';

/** A stored constraint as far as deciding which are in force needs it. */
export interface RuleConstraint extends IlsConstraint {
  id: number | string;
  /** on a hand row: the `derivedKey` of the derived constraint it replaces (an explicit choice), else null */
  replaces?: string | null;
}

/** A constraint taken from the zoning (IMRO, omgevingsplan, an online read), not entered by hand. */
export const isDerived = (c: Pick<RuleConstraint, 'source'>): boolean => c.source !== HAND_CONSTRAINT_SOURCE;

/**
 * What names a derived constraint across refreshes of the zoning: its zoning object (IMRO) or article (omgevingsplan)
 * and what its description names, without the value after the last ": " (IMRO "maximum bouwhoogte (m): 10"), so a
 * new plan version with another value is still the same constraint.
 */
export function derivedKey(c: Pick<RuleConstraint, 'reference' | 'description'>): string {
  const d = c.description ?? '';
  const at = d.lastIndexOf(': ');
  return `${c.reference ?? ''}|${at >= 0 ? d.slice(0, at) : d}`;
}

/** A derived constraint a hand one replaces. */
export interface ReplacedConstraint<C> {
  constraint: C;
  replacedBy: C;
}

/** The constraints of a location split into those in force and the derived ones hand constraints replace. */
export interface ConstraintsInForce<C> {
  /** every hand constraint and every derived one no hand constraint replaces, in the given order */
  inForce: C[];
  replaced: ReplacedConstraint<C>[];
}

/** The hand constraint that replaces a derived one: the first whose `replaces` names it and limits the same quantity. */
function replacerOf<C extends RuleConstraint>(c: C, hands: readonly C[]): C | null {
  if (!isDerived(c)) return null;
  const key = derivedKey(c);
  return hands.find((h) => h.replaces === key && sameQuantity(h.type, c.type)) ?? null;
}

/**
 * The one rule for which of a location's constraints count: the derived ones unless a hand constraint of the same
 * quantity replaces them (its `replaces` holds their `derivedKey`), and every hand constraint. Every screen that
 * checks or shows a limit reads this (docs/concepts.md 7).
 */
export function constraintsInForce<C extends RuleConstraint>(constraints: readonly C[]): ConstraintsInForce<C> {
  const hands = constraints.filter((c) => !isDerived(c) && c.replaces);
  const inForce: C[] = [];
  const replaced: ReplacedConstraint<C>[] = [];
  for (const c of constraints) {
    const by = replacerOf(c, hands);
    if (by) replaced.push({ constraint: c, replacedBy: by });
    else inForce.push(c);
  }
  return { inForce, replaced };
}

/** The derived constraint a hand one replaces among `constraints`, or null (none named, or gone from the zoning). */
export function replacedByHand<C extends RuleConstraint>(hand: C, constraints: readonly C[]): C | null {
  if (isDerived(hand) || !hand.replaces) return null;
  return constraints.find((c) => isDerived(c) && derivedKey(c) === hand.replaces && sameQuantity(c.type, hand.type)) ?? null;
}

/**
 * The limit in force of a quantity: the strictest maximum among the constraints in force (the ILS checks' rule:
 * the concept's buildings are not tied to one part of the parcels). The table's max. height, the public page and
 * the concept's site read it.
 */
export function limitInForce<C extends RuleConstraint>(constraints: readonly C[], quantity: ZoningQuantity): (C & { value: number }) | null {
  return strictest(constraintsInForce(constraints).inForce, (c) => quantityOf(c.type) === quantity) as (C & { value: number }) | null;
}

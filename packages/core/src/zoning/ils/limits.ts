import type { IlsCitation, IlsConstraint } from './types';

/** The text of a constraint the checks search (its name, description and subzone). */
export const textOf = (c: IlsConstraint): string => [c.name, c.description, c.subzone].filter(Boolean).join(' ');

// Limits for an annex, extension or bay window do not bind the main building the concept generates.
const ANNEX = /bijgebouw|aanbouw|uitbouw|erker|bijbehorend|annex|bay window/i;

/** The citation of a constraint. */
export const citationOf = (c: IlsConstraint): IlsCitation => ({
  name: c.name,
  reference: c.reference,
  url: c.url,
  source: c.source,
});

/** A maximum: a numeric `smaller_than` constraint for the main building. */
export const isMaximum = (c: IlsConstraint): c is IlsConstraint & { value: number } =>
  c.operator === 'smaller_than' && c.value !== null && Number.isFinite(c.value) && !ANNEX.test(textOf(c));

/**
 * The strictest maximum among constraints: the location's constraints are those at its parcels, and the
 * concept's buildings are not tied to one part of them, so the lowest limit is the one that surely applies.
 */
export function strictest(constraints: readonly IlsConstraint[], accept: (c: IlsConstraint) => boolean): (IlsConstraint & { value: number }) | null {
  let best: (IlsConstraint & { value: number }) | null = null;
  for (const c of constraints) if (isMaximum(c) && accept(c) && (!best || c.value < best.value)) best = c;
  return best;
}

/** A limit in percent: a value above 1 is already a percentage, one at most 1 a fraction (the IMRO import's 0.6). */
export const asPercent = (value: number): number => (value > 1 ? value : value * 100);

/** Rounded for display and comparison noise (a thousandth). */
export const round3 = (n: number): number => Math.round(n * 1000) / 1000;

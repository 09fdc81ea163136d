import type { EuroCents } from '../units/units';

/** How a figure was computed: a formula in words over named inputs, for the sheets' hover explanation. */
export interface Explanation {
  readonly formula: string;
  readonly inputs: Readonly<Record<string, number | string | null>>;
}

/** An amount of money in whole cents with its explanation. */
export interface MoneyFigure extends Explanation {
  readonly cents: EuroCents;
}

/** A non-money figure (area, ratio, percentage) with its explanation; null where it is undefined (e.g. per unit of zero units). */
export interface QuantityFigure extends Explanation {
  readonly value: number | null;
}

/** Builds a money figure. */
export const money = (cents: EuroCents, formula: string, inputs: Explanation['inputs']): MoneyFigure => ({
  cents,
  formula,
  inputs,
});

/** Builds a quantity figure. */
export const quantity = (
  value: number | null,
  formula: string,
  inputs: Explanation['inputs'],
): QuantityFigure => ({
  value,
  formula,
  inputs,
});

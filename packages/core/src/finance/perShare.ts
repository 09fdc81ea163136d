import type { EuroCents } from '../units/units';
import { money, quantity } from './figure';
import type { MoneyFigure, QuantityFigure } from './figure';
import { divideRoundHalfAway } from './millicents';

/** An amount per unit, rounded half away from zero; null when there are no units. */
export const perUnit = (cents: number, units: number, formula: string): MoneyFigure | null =>
  units > 0
    ? money(divideRoundHalfAway(cents, units) as EuroCents, formula, { amountCents: cents, units })
    : null;

/** An amount per square metre of an area held in centi-m2; null when the area is zero. */
export const perSquareMeter = (cents: number, areaCenti: number, formula: string): MoneyFigure | null =>
  areaCenti > 0
    ? money(divideRoundHalfAway(cents * 100, areaCenti) as EuroCents, formula, {
        amountCents: cents,
        areaSquareMeters: areaCenti / 100,
      })
    : null;

/** A percentage with two decimals; null (never NaN or Infinity) when the whole is zero. */
export const percentOf = (part: number, whole: number, formula: string): QuantityFigure =>
  quantity(whole === 0 ? null : Math.round((part * 10_000) / whole) / 100, formula, {
    partCents: part,
    wholeCents: whole,
  });

import type { EuroCents } from '../units/units';

/*
 * Every amount is first computed to a thousandth of a cent (an integer number of millicents), so sums are
 * exact integer additions far below 2^53 (up to 90 billion euros), and shown cents are rounded once from it.
 */

/** Millicents per cent. */
const MILLICENTS_PER_CENT = 1000;
/** Parts per million in a whole; percentages are held as integer ppm (4 decimals of a percent). */
export const PPM = 1_000_000;

/** Rounds to an integer, half away from zero (Math.round rounds -2.5 to -2). */
export const roundHalfAway = (x: number): number => (x < 0 ? -Math.round(-x) : Math.round(x));

/** An exact amount in cents (may be fractional) to integer millicents, rounding half away from zero. */
export const toMillicents = (exactCents: number): number => roundHalfAway(exactCents * MILLICENTS_PER_CENT);

/** Integer division rounding half away from zero, exact for integers within the safe range. */
export const divideRoundHalfAway = (numerator: number, denominator: number): number => {
  const negative = numerator < 0 !== denominator < 0;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  let q = Math.floor(n / d);
  let r = n - q * d;
  // A quotient that float division rounded up past an integer is corrected here.
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  if (2 * r >= d) q += 1;
  return negative ? -q : q;
};

/** Millicents to whole cents, rounding half away from zero. */
export const millicentsToCents = (millicents: number): EuroCents =>
  divideRoundHalfAway(millicents, MILLICENTS_PER_CENT) as EuroCents;

/** A percentage (10.4) to integer parts per million (104 000), keeping 4 decimals of the percentage. */
export const percentToPpm = (percent: number): number => Math.round(percent * 10_000);

/** Integer ppm back to a percentage for display. */
export const ppmToPercent = (ppm: number): number => ppm / 10_000;

/**
 * Rounds a column of millicent amounts to cents by running total: each line is the change of the rounded
 * running total, so the shown lines always add up to the rounded exact total (no drift), and a line is
 * never more than one cent from its own rounding.
 */
export const roundColumn = (millicents: ArrayLike<number>): EuroCents[] => {
  const out: EuroCents[] = new Array<EuroCents>(millicents.length);
  let running = 0;
  let shown = 0;
  for (let i = 0; i < millicents.length; i++) {
    running += millicents[i] ?? 0;
    const next = millicentsToCents(running);
    out[i] = (next - shown) as EuroCents;
    shown = next;
  }
  return out;
};

/** Sum of integer cents as EuroCents. */
export const sumCents = (values: readonly number[]): EuroCents => {
  let total = 0;
  for (const v of values) total += v;
  return total as EuroCents;
};

/** Cents times a ppm rate, rounded half away from zero to whole cents; exact while the product is a safe integer. */
export const centsTimesPpm = (cents: number, ppm: number): number => {
  const product = cents * ppm;
  return Number.isSafeInteger(product) ? divideRoundHalfAway(product, PPM) : roundHalfAway(product / PPM);
};

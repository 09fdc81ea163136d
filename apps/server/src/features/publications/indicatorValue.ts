import type { PublicScore } from '@plotwise/contracts';

/** An indicator's computed value (areaIndicators.ts, environmentIndicators.ts); `detail` names what a bare number does not say. */
export type IndicatorResult = Pick<PublicScore, 'unit' | 'value' | 'missing'> & { detail?: string };

/** The value in its unit, or null with the reason when it is missing or not a finite number. */
export const indicatorValue = (unit: PublicScore['unit'], v: number | null, missing: NonNullable<PublicScore['missing']>): IndicatorResult =>
  v === null || !Number.isFinite(v) ? { unit, value: null, missing } : { unit, value: v, missing: null };

/** part / whole, or null without a positive whole. */
export const share = (part: number, whole: number | null | undefined): number | null => (whole && whole > 0 ? part / whole : null);

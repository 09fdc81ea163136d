import { describe, expect, it } from 'vitest';
import {
  centsTimesPpm,
  divideRoundHalfAway,
  millicentsToCents,
  percentToPpm,
  roundColumn,
  toMillicents,
} from './millicents';

describe('exact money arithmetic', () => {
  it('rounds half away from zero, also for negative amounts', () => {
    expect(divideRoundHalfAway(5, 2)).toBe(3);
    expect(divideRoundHalfAway(-5, 2)).toBe(-3);
    expect(divideRoundHalfAway(7, 3)).toBe(2);
    expect(millicentsToCents(1_234_500)).toBe(1235);
    expect(millicentsToCents(-1_234_500)).toBe(-1235);
    expect(millicentsToCents(1_234_499)).toBe(1234);
  });

  it('stays exact near the top of the safe integer range', () => {
    const big = 9_007_199_254_740_991; // 2^53 − 1
    expect(divideRoundHalfAway(big, 1000)).toBe(9_007_199_254_741);
    expect(divideRoundHalfAway(big - 501, 1000)).toBe(9_007_199_254_740);
    expect(divideRoundHalfAway(big - 491, 1000)).toBe(9_007_199_254_741);
  });

  it('keeps four decimals of a percentage', () => {
    expect(percentToPpm(10.4)).toBe(104_000);
    expect(percentToPpm(0.0001)).toBe(1);
    expect(percentToPpm(4.75)).toBe(47_500);
  });

  it('takes a percentage of cents with a half-cent tie rounded away from zero', () => {
    expect(centsTimesPpm(12_345, 100_000)).toBe(1235); // 1 234.5 → 1 235
    expect(centsTimesPpm(-12_345, 100_000)).toBe(-1235);
    expect(toMillicents(0.0005)).toBe(1);
  });

  it('rounds a column by running total so 3 × 1/3 cent shows 0, 1, 0 and sums to 1 cent', () => {
    expect(roundColumn([333, 333, 334])).toEqual([0, 1, 0]);
    expect(roundColumn([])).toEqual([]);
  });
});

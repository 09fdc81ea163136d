import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundPartsToTotal, roundScore } from './scoreRounding';

describe('roundPartsToTotal', () => {
  it('rounds the points of a score so that they add up to the score as shown (issue 42: 98,9 beside 98,8)', () => {
    expect(roundPartsToTotal([49.44, 49.44], 98.88)).toEqual([49.5, 49.4]);
    expect(roundPartsToTotal([33.333, 33.333, 33.333], 99.999)).toEqual([33.4, 33.3, 33.3]);
    expect(roundPartsToTotal([10, 20.25], 30.25)).toEqual([10, 20.3]);
  });

  it('adds up for any parts, each within one step of its own value', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 1, maxLength: 12 }), (parts) => {
        const total = parts.reduce((s, p) => s + p, 0);
        const rounded = roundPartsToTotal(parts, total);
        expect(Math.round(rounded.reduce((s, p) => s + p, 0) * 10)).toBe(Math.round(total * 10));
        rounded.forEach((r, i) => expect(Math.abs(r - parts[i]!)).toBeLessThan(0.1 + 1e-9));
      }),
    );
  });

  it('rounds each part alone when they are not the parts of that total', () => {
    expect(roundPartsToTotal([10.04, 10.04], 50)).toEqual([10, 10]);
  });

  it('rounds a score once to one decimal (98,849 is 98,8, where 2 decimals first made it 98,85 and then 98,9)', () => {
    expect(roundScore(98.849)).toBe(98.8);
    expect(roundScore(98.85)).toBe(98.9);
    expect(roundScore(0)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { sunHoursColour } from './sunHoursColour';

describe('sunHoursColour', () => {
  it('is reddish below the threshold, yellow at it and green well above it', () => {
    const [r0, g0] = sunHoursColour(0);
    expect(r0).toBeGreaterThan(g0 * 3);
    const [r2, g2, b2] = sunHoursColour(2);
    expect(r2).toBeGreaterThan(0.9);
    expect(g2).toBeGreaterThan(0.8);
    expect(b2).toBeLessThan(0.3);
    const [r6, g6] = sunHoursColour(6);
    expect(g6).toBeGreaterThan(r6 * 3);
    expect(sunHoursColour(100)).toEqual(sunHoursColour(6));
  });
});

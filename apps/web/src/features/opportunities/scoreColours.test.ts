import { describe, expect, it } from 'vitest';
import { scoreCirclePaint, scoreColour, SCORE_STOPS } from './scoreColours';

describe('score colours', () => {
  it('gives the stops their own colour and blends between them', () => {
    expect(scoreColour(0)).toBe('#440154');
    expect(scoreColour(100)).toBe('#fde725');
    expect(scoreColour(50)).toBe('#21918c');
    expect(scoreColour(-3)).toBe('#440154');
    expect(scoreColour(250)).toBe('#fde725');
    const mid = scoreColour(12.5);
    expect(mid).not.toBe('#440154');
    expect(mid).not.toBe('#3b528b');
  });

  it('colours the map by the same stops, for plots and for cells of matches', () => {
    const paint = scoreCirclePaint();
    expect(paint['circle-color']).toEqual(['interpolate', ['linear'], ['coalesce', ['get', 'score'], ['get', 'score_mean'], 0], ...SCORE_STOPS.flat()]);
  });
});

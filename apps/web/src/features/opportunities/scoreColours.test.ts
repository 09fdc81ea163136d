import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { absoluteTileUrl, scoreCirclePaint, scoreColour, SCORE_STOPS } from './scoreColours';

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
    // a style MapLibre accepts (it refuses a layer with an invalid expression and draws nothing)
    const tiles = [absoluteTileUrl('/api/search/tiles/abc/{z}/{x}/{y}.mvt', 'http://localhost:3000')];
    const style = { version: 8, sources: { s: { type: 'vector', tiles } }, layers: [{ id: 'search-matches', type: 'circle', source: 's', 'source-layer': 'search', paint }] };
    expect(validateStyleMin(style as never).map((e) => e.message)).toEqual([]);
  });

  it('keeps the tile template placeholders when making the URL absolute', () => {
    expect(absoluteTileUrl('/api/search/tiles/abc/{z}/{x}/{y}.mvt', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/api/search/tiles/abc/{z}/{x}/{y}.mvt');
    expect(absoluteTileUrl('https://cdn.test/t/{z}/{x}/{y}.mvt', 'http://127.0.0.1:3000')).toBe('https://cdn.test/t/{z}/{x}/{y}.mvt');
  });
});

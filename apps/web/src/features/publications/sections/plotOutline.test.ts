import { describe, expect, it } from 'vitest';
import { featureOutlines, plotOutline } from './plotOutline';

describe('plotOutline', () => {
  it('fits a polygon into the box with north up', () => {
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [100, 0],
          [100, 100],
          [0, 100],
          [0, 0],
        ],
      ],
    };
    const o = plotOutline([square], [], 120, 10)!;
    expect(o.paths).toEqual(['M10.0 110.0L110.0 110.0L110.0 10.0L10.0 10.0L10.0 110.0Z']);
  });
  it('places points and answers null without anything to draw', () => {
    expect(plotOutline([], [])).toBeNull();
    expect(plotOutline([{ type: 'Point', coordinates: [1, 2] }])).toBeNull();
    const o = plotOutline(
      [],
      [
        [5, 52],
        [6, 53],
      ],
      100,
      0,
    )!;
    expect(o.points).toEqual([
      [0, 100],
      [100, 0],
    ]);
  });
});

describe('featureOutlines', () => {
  it('one path per geometry, fitted together; a multipolygon keeps all its rings; null without any', () => {
    const sq = (x: number) => ({ type: 'Polygon', coordinates: [[[x, 0], [x + 100, 0], [x + 100, 100], [x, 100], [x, 0]]] });
    const multi = { type: 'MultiPolygon', coordinates: [sq(300).coordinates, sq(500).coordinates] };
    const o = featureOutlines([sq(0), multi], 620, 10)!;
    expect(o.paths).toHaveLength(2);
    expect(o.paths[0]).toBe('M10.0 110.0L110.0 110.0L110.0 10.0L10.0 10.0L10.0 110.0Z');
    expect(o.paths[1]!.match(/Z/g)).toHaveLength(2);
    expect(o.paths[1]).toContain('M510.0 110.0');
    expect(featureOutlines([null, { type: 'Point', coordinates: [1, 2] }])).toBeNull();
  });
});

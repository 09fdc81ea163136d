import { describe, expect, it } from 'vitest';
import { plotOutline } from './plotOutline';

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

import { describe, expect, it } from 'vitest';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { encodePointTile } from './encodePointTile';

describe('encodePointTile', () => {
  it('writes points with ids and properties that a vector-tile reader reads back', () => {
    const bytes = encodePointTile('search', [
      { id: 7, x: 10, y: 4000, properties: { score: 87.5, plot_id: 7 } },
      { id: 9_007_199_254_740, x: 2048, y: 0, properties: { score: 12.25, plot_id: 9_007_199_254_740 } },
    ]);
    const tile = new VectorTile(new PbfReader(bytes));
    const layer = tile.layers.search!;
    expect(layer.length).toBe(2);
    expect(layer.extent).toBe(4096);
    const a = layer.feature(0);
    expect(a.id).toBe(7);
    expect(a.type).toBe(1);
    expect(a.properties).toEqual({ score: 87.5, plot_id: 7 });
    expect(a.loadGeometry()[0]![0]).toMatchObject({ x: 10, y: 4000 });
    const b = layer.feature(1);
    expect(b.properties.plot_id).toBe(9_007_199_254_740);
    expect(b.properties.score).toBe(12.25);
  });

  it('an empty tile has no layers', () => {
    expect(Object.keys(new VectorTile(new PbfReader(encodePointTile('search', []))).layers)).toEqual([]);
  });
});

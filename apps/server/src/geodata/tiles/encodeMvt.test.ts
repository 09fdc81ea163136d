import { describe, expect, it } from 'vitest';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { encodeMvt, type TileFeature } from './encodeMvt';
import { GeomType } from './tileGeometry';

const point = (x: number, y: number) => ({ type: GeomType.Point, parts: [[x, y]] });

describe('encodeMvt', () => {
  it('writes points with ids and properties that a vector-tile reader reads back (search tiles)', () => {
    const features: TileFeature[] = [
      { id: 7, geometry: point(10, 4000), properties: { score: 87.5, plot_id: 7 } },
      { id: 9_007_199_254_740, geometry: point(2048, 0), properties: { score: 12.25, plot_id: 9_007_199_254_740 } },
    ];
    const bytes = encodeMvt([{ name: 'search', features }]);
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
    expect(Object.keys(new VectorTile(new PbfReader(encodeMvt([{ name: 'search', features: [] }]))).layers)).toEqual([]);
  });
});

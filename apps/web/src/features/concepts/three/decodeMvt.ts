// The 3D view's reading of our own tiles (the BAG buildings' polygon rings, the trees' points, in tile units with
// their properties) through @mapbox/vector-tile, the repository's one Mapbox Vector Tile reader (the server reads
// PDOK's tiles with it). MapLibre has a reader too, but only inside its bundle.
import { VectorTile, type VectorTileFeature, type VectorTileLayer } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';

/** A polygon feature of a tile: its outer rings in tile units (0..extent, y down) and its properties. */
export interface TileFeature {
  properties: Record<string, string | number | boolean>;
  rings: [number, number][][];
}

/** A point of a tile: tile units (0..extent, y down) and its properties; a multipoint gives one per point. */
export interface TilePoint {
  properties: TileFeature['properties'];
  x: number;
  y: number;
}

const DEFAULT_EXTENT = 4096;
const POINT = 1;
const POLYGON = 3;

/** One named layer of a tile; null when the tile has none of that name. */
function layerOf(bytes: Uint8Array, layerName: string): VectorTileLayer | null {
  return new VectorTile(new PbfReader(bytes)).layers[layerName] ?? null;
}

/** The features of a layer of one geometry type. */
function featuresOf(layer: VectorTileLayer, type: number): VectorTileFeature[] {
  const out: VectorTileFeature[] = [];
  for (let i = 0; i < layer.length; i++) {
    const f = layer.feature(i);
    if (f.type === type) out.push(f);
  }
  return out;
}

/** The outer rings of a polygon feature (MVT spec 2: outer rings turn clockwise on screen, positive area). */
function outerRings(f: VectorTileFeature): [number, number][][] {
  const rings: [number, number][][] = [];
  for (const line of f.loadGeometry()) {
    const ring = line.map((p): [number, number] => [p.x, p.y]);
    // the reader closes a ring with its first point again; the rings here are open
    const last = ring[ring.length - 1];
    if (ring.length > 1 && last && last[0] === ring[0]![0] && last[1] === ring[0]![1]) ring.pop();
    let twice = 0;
    for (let k = 0; k < ring.length; k++) {
      const [ax, ay] = ring[k]!;
      const [bx, by] = ring[(k + 1) % ring.length]!;
      twice += ax * by - bx * ay;
    }
    if (twice > 0 && ring.length >= 3) rings.push(ring);
  }
  return rings;
}

/** The polygon features of one layer of a tile, and the layer's extent. */
export function decodeMvtLayer(bytes: Uint8Array, layerName: string): { extent: number; features: TileFeature[] } {
  const layer = layerOf(bytes, layerName);
  if (!layer) return { extent: DEFAULT_EXTENT, features: [] };
  const features = featuresOf(layer, POLYGON).map((f) => ({ properties: f.properties, rings: outerRings(f) }));
  return { extent: layer.extent, features };
}

/** The point features of one layer of a tile, and the layer's extent. */
export function decodeMvtPoints(bytes: Uint8Array, layerName: string): { extent: number; points: TilePoint[] } {
  const layer = layerOf(bytes, layerName);
  if (!layer) return { extent: DEFAULT_EXTENT, points: [] };
  const points: TilePoint[] = [];
  for (const f of featuresOf(layer, POINT))
    for (const line of f.loadGeometry()) for (const p of line) points.push({ properties: f.properties, x: p.x, y: p.y });
  return { extent: layer.extent, points };
}

import { PbfWriter } from 'pbf';
import { GeomType, type TileGeometry } from './tileGeometry';
import { TILE_EXTENT } from './tileProjection';

export type TileProperty = string | number | boolean | null | undefined;

export interface TileFeature {
  id?: number;
  geometry: TileGeometry;
  properties: Record<string, TileProperty>;
}

export interface TileLayerData {
  name: string;
  features: TileFeature[];
}

/** Encodes layers as a Mapbox Vector Tile 2.1 protobuf. Layers without features are left out. */
export function encodeMvt(layers: TileLayerData[]): Uint8Array {
  const pbf = new PbfWriter();
  for (const layer of layers) if (layer.features.length) pbf.writeMessage(3, writeLayer, layer);
  return pbf.finish();
}

function writeLayer(layer: TileLayerData, pbf: PbfWriter) {
  pbf.writeVarintField(15, 2);
  pbf.writeStringField(1, layer.name);
  const keys = new Map<string, number>();
  // keyed by the value itself: a Map tells 1, '1' and true apart
  const values = new Map<string | number | boolean, number>();
  const valueList: Array<string | number | boolean> = [];
  for (const f of layer.features) {
    tags.length = 0;
    for (const key in f.properties) {
      const value = f.properties[key];
      if (value === null || value === undefined || (typeof value === 'number' && !Number.isFinite(value))) continue;
      let k = keys.get(key);
      if (k === undefined) keys.set(key, (k = keys.size));
      let v = values.get(value);
      if (v === undefined) {
        values.set(value, (v = valueList.length));
        valueList.push(value);
      }
      tags.push(k, v);
    }
    pbf.writeMessage(2, writeFeature, f);
  }
  for (const key of keys.keys()) pbf.writeStringField(3, key);
  for (const value of valueList) pbf.writeMessage(4, writeValue, value);
  pbf.writeVarintField(5, TILE_EXTENT);
}

// The tags and commands of the feature being written, reused: a z14 tile has thousands of features, and an
// array of each per feature kept the garbage collector busy. Encoding is synchronous, so nothing interleaves.
const tags: number[] = [];
const commands: number[] = [];

function writeFeature(f: TileFeature, pbf: PbfWriter) {
  if (f.id !== undefined && Number.isSafeInteger(f.id) && f.id >= 0) pbf.writeVarintField(1, f.id);
  if (tags.length) pbf.writePackedVarint(2, tags);
  pbf.writeVarintField(3, f.geometry.type);
  geometryCommands(f.geometry);
  pbf.writePackedVarint(4, commands);
}

function writeValue(value: string | number | boolean, pbf: PbfWriter) {
  if (typeof value === 'string') pbf.writeStringField(1, value);
  else if (typeof value === 'boolean') pbf.writeBooleanField(7, value);
  else if (Number.isSafeInteger(value)) pbf.writeSVarintField(6, value);
  else pbf.writeDoubleField(3, value);
}

const command = (id: number, count: number) => (id & 7) | (count << 3);
const zigzag = (n: number) => (n << 1) ^ (n >> 31);

// Into `commands`: MoveTo (1) of the first point, LineTo (2) of the rest, ClosePath (7) for rings; points are one
// MoveTo of all of a part. Coordinates are zigzag deltas from the previous point across the whole feature.
function geometryCommands(g: TileGeometry): void {
  const out = commands;
  out.length = 0;
  let cx = 0;
  let cy = 0;
  for (const part of g.parts) {
    const n = part.length / 2;
    for (let i = 0; i < part.length; i += 2) {
      if (i === 0) out.push(command(1, g.type === GeomType.Point ? n : 1));
      else if (i === 2 && g.type !== GeomType.Point) out.push(command(2, n - 1));
      out.push(zigzag(part[i]! - cx), zigzag(part[i + 1]! - cy));
      cx = part[i]!;
      cy = part[i + 1]!;
    }
    if (g.type === GeomType.Polygon) out.push(command(7, 1));
  }
}

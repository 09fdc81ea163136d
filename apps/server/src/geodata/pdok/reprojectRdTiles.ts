import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import type { TileFeature, TileProperty } from '../tiles/encodeMvt';
import { GeomType, clipLine, clipLineToSquare, clipRing, clipRingToSquare, reverseRing, ringArea, roundRing } from '../tiles/tileGeometry';
import { TILE_BUFFER, TILE_EXTENT, type TileProjection } from '../tiles/tileProjection';
import { RD_QUAD_ORIGIN_X, RD_QUAD_ORIGIN_Y, rdTileSpan, type RdTile } from './rdTileMatrixSet';

/** One fetched RD tile: where it sits and its MVT bytes (empty: no data there). */
export interface FetchedRdTile extends RdTile {
  bytes: Uint8Array;
}

/** The property that names the layer of the source tile a feature came from. */
export const SOURCE_LAYER_PROPERTY = 'source_layer';

const LO = -TILE_BUFFER;
const HI = TILE_EXTENT + TILE_BUFFER;

/**
 * Reads RD tiles (Mapbox Vector Tiles in the NetherlandsRDNewQuad grid) into the features of one Web Mercator tile.
 * Each source feature is first cut to its own RD tile (the source repeats geometry in a buffer around every tile; kept,
 * it would be drawn twice), every vertex goes RD -> WGS84 -> the Mercator tile's units (the tile's projection), and is
 * clipped to the Mercator tile with its buffer. The pieces of one feature from several RD tiles become one feature
 * (same layer, id and properties). A polygon's outline is sent as lines without the edges where an RD tile cut it, so
 * the map draws one outline around a shape that spans RD tiles. Properties are kept, plus the source layer's name.
 */
export function reprojectRdTiles(tiles: readonly FetchedRdTile[], proj: TileProjection): TileFeature[] {
  const polygons = new Map<string, TileFeature>();
  const lines = new Map<string, TileFeature>();
  const points = new Map<string, TileFeature>();
  const into = (groups: Map<string, TileFeature>, type: GeomType, key: string, id: number | undefined, properties: Record<string, TileProperty>, parts: number[][]) => {
    if (!parts.length) return;
    let f = groups.get(key);
    if (!f) groups.set(key, (f = { ...(id !== undefined ? { id } : {}), geometry: { type, parts: [] }, properties }));
    for (const p of parts) f.geometry.parts.push(p);
  };
  for (const tile of tiles) {
    if (!tile.bytes.byteLength) continue;
    const vt = new VectorTile(new PbfReader(tile.bytes));
    for (const [layerName, layer] of Object.entries(vt.layers)) {
      const toTile = sourceToTileUnits(tile, layer.extent, proj);
      for (let i = 0; i < layer.length; i++) {
        const f = layer.feature(i);
        const properties: Record<string, TileProperty> = { ...f.properties, [SOURCE_LAYER_PROPERTY]: layerName };
        const id = typeof f.id === 'number' && Number.isSafeInteger(f.id) ? f.id : undefined;
        const key = `${layerName}|${id ?? ''}|${JSON.stringify(f.properties)}`;
        const geometry = f.loadGeometry().map((ring) => ring.flatMap((p) => [p.x, p.y]));
        if (f.type === 1) into(points, GeomType.Point, key, id, properties, pointParts(geometry, layer.extent, toTile));
        else if (f.type === 2) into(lines, GeomType.Line, key, id, properties, lineParts(geometry, layer.extent, toTile));
        else if (f.type === 3) {
          const { rings, outline } = polygonParts(geometry, layer.extent, toTile);
          into(polygons, GeomType.Polygon, key, id, properties, rings);
          into(lines, GeomType.Line, key, id, properties, outline);
        }
      }
    }
  }
  return [...polygons.values(), ...lines.values(), ...points.values()];
}

/** Maps a flat run of source tile units to (unrounded) Mercator tile units. */
type ToTile = (flat: number[]) => number[];

function sourceToTileUnits(tile: RdTile, extent: number, proj: TileProjection): ToTile {
  const span = rdTileSpan(tile.level);
  const x0 = RD_QUAD_ORIGIN_X + tile.col * span;
  const y0 = RD_QUAD_ORIGIN_Y - tile.row * span;
  const scale = span / extent;
  const out = new Float64Array(2);
  return (flat) => {
    const res = new Array<number>(flat.length);
    for (let i = 0; i < flat.length; i += 2) {
      // rows run down from the top: v grows southwards, RD y northwards
      proj.projectInto(x0 + flat[i]! * scale, y0 - flat[i + 1]! * scale, out, 0);
      res[i] = out[0]!;
      res[i + 1] = out[1]!;
    }
    return res;
  };
}

function pointParts(geometry: number[][], extent: number, toTile: ToTile): number[][] {
  const out: number[] = [];
  for (const part of geometry)
    for (let i = 0; i < part.length; i += 2) {
      const u = part[i]!;
      const v = part[i + 1]!;
      // a point in the source's buffer belongs to the neighbouring tile, which sends it too
      if (u < 0 || v < 0 || u >= extent || v >= extent) continue;
      const [x, y] = toTile([u, v]) as [number, number];
      if (x >= LO && x <= HI && y >= LO && y <= HI) out.push(Math.round(x), Math.round(y));
    }
  return out.length ? [out] : [];
}

function lineParts(geometry: number[][], extent: number, toTile: ToTile): number[][] {
  const out: number[][] = [];
  for (const line of geometry) for (const run of clipLineToSquare(line, 0, extent, false)) for (const piece of clipLine(toTile(run))) out.push(piece);
  return out;
}

/**
 * The rings of one source polygon feature (MVT 2: an exterior ring has positive area in tile units, its holes follow)
 * in the Mercator tile, exteriors positive and holes negative; and its outline without the RD tile's cut edges.
 */
function polygonParts(geometry: number[][], extent: number, toTile: ToTile): { rings: number[][]; outline: number[][] } {
  const rings: number[][] = [];
  const outline: number[][] = [];
  let exteriorKept = false;
  for (const source of geometry) {
    const exterior = ringArea(source) > 0;
    // a hole whose exterior was left out would start a polygon of its own (readers take the first ring's winding)
    if (!exterior && !exteriorKept) continue;
    const cut = clipRingToSquare(source, 0, extent);
    if (exterior) exteriorKept = false;
    if (cut.length < 6) continue;
    for (const run of uncutRuns(cut, extent)) for (const piece of clipLine(toTile(run))) outline.push(piece);
    const projected = toTile(cut);
    const clipped = clipRing(projected);
    const ring = clipped.length ? roundRing(clipped) : null;
    if (!ring) continue;
    if (ringArea(ring) > 0 !== exterior) reverseRing(ring);
    rings.push(ring);
    if (exterior) exteriorKept = true;
  }
  return { rings, outline };
}

/** The runs of a closed ring (flat, not repeating its first point) that leave out its edges along the square 0..extent. */
function uncutRuns(ring: number[], extent: number): number[][] {
  const n = ring.length / 2;
  const onSameSide = (i: number, j: number) => {
    const [ui, vi, uj, vj] = [ring[2 * i]!, ring[2 * i + 1]!, ring[2 * j]!, ring[2 * j + 1]!];
    return (ui === 0 && uj === 0) || (ui === extent && uj === extent) || (vi === 0 && vj === 0) || (vi === extent && vj === extent);
  };
  const cutEdge = (i: number) => onSameSide(i, (i + 1) % n);
  let start = -1;
  for (let i = 0; i < n; i++) if (cutEdge(i)) start = i;
  if (start < 0) return [[...ring, ring[0]!, ring[1]!]];
  const runs: number[][] = [];
  let run: number[] = [];
  for (let k = 1; k <= n; k++) {
    const i = (start + k) % n;
    if (cutEdge(i)) {
      if (run.length >= 4) runs.push(run);
      run = [];
      continue;
    }
    if (!run.length) run.push(ring[2 * i]!, ring[2 * i + 1]!);
    const j = (i + 1) % n;
    run.push(ring[2 * j]!, ring[2 * j + 1]!);
  }
  if (run.length >= 4) runs.push(run);
  return runs;
}

import { GeomType, clipLine, clipRing, roundRing, ringArea, reverseRing, type TileGeometry } from './tileGeometry';
import { TILE_BUFFER, TILE_EXTENT, type TileProjection } from './tileProjection';

const LO = -TILE_BUFFER;
const HI = TILE_EXTENT + TILE_BUFFER;

// A z14 tile holds thousands of features: the reader keeps its state here and projects each ring into one
// scratch buffer, instead of an array per ring, a tuple per point and closures per call (the garbage collector
// and closure set-up were the slowest part of cutting a tile). Cutting is synchronous, so nothing interleaves.
let scratch = new Float64Array(4096);
let view: DataView;
let pos = 0;
let proj: TileProjection;
let points: number[] = [];
let lines: number[][] = [];
let rings: number[][] = [];
let sawPolygon = false;
let sawLine = false;

const INSIDE = 0;
const OUTSIDE = 1;
const CROSSING = 2;

/**
 * Reads OGC WKB as PostGIS ST_AsBinary writes it (RD New, 2D; Z/M skipped) straight into one tile: each ring or
 * line is projected into tile units, clipped to the buffered tile only when it crosses its edge, rounded, and
 * dropped when it collapses. Collections become the dominant kind a tile feature can carry (polygons first).
 * Null when nothing of the geometry is left in the tile.
 */
export function cutWkb(bytes: Uint8Array, projection: TileProjection): TileGeometry | null {
  view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  pos = 0;
  proj = projection;
  points = [];
  lines = [];
  rings = [];
  sawPolygon = false;
  sawLine = false;
  readGeometry();
  if (sawPolygon) return rings.length ? { type: GeomType.Polygon, parts: rings } : null;
  if (sawLine) return lines.length ? { type: GeomType.Line, parts: lines } : null;
  return points.length ? { type: GeomType.Point, parts: [points] } : null;
}

/** A single RD point as a tile feature; null when it lies beyond the buffered tile. */
export function cutPoint(x: number, y: number, projection: TileProjection): TileGeometry | null {
  projection.projectInto(x, y, scratch, 0);
  const u = scratch[0]!;
  const v = scratch[1]!;
  return u >= LO && u <= HI && v >= LO && v <= HI ? { type: GeomType.Point, parts: [[Math.round(u), Math.round(v)]] } : null;
}

function readGeometry(): void {
  const little = view.getUint8(pos) === 1;
  const rawType = view.getUint32(pos + 1, little);
  pos += 5;
  // ISO WKB: 1000s add Z, 2000s M, 3000s ZM; EWKB flags in the high bits
  const base = rawType & 0xffff;
  const type = base % 1000;
  const iso = Math.floor(base / 1000);
  const hasZ = iso === 1 || iso === 3 || (rawType & 0x80000000) !== 0;
  const hasM = iso === 2 || iso === 3 || (rawType & 0x40000000) !== 0;
  if (rawType & 0x20000000) pos += 4; // EWKB SRID
  const dims = 2 + (hasZ ? 1 : 0) + (hasM ? 1 : 0);
  switch (type) {
    case 1:
      if (projectRun(1, little, dims) === INSIDE) points.push(Math.round(scratch[0]!), Math.round(scratch[1]!));
      return;
    case 2: {
      sawLine = true;
      const n = readCount(little);
      if (projectRun(n, little, dims) !== OUTSIDE) for (const piece of clipLine(Array.from(scratch.subarray(0, 2 * n)))) lines.push(piece);
      return;
    }
    case 3:
      sawPolygon = true;
      readPolygon(little, dims);
      return;
    case 4:
    case 5:
    case 6:
    case 7:
      for (let k = readCount(little); k > 0; k--) readGeometry();
      return;
    default:
      throw new Error(`unsupported WKB geometry type ${rawType}`);
  }
}

function readPolygon(little: boolean, dims: number): void {
  let exterior = true;
  let skip = false; // the exterior is outside the tile or too small to see: skip the holes too
  for (let r = readCount(little); r > 0; r--) {
    const n = readCount(little);
    const where = projectRun(n, little, dims);
    if (skip) continue;
    const cut = where === OUTSIDE ? null : roundRing(where === INSIDE ? scratch.subarray(0, 2 * n) : clipRing(Array.from(scratch.subarray(0, 2 * n))));
    if (!cut) {
      if (exterior) skip = true;
      continue;
    }
    const area = ringArea(cut);
    // MVT: exterior rings have a positive surveyor's area in tile units (y down), holes a negative one
    if ((exterior && area < 0) || (!exterior && area > 0)) reverseRing(cut);
    rings.push(cut);
    exterior = false;
  }
}

function readCount(little: boolean): number {
  const n = view.getUint32(pos, little);
  pos += 4;
  return n;
}

/** Projects the n points at pos into scratch: all INSIDE the buffered tile, all OUTSIDE one side, or CROSSING. */
function projectRun(n: number, little: boolean, dims: number): number {
  if (scratch.length < 2 * n) scratch = new Float64Array(Math.max(2 * n, 2 * scratch.length));
  let minU = Infinity;
  let minV = Infinity;
  let maxU = -Infinity;
  let maxV = -Infinity;
  const step = 8 * dims;
  for (let i = 0; i < 2 * n; i += 2) {
    proj.projectInto(view.getFloat64(pos, little), view.getFloat64(pos + 8, little), scratch, i);
    pos += step;
    const u = scratch[i]!;
    const v = scratch[i + 1]!;
    if (u < minU) minU = u;
    if (u > maxU) maxU = u;
    if (v < minV) minV = v;
    if (v > maxV) maxV = v;
  }
  if (maxU < LO || minU > HI || maxV < LO || minV > HI) return OUTSIDE;
  return minU >= LO && maxU <= HI && minV >= LO && maxV <= HI ? INSIDE : CROSSING;
}

import type { XmlNode } from '../readers/xmlFeatures';
import { lineariseArcString } from './arc';
import { parseCrs, type Crs } from './crs';
import { checkRing, GeometryError, type Geometry } from './geometry';

export interface GmlContext {
  /** the CRS when the geometry does not name one (Dutch GML without srsName is RD New) */
  defaultCrs: Crs;
  where: string;
}

export interface ParsedGeometry {
  geometry: Geometry;
  crs: Crs;
  /** rings that were not closed and got closed */
  repairs: number;
}

const SURFACE_TYPES = new Set(['Polygon', 'Surface', 'MultiSurface', 'MultiPolygon', 'CompositeSurface', 'PolygonPatch', 'OrientableSurface']);

/** The first GML geometry element below a property element (or the element itself). */
export function findGeometry(n: XmlNode | undefined): XmlNode | undefined {
  if (!n) return undefined;
  if (SURFACE_TYPES.has(n.name) || ['Point', 'LineString', 'Curve', 'MultiPoint', 'MultiCurve', 'MultiLineString'].includes(n.name)) return n;
  for (const c of n.children) {
    const g = findGeometry(c);
    if (g) return g;
  }
  return undefined;
}

/** Read a GML 3.1/3.2 (and GML 2 coordinates) geometry: points, lines, polygons, surfaces with arcs, multi-geometries. */
export function parseGmlGeometry(node: XmlNode, ctx: GmlContext): ParsedGeometry {
  const srs = node.attrs.srsName;
  const crs = srs ? parseCrs(srs, ctx.where, true) : ctx.defaultCrs;
  const dim0 = Number(node.attrs.srsDimension) || 0;
  const state = { repairs: 0 };

  const coords = (n: XmlNode, dimHint: number): number[] => {
    let nums: number[];
    if (n.name === 'coordinates') {
      // GML 2: "x,y x,y" (cs "," ts " ")
      nums = [];
      for (const tuple of n.text.trim().split(/\s+/)) {
        const p = tuple.split(',');
        nums.push(Number(p[0]), Number(p[1]));
      }
      return swap(nums);
    }
    const parts = n.text.trim().split(/\s+/);
    // a 3D pos without srsDimension (BAG points carry "x y 0.0")
    const dim = Number(n.attrs.srsDimension) || dimHint || (n.name === 'pos' && parts.length === 3 ? 3 : 2);
    if (dim === 2) nums = parts.map(Number);
    else {
      nums = [];
      for (let i = 0; i + 1 < parts.length; i += dim) nums.push(Number(parts[i]), Number(parts[i + 1]));
    }
    if (nums.length % 2) throw new GeometryError(`odd number of coordinates in <${n.name}>`);
    for (const v of nums) if (!Number.isFinite(v)) throw new GeometryError(`<${n.name}> holds something that is not a number`);
    return swap(nums);
  };
  const swap = (c: number[]) => {
    if (!crs.latLon) return c;
    for (let i = 0; i < c.length; i += 2) [c[i], c[i + 1]] = [c[i + 1]!, c[i]!];
    return c;
  };
  const dimOf = (n: XmlNode) => Number(n.attrs.srsDimension) || dim0;

  /** the point list of a LineString, LinearRing, Curve or Ring (with arcs linearised) */
  const line = (n: XmlNode): number[] => {
    const dim = dimOf(n);
    if (n.name === 'Ring' || n.name === 'CompositeCurve') {
      const out: number[] = [];
      for (const m of n.children) for (const c of m.children) appendJoined(out, line(c));
      return out;
    }
    if (n.name === 'Curve' || n.name === 'OrientableCurve') {
      const segs = n.children.find((c) => c.name === 'segments') ?? n.children.find((c) => c.name === 'baseCurve');
      const out: number[] = [];
      for (const s of segs?.children ?? []) {
        if (s.name === 'Curve') {
          appendJoined(out, line(s));
          continue;
        }
        const pts = pointsOf(s, dim);
        if (s.name === 'Arc' || s.name === 'ArcString' || s.name === 'Circle') appendJoined(out, lineariseArcString(pts));
        else if (s.name === 'LineStringSegment' || s.name === 'GeodesicString') appendJoined(out, pts);
        else throw new GeometryError(`unsupported curve segment <${s.name}>`);
      }
      return out;
    }
    return pointsOf(n, dim);
  };
  const pointsOf = (n: XmlNode, dim: number): number[] => {
    const posList = n.children.find((c) => c.name === 'posList' || c.name === 'coordinates');
    if (posList) return coords(posList, dim);
    const out: number[] = [];
    for (const c of n.children) if (c.name === 'pos') out.push(...coords(c, dim));
    else if (c.name === 'pointProperty' || c.name === 'pointRep') {
      const p = c.children.find((x) => x.name === 'Point');
      if (p) out.push(...pointsOf(p, dim));
    }
    return out;
  };
  const ring = (boundary: XmlNode): number[] => {
    const r = boundary.children[0];
    if (!r) throw new GeometryError(`empty <${boundary.name}>`);
    const pts = line(r);
    if (checkRing(pts)) state.repairs++;
    return pts;
  };
  const polygon = (n: XmlNode): number[][] => {
    const rings: number[][] = [];
    for (const c of n.children) {
      if (c.name === 'exterior' || c.name === 'outerBoundaryIs') rings.unshift(ring(c));
      else if (c.name === 'interior' || c.name === 'innerBoundaryIs') rings.push(ring(c));
    }
    if (!rings.length) throw new GeometryError('polygon without an exterior ring');
    return rings;
  };
  /** every polygon of a surface-like element */
  const surfaces = (n: XmlNode, out: number[][][]) => {
    switch (n.name) {
      case 'Polygon':
      case 'PolygonPatch':
        out.push(polygon(n));
        return;
      case 'Surface':
      case 'CompositeSurface':
      case 'MultiSurface':
      case 'MultiPolygon':
      case 'OrientableSurface':
      case 'patches':
      case 'surfaceMember':
      case 'surfaceMembers':
      case 'polygonMember':
      case 'baseSurface':
        for (const c of n.children) surfaces(c, out);
        return;
      default:
        throw new GeometryError(`unsupported surface element <${n.name}>`);
    }
  };

  let geometry: Geometry;
  switch (node.name) {
    case 'Point':
      geometry = { type: 'Point', coords: pointsOf(node, dim0).slice(0, 2) };
      if (geometry.coords.length < 2) throw new GeometryError('point without coordinates');
      break;
    case 'LineString':
    case 'Curve':
      geometry = { type: 'LineString', coords: line(node) };
      break;
    case 'MultiPoint': {
      const points: number[][] = [];
      for (const m of node.children) for (const p of m.name === 'Point' ? [m] : m.children) points.push(pointsOf(p, dim0).slice(0, 2));
      geometry = { type: 'MultiPoint', points };
      break;
    }
    case 'MultiCurve':
    case 'MultiLineString': {
      const lines: number[][] = [];
      for (const m of node.children) for (const l of m.children) lines.push(line(l));
      geometry = { type: 'MultiLineString', lines };
      break;
    }
    default: {
      const polys: number[][][] = [];
      surfaces(node, polys);
      if (!polys.length) throw new GeometryError('surface without polygons');
      geometry = polys.length === 1 && (node.name === 'Polygon' || node.name === 'Surface') ? { type: 'Polygon', rings: polys[0]! } : { type: 'MultiPolygon', polygons: polys };
    }
  }
  return { geometry, crs, repairs: state.repairs };
}

/** Append a part of a curve, dropping its first point when it repeats the last point so far. */
function appendJoined(out: number[], pts: number[]) {
  const n = out.length;
  const skip = n >= 2 && pts.length >= 2 && out[n - 2] === pts[0] && out[n - 1] === pts[1] ? 2 : 0;
  for (let i = skip; i < pts.length; i++) out.push(pts[i]!);
}

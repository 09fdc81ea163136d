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
  const crs = srs ? parseCrsCached(srs, ctx.where) : ctx.defaultCrs;
  const r = new GmlReader(crs, Number(node.attrs.srsDimension) || 0);
  return { geometry: r.geometry(node), crs, repairs: r.repairs };
}

/**
 * The CRS of a feature's geometries that name none, as GDAL reads GML: the srsName of the feature's own boundedBy
 * Envelope, else that of the enclosing collection (its srsName or boundedBy Envelope), else `fallback`.
 */
export function featureDefaultCrs(feature: XmlNode, fallback: Crs, where: string): Crs {
  const own = feature.children.find((c) => c.name === 'boundedBy')?.children.find((c) => c.attrs.srsName)?.attrs.srsName;
  const srs = own ?? feature.enclosingSrsName;
  return srs ? parseCrsCached(srs, where) : fallback;
}

const crsCache = new Map<string, Crs>();

/** srsName -> CRS, remembered (a file names the same one on every geometry); unsupported names still throw. */
function parseCrsCached(srs: string, where: string): Crs {
  let c = crsCache.get(srs);
  if (!c) {
    c = parseCrs(srs, where, true);
    if (crsCache.size < 100) crsCache.set(srs, c);
  }
  return c;
}

// A class rather than closures inside parseGmlGeometry: closures made per geometry cost more than the parsing.
class GmlReader {
  /** rings that were not closed and got closed */
  repairs = 0;

  constructor(
    private readonly crs: Crs,
    private readonly dim0: number,
  ) {}

  private coords(n: XmlNode, dimHint: number): number[] {
    let nums: number[];
    if (n.name === 'coordinates') {
      // GML 2: "x,y x,y" (cs "," ts " ")
      nums = [];
      for (const tuple of n.text.trim().split(/\s+/)) {
        const p = tuple.split(',');
        nums.push(Number(p[0]), Number(p[1]));
      }
      return this.swap(nums);
    }
    const parts = n.text.trim().split(/\s+/);
    // a 3D pos without srsDimension (BAG points carry "x y 0.0")
    const dim = Number(n.attrs.srsDimension) || dimHint || (n.name === 'pos' && parts.length === 3 ? 3 : 2);
    if (dim === 2) {
      nums = new Array<number>(parts.length);
      for (let i = 0; i < parts.length; i++) nums[i] = Number(parts[i]);
    } else {
      nums = [];
      for (let i = 0; i + 1 < parts.length; i += dim) nums.push(Number(parts[i]), Number(parts[i + 1]));
    }
    if (nums.length % 2) throw new GeometryError(`odd number of coordinates in <${n.name}>`);
    for (let i = 0; i < nums.length; i++) if (!Number.isFinite(nums[i])) throw new GeometryError(`<${n.name}> holds something that is not a number`);
    return this.swap(nums);
  }

  private swap(c: number[]): number[] {
    if (!this.crs.latLon) return c;
    for (let i = 0; i < c.length; i += 2) [c[i], c[i + 1]] = [c[i + 1]!, c[i]!];
    return c;
  }

  private dimOf(n: XmlNode): number {
    return Number(n.attrs.srsDimension) || this.dim0;
  }

  /** the point list of a LineString, LinearRing, Curve or Ring (with arcs linearised) */
  private line(n: XmlNode): number[] {
    const dim = this.dimOf(n);
    if (n.name === 'Ring' || n.name === 'CompositeCurve') {
      const out: number[] = [];
      for (const m of n.children) for (const c of m.children) appendJoined(out, this.line(c));
      return out;
    }
    if (n.name === 'Curve' || n.name === 'OrientableCurve') {
      const segs = n.children.find((c) => c.name === 'segments') ?? n.children.find((c) => c.name === 'baseCurve');
      const out: number[] = [];
      for (const s of segs?.children ?? []) {
        if (s.name === 'Curve') {
          appendJoined(out, this.line(s));
          continue;
        }
        const pts = this.pointsOf(s, dim);
        if (s.name === 'Arc' || s.name === 'ArcString' || s.name === 'Circle') appendJoined(out, lineariseArcString(pts));
        else if (s.name === 'LineStringSegment' || s.name === 'GeodesicString') appendJoined(out, pts);
        else throw new GeometryError(`unsupported curve segment <${s.name}>`);
      }
      return out;
    }
    return this.pointsOf(n, dim);
  }

  private pointsOf(n: XmlNode, dim: number): number[] {
    for (const c of n.children) if (c.name === 'posList' || c.name === 'coordinates') return this.coords(c, dim);
    const out: number[] = [];
    for (const c of n.children)
      if (c.name === 'pos') out.push(...this.coords(c, dim));
      else if (c.name === 'pointProperty' || c.name === 'pointRep') {
        const p = c.children.find((x) => x.name === 'Point');
        if (p) out.push(...this.pointsOf(p, dim));
      }
    return out;
  }

  private ring(boundary: XmlNode): number[] {
    const r = boundary.children[0];
    if (!r) throw new GeometryError(`empty <${boundary.name}>`);
    const pts = this.line(r);
    if (checkRing(pts)) this.repairs++;
    return pts;
  }

  private polygon(n: XmlNode): number[][] {
    const rings: number[][] = [];
    for (const c of n.children) {
      if (c.name === 'exterior' || c.name === 'outerBoundaryIs') rings.unshift(this.ring(c));
      else if (c.name === 'interior' || c.name === 'innerBoundaryIs') rings.push(this.ring(c));
    }
    if (!rings.length) throw new GeometryError('polygon without an exterior ring');
    return rings;
  }

  /** every polygon of a surface-like element */
  private surfaces(n: XmlNode, out: number[][][]): void {
    switch (n.name) {
      case 'Polygon':
      case 'PolygonPatch':
        out.push(this.polygon(n));
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
        for (const c of n.children) this.surfaces(c, out);
        return;
      default:
        throw new GeometryError(`unsupported surface element <${n.name}>`);
    }
  }

  geometry(node: XmlNode): Geometry {
    const dim0 = this.dim0;
    switch (node.name) {
      case 'Point': {
        const coords = this.pointsOf(node, dim0).slice(0, 2);
        if (coords.length < 2) throw new GeometryError('point without coordinates');
        return { type: 'Point', coords };
      }
      case 'LineString':
      case 'Curve':
        return { type: 'LineString', coords: this.line(node) };
      case 'MultiPoint': {
        const points: number[][] = [];
        for (const m of node.children) for (const p of m.name === 'Point' ? [m] : m.children) points.push(this.pointsOf(p, dim0).slice(0, 2));
        return { type: 'MultiPoint', points };
      }
      case 'MultiCurve':
      case 'MultiLineString': {
        const lines: number[][] = [];
        for (const m of node.children) for (const l of m.children) lines.push(this.line(l));
        return { type: 'MultiLineString', lines };
      }
      default: {
        const polys: number[][][] = [];
        this.surfaces(node, polys);
        if (!polys.length) throw new GeometryError('surface without polygons');
        return polys.length === 1 && (node.name === 'Polygon' || node.name === 'Surface') ? { type: 'Polygon', rings: polys[0]! } : { type: 'MultiPolygon', polygons: polys };
      }
    }
  }
}

/** Append a part of a curve, dropping its first point when it repeats the last point so far. */
function appendJoined(out: number[], pts: number[]) {
  const n = out.length;
  const skip = n >= 2 && pts.length >= 2 && out[n - 2] === pts[0] && out[n - 1] === pts[1] ? 2 : 0;
  for (let i = skip; i < pts.length; i++) out.push(pts[i]!);
}

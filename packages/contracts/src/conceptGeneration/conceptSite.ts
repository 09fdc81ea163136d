import type { ApiRecord } from '../types';
import { polygonArea, signedPolygonArea } from '@plotwise/core/geometry/polygonArea';
import { lngLatToRd, rdToLngLat } from '@plotwise/core/geometry/rdWgs84';
import { lngLat, rdPoint, type LngLat, type RdPoint } from '@plotwise/core/units/units';
import { limitInForce } from '@plotwise/core/zoning/rules/constraintsInForce';

/** The ground a concept is designed on, in RD New metres (EPSG:28992). */
export interface ConceptSite {
  /** counter-clockwise ring, not closed */
  buildableArea: RdPoint[];
  plotAreaSquareMeters: number;
  /** from the buildable area box height or the building height limit in force (core limitInForce) */
  maxHeightMeters: number | null;
  centre: RdPoint;
  centreLngLat: LngLat;
  /** where the area came from, so the screen can say it */
  source: 'plots' | 'buildable_area' | 'plotsize' | 'default';
  /** the location's parcels (outer rings, RD metres), drawn as the plot by the editor's render settings */
  parcels?: RdPoint[][];
}

type LocationRow = ApiRecord<'locations'>;
type Ring = readonly (readonly number[])[];

// A location without a position (lat = lon = 0, "Leeg project") gets a 60 x 40 m site at the RD origin's
// neighbourhood (Amersfoort), so a concept can still be designed and valued.
const DEFAULT_CENTRE = rdPoint(155_000, 463_000);
const DEFAULT_SIZE = { length: 60, width: 40 };

const counterClockwise = (ring: RdPoint[]): RdPoint[] =>
  signedPolygonArea(ring) < 0 ? [...ring].reverse() : ring;

function openRing(ring: RdPoint[]): RdPoint[] {
  const a = ring[0];
  const b = ring[ring.length - 1];
  return a && b && ring.length > 1 && a.x === b.x && a.y === b.y ? ring.slice(0, -1) : ring;
}

/** The outer rings of a stored plot geometry (GeoJSON in WGS84) in RD metres. */
function plotRings(geometry: unknown): RdPoint[][] {
  const g = geometry as { type?: string; coordinates?: unknown } | null;
  if (!g?.coordinates) return [];
  const outer = (polygon: Ring[]) =>
    polygon[0] ? [openRing(polygon[0].map(([lng, lat]) => lngLatToRd(lngLat(lng!, lat!))))] : [];
  if (g.type === 'Polygon') return outer(g.coordinates as Ring[]);
  if (g.type === 'MultiPolygon') return (g.coordinates as Ring[][]).flatMap(outer);
  return [];
}

/** Convex hull (monotone chain), counter-clockwise: one buildable ring over several parcels. */
function convexHull(points: readonly RdPoint[]): RdPoint[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: RdPoint, a: RdPoint, b: RdPoint) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: RdPoint[]) => {
    const out: RdPoint[] = [];
    for (const q of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, q) <= 0) out.pop();
      out.push(q);
    }
    return out.slice(0, -1);
  };
  return [...half(p), ...half([...p].reverse())];
}

function box(centre: RdPoint, length: number, width: number, rotation = 0): RdPoint[] {
  const c = Math.cos(rotation);
  const s = Math.sin(rotation);
  return [
    [-length / 2, -width / 2],
    [length / 2, -width / 2],
    [length / 2, width / 2],
    [-length / 2, width / 2],
  ].map(([x, y]) => rdPoint(centre.x + x! * c - y! * s, centre.y + x! * s + y! * c));
}

function centroid(ring: readonly RdPoint[]): RdPoint {
  const n = ring.length || 1;
  return rdPoint(ring.reduce((s, p) => s + p.x, 0) / n, ring.reduce((s, p) => s + p.y, 0) / n);
}

/** The building height limit in force at the location (core limitInForce: a hand limit may replace the zoning's). */
function heightLimit(location: LocationRow): number | null {
  const limit = limitInForce(location.constraints ?? [], 'height')?.value ?? null;
  return limit !== null && limit > 0 ? limit : null;
}

const lowest = (a: number | null, b: number | null) => (a !== null && b !== null ? Math.min(a, b) : (a ?? b));

/**
 * Where a concept is designed: the buildable area drawn on the map (the plot area still that of the parcels),
 * else the location's parcels when it has any (one parcel as drawn, several as their
 * convex hull, the plot area their sum), else its placed buildable-area box, else a square of its plot size
 * around its address, else a default 60 x 40 m site.
 */
export function conceptSite(location: LocationRow): ConceptSite {
  const zoningHeight = heightLimit(location);
  const rings = (location.plots ?? []).flatMap((p) => plotRings(p.geometry)).filter((r) => r.length >= 3);
  const parcelsArea = rings.reduce((s, r) => s + polygonArea(r), 0);
  const placed = location.cfg?.buildable_area;
  const [drawn] = plotRings(placed?.geometry).filter((r) => r.length >= 3);
  if (drawn) {
    const boxHeight = placed?.height && placed.height > 0 ? placed.height : null;
    return finish(
      counterClockwise(drawn),
      parcelsArea || polygonArea(drawn),
      lowest(boxHeight, zoningHeight),
      'buildable_area',
      rings,
    );
  }
  if (rings.length) {
    const area = rings.length === 1 ? counterClockwise(rings[0]!) : convexHull(rings.flat());
    return finish(area, parcelsArea, zoningHeight, 'plots', rings);
  }
  if (placed && placed.x && placed.y && placed.length && placed.width) {
    const area = box(rdPoint(placed.x, placed.y), placed.length, placed.width, placed.rotation_z ?? 0);
    return finish(
      area,
      placed.length * placed.width,
      lowest(placed.height && placed.height > 0 ? placed.height : null, zoningHeight),
      'buildable_area',
    );
  }
  if (location.plotsize && location.lat && location.lon) {
    const side = Math.sqrt(location.plotsize);
    return finish(
      box(lngLatToRd(lngLat(location.lon, location.lat)), side, side),
      location.plotsize,
      zoningHeight,
      'plotsize',
    );
  }
  return finish(
    box(DEFAULT_CENTRE, DEFAULT_SIZE.length, DEFAULT_SIZE.width),
    DEFAULT_SIZE.length * DEFAULT_SIZE.width,
    zoningHeight,
    'default',
  );
}

function finish(
  area: RdPoint[],
  plotAreaSquareMeters: number,
  maxHeightMeters: number | null,
  source: ConceptSite['source'],
  parcels: RdPoint[][] = [],
): ConceptSite {
  const centre = centroid(area);
  return {
    parcels: parcels.map(counterClockwise),
    buildableArea: area,
    plotAreaSquareMeters,
    maxHeightMeters,
    centre,
    centreLngLat: rdToLngLat(centre),
    source,
  };
}

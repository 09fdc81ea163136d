import type { ApiRecord } from '@plotwise/contracts';
import { polygonArea, polygonPerimeter } from '@plotwise/core/geometry/polygonArea';
import { lngLatToRd } from '@plotwise/core/geometry/rdWgs84';
import { lngLat, type RdPoint } from '@plotwise/core/units/units';
import type { FeatureCollection } from '../../map/featureCollection';
import { plotsBbox, type Bbox } from '../../map/siteView';

type Plot = ApiRecord<'plots'>;
type Measurement = NonNullable<ApiRecord<'user_cfgs'>['measurements']>[number];
type Position = readonly number[];

/** The outer rings of a GeoJSON (multi)polygon in WGS84, as RD New rings (open). */
function rdRings(geometry: unknown): RdPoint[][] {
  const g = geometry as { type?: string; coordinates?: unknown } | null;
  const ring = (r: readonly Position[]) => r.slice(0, -1).map(([lng, lat]) => lngLatToRd(lngLat(lng!, lat!)));
  if (g?.type === 'Polygon') return [(g.coordinates as Position[][])[0]].filter(Boolean).map((r) => ring(r!));
  if (g?.type === 'MultiPolygon') return (g.coordinates as Position[][][]).map((p) => ring(p[0]!));
  return [];
}

/** Area and perimeter of a stored geometry, measured in RD New metres as surveyors do. */
export function geometryMeasures(geometry: unknown): { areaSquareMeters: number; perimeterMeters: number } {
  const rings = rdRings(geometry).filter((r) => r.length >= 3);
  return {
    areaSquareMeters: rings.reduce((s, r) => s + polygonArea(r), 0),
    perimeterMeters: rings.reduce((s, r) => s + polygonPerimeter(r), 0),
  };
}

/** A parcel of the site as the panel lists it. */
interface SiteParcel {
  id: number;
  type: string;
  plotnr: string | null;
  areaSquareMeters: number;
  perimeterMeters: number;
}

/** The site's parcels with their measures, and the totals the panel shows live. */
export function siteFacts(plots: readonly Plot[]) {
  const parcels: SiteParcel[] = plots.map((p) => ({
    id: p.id,
    type: p.type ?? 'drawn',
    plotnr: typeof p.properties?.plotnr === 'string' ? p.properties.plotnr : null,
    ...geometryMeasures(p.geometry),
  }));
  const numbers = [...new Set(parcels.map((p) => p.plotnr).filter((n): n is string => !!n))];
  return {
    parcels,
    areaSquareMeters: parcels.reduce((s, p) => s + p.areaSquareMeters, 0),
    perimeterMeters: parcels.reduce((s, p) => s + p.perimeterMeters, 0),
    plotnr: numbers.join(', ') || null,
  };
}

/** The parcels for the map's site layer; the selected one is marked. */
export function parcelShapes(plots: readonly Plot[], selectedId: number | null): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: plots.filter((p) => p.geometry).map((p) => ({ type: 'Feature', id: p.id, properties: { id: p.id, selected: p.id === selectedId }, geometry: p.geometry })),
  };
}

/** One stored geometry (the buildable area) as a collection for its user layer. */
export function geometryCollection(geometry: unknown): FeatureCollection {
  return { type: 'FeatureCollection', features: geometry ? [{ type: 'Feature', properties: {}, geometry }] : [] };
}

/** The user's measured lines for the measurements layer. */
export function measurementCollection(measurements: readonly Measurement[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: measurements.map((m) => ({ type: 'Feature', properties: { key: m.key, lengthMeters: m.lengthMeters }, geometry: { type: 'LineString', coordinates: m.points } })),
  };
}

/**
 * What the site screen opens on: the box around everything drawn on the site (its parcels, the buildable area, the
 * geometry custom fields in `shapes`), else the location's point, else nothing.
 */
export function siteExtent(location: ApiRecord<'locations'>, shapes: readonly unknown[]): { bbox: Bbox } | { lat: number; lon: number } | null {
  const bbox = plotsBbox([...(location.plots ?? []), ...shapes.map((geometry) => ({ geometry }))]);
  if (bbox) return { bbox };
  return location.lat && location.lon ? { lat: location.lat, lon: location.lon } : null;
}

import { decodeCoordinate, encodeCoordinate } from './links';

export interface MapView {
  zoom: number;
  lat: number;
  lon: number;
  pitch: number;
  bearing: number;
}

export const DEFAULT_MAP_VIEW: MapView = { zoom: 7, lat: 52.1326, lon: 5.2913, pitch: 0, bearing: 0 };

/** The route parameters that carry a map view. */
export const MAP_VIEW_PARAMS = ['zoom', 'lat', 'lon', 'pitch', 'bearing'] as const;
const FIELDS = MAP_VIEW_PARAMS;
type Params = Record<string, string | undefined>;

/** Only the parts present in the route are returned, so callers can fall back per field. */
export function parseMapView(params: Params): Partial<MapView> {
  const view: Partial<MapView> = {};
  for (const f of FIELDS) {
    const v = decodeCoordinate(params[f]);
    if (v !== undefined) view[f] = v;
  }
  if (view.zoom !== undefined) view.zoom = Math.min(24, Math.max(0, view.zoom));
  if (view.lat !== undefined && Math.abs(view.lat) > 90) delete view.lat;
  if (view.lon !== undefined && Math.abs(view.lon) > 180) delete view.lon;
  return view;
}

function mapViewParams(view: Partial<MapView>): Params {
  const out: Params = {};
  if (view.zoom !== undefined) out.zoom = encodeCoordinate(view.zoom, 2);
  if (view.lat !== undefined) out.lat = encodeCoordinate(view.lat, 6);
  if (view.lon !== undefined) out.lon = encodeCoordinate(view.lon, 6);
  if (view.pitch !== undefined) out.pitch = encodeCoordinate(view.pitch, 1);
  if (view.bearing !== undefined) out.bearing = encodeCoordinate(view.bearing, 1);
  return out;
}

/**
 * Writes a view back into a route pattern such as `/locations/map/:zoom?/:lat?/:lon?`; segments the
 * pattern does not have (pitch on the locations map) are dropped, and the other params are kept.
 */
export function pathWithMapView(pattern: string, params: Params, view: Partial<MapView>): string {
  const merged = { ...params, ...mapViewParams(view) };
  const segments = pattern.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const value = merged[name];
    if (value === undefined || value === '') {
      if (optional) return null;
      throw new Error(`Missing route parameter ${name} for ${pattern}`);
    }
    return encodeURIComponent(value);
  });
  // An optional segment can only be filled if all before it are; cut at the first gap.
  const gap = segments.indexOf(null);
  const kept = (gap === -1 ? segments : segments.slice(0, gap)) as string[];
  return kept.join('/') || '/';
}

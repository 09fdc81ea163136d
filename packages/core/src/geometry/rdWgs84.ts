import proj4 from 'proj4';
import { lngLat, rdPoint, type LngLat, type RdPoint } from '../units/units';

// EPSG:28992 as PostGIS's spatial_ref_sys defines it (Bessel ellipsoid, 7-parameter shift to WGS84):
// the same definition on both sides keeps our transforms within millimetres of ST_Transform.
const RD_NEW =
  '+proj=sterea +lat_0=52.15616055555555 +lon_0=5.38763888888889 +k=0.9999079 +x_0=155000 +y_0=463000 ' +
  '+ellps=bessel +towgs84=565.417,50.3319,465.552,-0.398957,0.343988,-1.8774,4.0725 +units=m +no_defs';
const rdToWgs = proj4(RD_NEW, 'WGS84');

/** RD New (EPSG:28992) metres to WGS84 degrees. */
export function rdToLngLat(p: RdPoint): LngLat {
  const [lng, lat] = rdToWgs.forward([p.x, p.y]) as [number, number];
  return lngLat(lng, lat);
}

/** WGS84 degrees to RD New (EPSG:28992) metres. */
export function lngLatToRd(p: LngLat): RdPoint {
  const [x, y] = rdToWgs.inverse([p.lng, p.lat]) as [number, number];
  return rdPoint(x, y);
}

/** Transform a flat [x0, y0, x1, y1 ...] RD coordinate array to [lng0, lat0 ...] in place-free fashion. */
export function rdCoordsToLngLat(coords: ArrayLike<number>): number[] {
  const out = new Array<number>(coords.length);
  for (let i = 0; i < coords.length; i += 2) {
    const [lng, lat] = rdToWgs.forward([coords[i]!, coords[i + 1]!]) as [number, number];
    out[i] = lng;
    out[i + 1] = lat;
  }
  return out;
}

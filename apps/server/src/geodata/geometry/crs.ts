import { AppError } from '../../http/appError';

/** A CRS as the writer needs it: the PostGIS SRID of the coordinates and whether GML gives them lat/lon. */
export interface Crs {
  srid: number;
  /** GML with an EPSG URN for a geographic CRS lists latitude first */
  latLon: boolean;
}

export const RD: Crs = { srid: 28992, latLon: false };
export const WGS84: Crs = { srid: 4326, latLon: false };

// 7415 is RD New + NAP height: x and y are RD New, the height is dropped.
const SUPPORTED = new Map<number, number>([
  [28992, 28992],
  [7415, 28992],
  [4326, 4326],
  [4258, 4258],
  [3857, 3857],
]);
const GEOGRAPHIC = new Set([4326, 4258]);

/** Parse an srsName / crs name (EPSG:n, urn:ogc:def:crs:EPSG::n, http://www.opengis.net/def/crs/EPSG/0/n, CRS84); throws on unsupported ones. */
export function parseCrs(name: string, where: string, gml = false): Crs {
  const s = name.trim();
  if (/CRS:?84$/i.test(s)) return WGS84;
  const m = /(?:EPSG:+(?:[\d.]*:)?|EPSG\/\d+\/|epsg\.xml#)(\d+)$/i.exec(s) ?? /^(\d+)$/.exec(s);
  const code = m ? Number(m[1]) : NaN;
  const srid = SUPPORTED.get(code);
  if (!srid)
    throw new AppError(
      'validation_failed',
      `${where}: unsupported coordinate reference system "${name}" (supported: EPSG:28992, EPSG:7415, EPSG:4326, EPSG:4258, EPSG:3857, CRS84)`,
    );
  // the URN and URL forms follow the EPSG axis order (lat, lon); the short EPSG:4326 form is read lon/lat, as GDAL does
  const latLon = gml && GEOGRAPHIC.has(srid) && /urn:|http/i.test(s);
  return { srid, latLon };
}

import type { Db } from '../../db/database';

/** One parcel of a location, as the geo exports write it (geometry in EPSG:4326). */
export interface ParcelFeature {
  plotId: number;
  locationId: number;
  locationName: string | null;
  plotnr: string | null;
  status: string | null;
  phase: string | null;
  plotsize: number | null;
  city: string | null;
  geojson: string;
  /** ISO WKB, little-endian, always a MultiPolygon */
  wkb: Buffer;
  bbox: [number, number, number, number];
}

/**
 * The parcels (plots) of the company's locations, or of the given ones, with the location's name and state.
 * Geometry is stored in EPSG:28992 and leaves here in EPSG:4326 as GeoJSON and WKB (ST_Multi: one geometry type
 * per GeoPackage layer). Locations without parcels have no geometry to write and are left out.
 */
export async function readParcelFeatures(
  tx: Db,
  companyId: number,
  ids?: readonly number[],
): Promise<ParcelFeature[]> {
  const params: unknown[] = [companyId];
  let only = '';
  if (ids) {
    params.push(ids);
    only = 'AND l.id = ANY($2::int[])';
  }
  const rows = await tx.query(
    `SELECT p.id AS plot_id, l.id AS location_id, l.name, l.plotnr, l.plotsize, l.city, sv.name AS status, pv.name AS phase,
            ST_AsGeoJSON(g.geom, 7) AS geojson, ST_AsBinary(g.geom, 'NDR') AS wkb,
            ST_XMin(g.geom) AS minx, ST_YMin(g.geom) AS miny, ST_XMax(g.geom) AS maxx, ST_YMax(g.geom) AS maxy
       FROM plots p
       JOIN locations l ON l.id = p.location_id AND l.company_id = $1
       LEFT JOIN customvalues sv ON sv.id = l.status AND sv.company_id = $1
       LEFT JOIN customvalues pv ON pv.id = l.phase AND pv.company_id = $1
       CROSS JOIN LATERAL (SELECT ST_Multi(ST_CollectionExtract(ST_Transform(p.geometry, 4326), 3)) AS geom) g
      WHERE p.company_id = $1 AND p.geometry IS NOT NULL AND NOT ST_IsEmpty(g.geom)
        AND NOT coalesce(l.deleted, false) ${only}
      ORDER BY l.id, p.id`,
    params,
  );
  return rows.map((r) => ({
    plotId: Number(r.plot_id),
    locationId: Number(r.location_id),
    locationName: (r.name as string | null) ?? null,
    plotnr: (r.plotnr as string | null) ?? null,
    status: (r.status as string | null) ?? null,
    phase: (r.phase as string | null) ?? null,
    plotsize: r.plotsize == null ? null : Number(r.plotsize),
    city: (r.city as string | null) ?? null,
    geojson: String(r.geojson),
    wkb: Buffer.from(r.wkb as Uint8Array),
    bbox: [Number(r.minx), Number(r.miny), Number(r.maxx), Number(r.maxy)],
  }));
}

/** The attributes each parcel carries in both geo exports. */
export const parcelProperties = (f: ParcelFeature) => ({
  plot_id: f.plotId,
  location_id: f.locationId,
  location_name: f.locationName,
  plotnr: f.plotnr,
  status: f.status,
  phase: f.phase,
  plotsize: f.plotsize,
  city: f.city,
});

/** The parcels as a GeoJSON FeatureCollection (RFC 7946: WGS84 longitude/latitude). */
export function parcelsGeoJson(features: readonly ParcelFeature[]): string {
  const parts = features.map(
    (f) =>
      `{"type":"Feature","id":${f.plotId},"geometry":${f.geojson},"properties":${JSON.stringify(parcelProperties(f))}}`,
  );
  return `{"type":"FeatureCollection","name":"locations_parcels","features":[${parts.join(',')}]}`;
}

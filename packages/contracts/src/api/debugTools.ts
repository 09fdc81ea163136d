import { z } from 'zod';
import type { GeoJsonGeometry } from '../model/field';
import type { PlotContext, PlotDetail, PlotLocation } from './plots';

// What the staff debug endpoints under /api/admin/debug answer (apps/server/src/features/debugTools): the screens
// /debug/shapetofeature, /debug/perceel and /debug/enkelbestemming_features read them.

/** The most characters of WKT or GeoJSON the shape tool reads (a detailed municipal outline fits). */
export const SHAPE_TEXT_MAX = 500_000;

/** POST /api/admin/debug/shapetofeature: WKT or GeoJSON (a geometry, Feature or FeatureCollection). */
export const shapeToFeatureBodySchema = z.strictObject({
  text: z.string().trim().min(1, 'paste WKT or GeoJSON').max(SHAPE_TEXT_MAX),
});
export type ShapeToFeatureBody = z.infer<typeof shapeToFeatureBodySchema>;

/** A cadastral parcel the pasted shape overlaps, with the overlap. */
export interface ShapePlotMatch {
  id: number;
  identificatie: string;
  plotnr: string;
  /** the parcel's drawn area, m2 */
  plotAreaSquareMeters: number;
  /** the part of the parcel inside the shape, m2 */
  overlapSquareMeters: number;
}

/** Any GeoJSON geometry (the shape tool takes points, lines and collections too). */
export type AnyGeoJsonGeometry =
  | { type: 'Point'; coordinates: number[] }
  | { type: 'MultiPoint' | 'LineString'; coordinates: number[][] }
  | { type: 'MultiLineString' | 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] }
  | { type: 'GeometryCollection'; geometries: AnyGeoJsonGeometry[] };

/** The parsed shape as a feature, and the parcels it overlaps. */
export interface ShapeToFeatureResponse {
  /** how the text was read */
  format: 'wkt' | 'geojson';
  /** the coordinate system detected from the coordinates (or declared by an EWKT SRID) */
  crs: 'EPSG:28992' | 'EPSG:4326';
  geometryType: string;
  /** the shape as a GeoJSON feature in WGS84 */
  feature: { type: 'Feature'; properties: { areaSquareMeters: number; crs: string }; geometry: AnyGeoJsonGeometry };
  /** whether PostGIS finds the shape valid, and why not; an invalid one is repaired (MakeValid) for the parcel match */
  valid: boolean;
  invalidReason: string | null;
  /** the polygonal area in RD metres (0 for points and lines) */
  areaSquareMeters: number;
  /** WGS84 [west, south, east, north] */
  bbox: [number, number, number, number];
  plots: ShapePlotMatch[];
  /** true when more parcels overlap than are listed */
  plotsTruncated: boolean;
}

/** GET /api/admin/debug/perceel: a parcel by designation ("OTL02 B 1044"), by id, or under a WGS84 point. */
export const perceelQuerySchema = z
  .object({
    q: z.string().trim().min(1).max(60).optional(),
    id: z.coerce.number().int().positive().optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine((v) => v.q !== undefined || v.id !== undefined || (v.lat !== undefined && v.lon !== undefined), {
    message: 'give q (a cadastral designation), id, or lat and lon',
  });
export type PerceelQuery = z.infer<typeof perceelQuerySchema>;

/** An owner of the parcel as stored with one of the company's locations (jsons of type owner_information). */
export interface PerceelOwner {
  locationId: number;
  name: string | null;
  identificatie: string | null;
  data: Record<string, unknown>;
}

/** A parcel (or the parcels under a point) and everything the database joins to it. */
export interface PerceelResponse {
  plots: PlotDetail[];
  /** zoning, BAG buildings and addresses, CBS areas on the parcels */
  context: PlotContext;
  /** the asking company's locations that hold one of the parcels */
  locations: PlotLocation[];
  owners: PerceelOwner[];
}

/** GET /api/admin/debug/zoning_features?lat&lon: the IMRO features at a WGS84 point. */
export const zoningFeaturesQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

/** An IMRO feature (enkelbestemming, dubbelbestemming, bouwvlak, maatvoering, aanduiding) with its attributes. */
export interface ZoningFeature {
  id: number;
  identificatie: string;
  planId: string;
  planName: string | null;
  objectType: string;
  naam: string | null;
  hoofdgroep: string | null;
  category: string | null;
  artikelnummer: string | null;
  label: string | null;
  dimensions: { waardeType: string; waarde: string }[];
  areaSquareMeters: number;
  /** the feature's outline in WGS84 */
  geometry: GeoJsonGeometry;
}

/** The zoning plans and features at a point. */
export interface ZoningFeaturesResponse {
  lat: number;
  lon: number;
  /** RD New of the point, metres */
  rd: { x: number; y: number };
  plans: PlotContext['zoningPlans'];
  features: ZoningFeature[];
}

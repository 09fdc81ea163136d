import { z } from 'zod';
import { geoJsonGeometry } from '../model/field';
import { defineRoute } from '../model/route';
import { plotRoutes } from './plots';

// What the staff debug endpoints under /api/admin/debug answer (apps/server/src/features/debugTools): the screens
// /debug/shapetofeature, /debug/perceel and /debug/enkelbestemming_features read them.

/** The most characters of WKT or GeoJSON the shape tool reads (a detailed municipal outline fits). */
const SHAPE_TEXT_MAX = 500_000;

/** POST /api/admin/debug/shapetofeature: WKT or GeoJSON (a geometry, Feature or FeatureCollection). */
const shapeToFeatureBodySchema = z.strictObject({
  text: z.string().trim().min(1, 'paste WKT or GeoJSON').max(SHAPE_TEXT_MAX),
});

/** A cadastral parcel the pasted shape overlaps, with the overlap. */
const shapePlotMatchSchema = z.object({
  id: z.number().int(),
  identificatie: z.string(),
  plotnr: z.string(),
  /** the parcel's drawn area, m2 */
  plotAreaSquareMeters: z.number(),
  /** the part of the parcel inside the shape, m2 */
  overlapSquareMeters: z.number(),
});
export type ShapePlotMatch = z.infer<typeof shapePlotMatchSchema>;

/** Any GeoJSON geometry (the shape tool takes points, lines and collections too). */
export type AnyGeoJsonGeometry =
  | { type: 'Point'; coordinates: number[] }
  | { type: 'MultiPoint' | 'LineString'; coordinates: number[][] }
  | { type: 'MultiLineString' | 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] }
  | { type: 'GeometryCollection'; geometries: AnyGeoJsonGeometry[] };

const coordinates = z.array(z.number());
/** AnyGeoJsonGeometry as a schema (a collection holds geometries again). */
const anyGeoJsonGeometrySchema: z.ZodType<AnyGeoJsonGeometry> = z.lazy(() =>
  z.union([
    z.object({ type: z.literal('Point'), coordinates }),
    z.object({ type: z.enum(['MultiPoint', 'LineString']), coordinates: z.array(coordinates) }),
    z.object({ type: z.enum(['MultiLineString', 'Polygon']), coordinates: z.array(z.array(coordinates)) }),
    z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(coordinates))) }),
    z.object({ type: z.literal('GeometryCollection'), geometries: z.array(anyGeoJsonGeometrySchema) }),
  ]),
);

/** The parsed shape as a feature, and the parcels it overlaps. */
const shapeToFeatureResponseSchema = z.object({
  /** how the text was read */
  format: z.enum(['wkt', 'geojson']),
  /** the coordinate system detected from the coordinates (or declared by an EWKT SRID) */
  crs: z.enum(['EPSG:28992', 'EPSG:4326']),
  geometryType: z.string(),
  /** the shape as a GeoJSON feature in WGS84 */
  feature: z.object({
    type: z.literal('Feature'),
    properties: z.object({ areaSquareMeters: z.number(), crs: z.string() }),
    geometry: anyGeoJsonGeometrySchema,
  }),
  /** whether PostGIS finds the shape valid, and why not; an invalid one is repaired (MakeValid) for the parcel match */
  valid: z.boolean(),
  invalidReason: z.string().nullable(),
  /** the polygonal area in RD metres (0 for points and lines) */
  areaSquareMeters: z.number(),
  /** WGS84 [west, south, east, north] */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  plots: z.array(shapePlotMatchSchema),
  /** true when more parcels overlap than are listed */
  plotsTruncated: z.boolean(),
});
export type ShapeToFeatureResponse = z.infer<typeof shapeToFeatureResponseSchema>;

/** GET /api/admin/debug/perceel: a parcel by designation ("OTL02 B 1044"), by id, or under a WGS84 point. */
const perceelQuerySchema = z
  .object({
    q: z.string().trim().min(1).max(60).optional(),
    id: z.coerce.number().int().positive().optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lon: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine((v) => v.q !== undefined || v.id !== undefined || (v.lat !== undefined && v.lon !== undefined), {
    message: 'give q (a cadastral designation), id, or lat and lon',
  });

/** An owner of the parcel as stored with one of the company's locations (jsons of type owner_information). */
const perceelOwnerSchema = z.object({
  locationId: z.number().int(),
  name: z.string().nullable(),
  identificatie: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type PerceelOwner = z.infer<typeof perceelOwnerSchema>;

/** The plot panel's answer (GET /api/geodata/plots/detail): the parcels, what lies on them, the company's locations holding them. */
const plotsDetailSchema = plotRoutes.detail.response;

/** A parcel (or the parcels under a point) and everything the database joins to it: the plot panel's answer and the owners. */
const perceelResponseSchema = plotsDetailSchema.extend({ owners: z.array(perceelOwnerSchema) });
export type PerceelResponse = z.infer<typeof perceelResponseSchema>;

/** GET /api/admin/debug/zoning_features?lat&lon: the IMRO features at a WGS84 point. */
const zoningFeaturesQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

/** An IMRO feature (enkelbestemming, dubbelbestemming, bouwvlak, maatvoering, aanduiding) with its attributes. */
const zoningFeatureSchema = z.object({
  id: z.number().int(),
  identificatie: z.string(),
  planId: z.string(),
  planName: z.string().nullable(),
  objectType: z.string(),
  naam: z.string().nullable(),
  hoofdgroep: z.string().nullable(),
  category: z.string().nullable(),
  artikelnummer: z.string().nullable(),
  label: z.string().nullable(),
  dimensions: z.array(z.object({ waardeType: z.string(), waarde: z.string() })),
  areaSquareMeters: z.number(),
  /** the feature's outline in WGS84 */
  geometry: geoJsonGeometry,
});
export type ZoningFeature = z.infer<typeof zoningFeatureSchema>;

/** The zoning plans and features at a point. */
const zoningFeaturesResponseSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  /** RD New of the point, metres */
  rd: z.object({ x: z.number(), y: z.number() }),
  plans: plotsDetailSchema.shape.context.shape.zoningPlans,
  features: z.array(zoningFeatureSchema),
});
export type ZoningFeaturesResponse = z.infer<typeof zoningFeaturesResponseSchema>;

/** The staff debug tools (everything under /api/admin is staff only; each route also declares it). */
export const debugToolRoutes = {
  shapeToFeature: defineRoute({
    method: 'POST',
    path: '/api/admin/debug/shapetofeature',
    access: 'staff',
    summary: 'Staff: pasted WKT or GeoJSON (RD New or WGS84) as a WGS84 feature, its validity and the parcels it overlaps',
    body: shapeToFeatureBodySchema,
    response: shapeToFeatureResponseSchema,
  }),
  perceel: defineRoute({
    method: 'GET',
    path: '/api/admin/debug/perceel',
    access: 'staff',
    summary: 'Staff: a parcel by designation (q), id, or WGS84 point, with its zoning, buildings, areas, locations and owners',
    query: perceelQuerySchema,
    response: perceelResponseSchema,
  }),
  zoningFeatures: defineRoute({
    method: 'GET',
    path: '/api/admin/debug/zoning_features',
    access: 'staff',
    summary: 'Staff: the IMRO plans and features at a WGS84 point, with their attributes and outlines',
    query: zoningFeaturesQuerySchema,
    response: zoningFeaturesResponseSchema,
  }),
};

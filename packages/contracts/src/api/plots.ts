import { z } from 'zod';
import { geoJsonGeometry } from '../model/field';
import { recordSchema } from '../model/entity';
import { defineRoute } from '../model/route';
import { locations } from '../entities/locations';
import type { ApiRecord } from '../types';
import { gridCapacitySchema, omgevingsplanRulesSchema, plotSurfacesSchema } from './locationFacts';

// What the plot endpoints of /api/geodata answer (apps/server/src/geodata/plots/): the map's plot panel reads them.

const text = z.string().nullable();

/** A parcel of the national cadastre as the plot panel and location creation see it. */
const plotDetailSchema = z.object({
  id: z.number().int(),
  identificatie: z.string(),
  /** the three cadastral parts joined (spec 3 Plots): AKR code, sectie, perceelnummer */
  plotnr: z.string(),
  kadastraleGemeente: text,
  akrCode: text,
  sectie: text,
  perceelnummer: z.number().nullable(),
  /** kadastraleGrootte as registered */
  areaSquareMeters: z.number().nullable(),
  /** the area of the drawn parcel (differs a little from the registered size) */
  geometryAreaSquareMeters: z.number(),
  /** GeoJSON in WGS84 */
  geometry: geoJsonGeometry,
  lat: z.number(),
  lon: z.number(),
});
export type PlotDetail = z.infer<typeof plotDetailSchema>;

/** What lies on and around a set of plots: zoning, buildings, addresses and neighbourhood figures. */
const plotContextSchema = z.object({
  zoningPlans: z.array(z.object({ planId: z.string(), naam: text, planstatus: text, planDatum: text, typePlan: text })),
  zoningObjects: z.array(
    z.object({
      identificatie: z.string(),
      planId: z.string(),
      type: z.string(),
      naam: text,
      category: text,
      hoofdgroep: text,
      label: text,
      /** the enkelbestemming this object lies in (for maatvoeringen and aanduidingen) */
      zone: text,
      dimensions: z.array(z.object({ waardeType: z.string(), waarde: z.string() })),
      overlapSquareMeters: z.number(),
    }),
  ),
  buildings: z.array(
    z.object({
      identificatie: z.string(),
      year: z.number().nullable(),
      status: text,
      use: text,
      units: z.number(),
      floorAreaSquareMeters: z.number().nullable(),
      footprintSquareMeters: z.number(),
      heightMeters: z.number().nullable(),
    }),
  ),
  addresses: z.array(z.object({ road: text, houseNumber: z.string(), postcode: text, city: text, use: z.array(z.string()) })),
  areas: z.array(z.object({ level: z.string(), code: z.string(), name: text, year: z.number().nullable(), figures: z.record(z.string(), z.unknown()) })),
  /** grid congestion from the operators' capacity map, by the postcodes of the BAG addresses on the plots; absent when none is known */
  gridCapacity: gridCapacitySchema.optional(),
  /** the omgevingsplan rules whose locations meet the plots (docs/geodata.md, "Omgevingsplan"); absent when none is imported there */
  omgevingsplan: omgevingsplanRulesSchema.optional(),
  /** paved, green, water and built m² of the BGT inside the plots (docs/geodata.md, "BGT"); absent when no BGT is imported there */
  surfaces: plotSurfacesSchema.optional(),
});
export type PlotContext = z.infer<typeof plotContextSchema>;

/** A location of the company that holds a parcel (by its cadastral identificatie). */
const plotLocationSchema = z.object({
  id: z.number().int(),
  name: text,
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** the identificaties of the asked parcels it holds */
  identificaties: z.array(z.string()),
});
export type PlotLocation = z.infer<typeof plotLocationSchema>;

/** GET /api/geodata/plots/detail?ids=1,2 */
const plotsDetailResponseSchema = z.object({
  plots: z.array(plotDetailSchema),
  context: plotContextSchema,
  /** the asking company's locations that already hold one of these parcels (open one rather than make another) */
  locations: z.array(plotLocationSchema),
});
export type PlotsDetailResponse = z.infer<typeof plotsDetailResponseSchema>;

/** GET /api/geodata/extent: where the imported parcels lie (WGS84 [west, south, east, north]), null before any import. */
const geodataExtentResponseSchema = z.object({ bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable() });
export type GeodataExtentResponse = z.infer<typeof geodataExtentResponseSchema>;

/** POST /api/geodata/plots/to-location: the new location with its plots (depth 2; the children pass unchecked). */
export type PlotsToLocationResponse = ApiRecord<'locations'>;
const plotsToLocationResponseSchema = recordSchema(locations) as unknown as z.ZodType<PlotsToLocationResponse>;

/** GET /api/geodata/plots/at?lat&lon: a clicked WGS84 point. */
const plotsAtQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});

/** GET /api/geodata/plots/detail?ids=1,2: at most 100 plot ids, each once. */
const plotIdsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,12}(,\d{1,12}){0,99}$/, 'a comma-separated list of at most 100 plot ids')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

/** POST /api/geodata/plots/to-location: the selected parcels and the new location's name. */
const plotsToLocationBody = z.strictObject({
  plotIds: z.array(z.number().int().positive()).min(1, 'select at least one plot').max(100),
  name: z.string().trim().min(1).max(200).optional(),
});

const signedIn = 'signedIn' as const;
/** The plot panel's routes on the map (docs/geodata.md, "Plots on the map"). */
export const plotRoutes = {
  at: defineRoute({ method: 'GET', path: '/api/geodata/plots/at', access: signedIn, summary: 'The parcels under a clicked WGS84 point', query: plotsAtQuery, response: z.array(plotDetailSchema) }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/geodata/plots/detail',
    access: signedIn,
    summary: "The parcels with their zoning, buildings, addresses and neighbourhood, and the company's locations holding them",
    query: plotIdsQuery,
    response: plotsDetailResponseSchema,
  }),
  toLocation: defineRoute({
    method: 'POST',
    path: '/api/geodata/plots/to-location',
    access: signedIn,
    summary: 'A new location from the selected parcels, enriched like every location made from parcels',
    body: plotsToLocationBody,
    response: plotsToLocationResponseSchema,
    status: 201,
  }),
  extent: defineRoute({ method: 'GET', path: '/api/geodata/extent', access: signedIn, summary: 'Where the imported parcels lie (WGS84 bbox), so a first map opens on the data', response: geodataExtentResponseSchema }),
};

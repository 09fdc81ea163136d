import { z } from 'zod';
import { geoJsonGeometry } from '../model/field';

// The site's parcels on /locations/detail/:id/modifyplot (apps/server/src/features/locationPlots).

const lonLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** POST /api/locations/detail/{id}/plots: cadastral parcels by their geodata ids, or one drawn polygon. */
export const addSitePlotsBody = z.union([
  z.strictObject({ plotIds: z.array(z.number().int().positive()).min(1, 'select at least one parcel').max(100) }),
  z.strictObject({ geometry: geoJsonGeometry }),
]);
export type AddSitePlotsBody = z.infer<typeof addSitePlotsBody>;

/** POST /api/locations/detail/{id}/plots/{plotId}/split: a line drawn across the parcel, WGS84 [lon, lat]. */
export const splitSitePlotBody = z.strictObject({ line: z.array(lonLat).min(2).max(100) });
export type SplitSitePlotBody = z.infer<typeof splitSitePlotBody>;

/** PUT /api/locations/detail/{id}/plots/{plotId}: the new outline of a drawn parcel (its corners edited on the map). */
export const reshapeSitePlotBody = z.strictObject({ geometry: geoJsonGeometry });
export type ReshapeSitePlotBody = z.infer<typeof reshapeSitePlotBody>;

/** What a change of the site's parcels answers: the location's recomputed facts and its parcels' ids. */
export const sitePlotsResponseSchema = z.object({
  locationId: z.number().int(),
  plotsize: z.number(),
  plotnr: z.string().nullable(),
  plotIds: z.array(z.number().int()),
  /** parcels asked for that the location already held (by cadastral identificatie), left as they were */
  skipped: z.array(z.string()),
});
export type SitePlotsResponse = z.infer<typeof sitePlotsResponseSchema>;

/** PUT /api/ownership/brk-credentials: the company's Kadaster BRK Bevragen API key, or null to remove it. */
export const brkCredentialsBody = z.strictObject({ apiKey: z.string().trim().min(8, 'an API key of the Kadaster').max(200).nullable() });
/** Whether the company has a BRK API key (the key itself is never sent back). */
export const brkCredentialsResponseSchema = z.object({ configured: z.boolean() });
/** POST /api/locations/detail/{id}/owners/fetch: how many parcels were looked up and owners kept. */
export const ownersFetchResponseSchema = z.object({ parcels: z.number().int(), owners: z.number().int() });
export type OwnersFetchResponse = z.infer<typeof ownersFetchResponseSchema>;

import { z } from 'zod';
import { defineRoute } from '../model/route';

/*
 * The map's `find_address` tab: address search, lookup and reverse geocoding at /api/geodata/address/*.
 * Answers come from the PDOK Locatieserver or, offline, from our own BAG tables, in the same shape;
 * `source` says which.
 */

/** GET /api/geodata/address/search: `suggest` while typing, `free` for the best matches of a whole query. */
const addressSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(1, 'type something to search for').max(200),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  mode: z.enum(['suggest', 'free']).default('suggest'),
});

/** GET /api/geodata/address/lookup */
const addressLookupQuerySchema = z.strictObject({
  id: z.string().trim().min(1, 'id is required').max(200),
});

/** GET /api/geodata/address/reverse (WGS84) */
const addressReverseQuerySchema = z.strictObject({
  lat: z.coerce.number().min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'),
  lon: z.coerce.number().min(-180, 'lon must be between -180 and 180').max(180, 'lon must be between -180 and 180'),
  limit: z.coerce.number().int().min(1).max(20).default(1),
});

const addressSources = ['pdok', 'local'] as const;

/**
 * One hit. `type` uses the Locatieserver's words: adres, weg, postcode, woonplaats, gemeente, perceel ...
 * `id` is what lookup takes (ids of local answers start with `local:`).
 */
const addressSuggestionSchema = z.object({ id: z.string(), type: z.string(), label: z.string() });
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

const latLonSchema = z.object({ lat: z.number(), lon: z.number() });
export type LatLon = z.infer<typeof latLonSchema>;

const addressSearchResponseSchema = z.object({ source: z.enum(addressSources), suggestions: z.array(addressSuggestionSchema) });
export type AddressSearchResponse = z.infer<typeof addressSearchResponseSchema>;

/** The parts of an address, as far as known. */
const addressPartsSchema = z.object({
  street: z.string().optional(),
  houseNumber: z.number().optional(),
  houseLetter: z.string().optional(),
  addition: z.string().optional(),
  postcode: z.string().optional(),
  city: z.string().optional(),
  municipality: z.string().optional(),
  /** BAG identifiers: the nummeraanduiding and the verblijfsobject (or lig-/standplaats) it belongs to */
  nummeraanduidingId: z.string().optional(),
  adresseerbaarObjectId: z.string().optional(),
});
export type AddressParts = z.infer<typeof addressPartsSchema>;

const addressLookupResponseSchema = addressSuggestionSchema.extend({
  source: z.enum(addressSources),
  /** WGS84 */
  point: latLonSchema,
  /** RD New (EPSG:28992), metres */
  rd: z.object({ x: z.number(), y: z.number() }),
  /** WGS84 [minLon, minLat, maxLon, maxLat] of an area (street, place, municipality); null for a single address */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  address: addressPartsSchema,
});
export type AddressLookupResponse = z.infer<typeof addressLookupResponseSchema>;

const addressReverseResponseSchema = z.object({
  source: z.enum(addressSources),
  results: z.array(addressSuggestionSchema.extend({ point: latLonSchema, distanceMeters: z.number() })),
});
export type AddressReverseResponse = z.infer<typeof addressReverseResponseSchema>;

const signedIn = 'signedIn' as const;
/** The map's find_address routes (answers cached privately: a minute for searches, an hour for a lookup). */
export const addressRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/api/geodata/address/search',
    access: signedIn,
    summary: 'Address suggestions (PDOK Locatieserver, or our own BAG offline): mode suggest while typing, free for a whole query',
    query: addressSearchQuerySchema,
    response: addressSearchResponseSchema,
  }),
  lookup: defineRoute({ method: 'GET', path: '/api/geodata/address/lookup', access: signedIn, summary: 'A suggestion by id: point (WGS84 and RD), bbox and address parts', query: addressLookupQuerySchema, response: addressLookupResponseSchema }),
  reverse: defineRoute({ method: 'GET', path: '/api/geodata/address/reverse', access: signedIn, summary: 'The addresses nearest to a WGS84 point', query: addressReverseQuerySchema, response: addressReverseResponseSchema }),
};

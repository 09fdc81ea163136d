import { z } from 'zod';

/*
 * The map's `find_address` tab: address search, lookup and reverse geocoding at /api/geodata/address/*.
 * Answers come from the PDOK Locatieserver or, offline, from our own BAG tables, in the same shape;
 * `source` says which.
 */

/** Where an answer came from. */
export type AddressSource = 'pdok' | 'local';

/** GET /api/geodata/address/search: `suggest` while typing, `free` for the best matches of a whole query. */
export const addressSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(1, 'type something to search for').max(200),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  mode: z.enum(['suggest', 'free']).default('suggest'),
});

/** GET /api/geodata/address/lookup */
export const addressLookupQuerySchema = z.strictObject({
  id: z.string().trim().min(1, 'id is required').max(200),
});

/** GET /api/geodata/address/reverse (WGS84) */
export const addressReverseQuerySchema = z.strictObject({
  lat: z.coerce.number().min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90'),
  lon: z.coerce.number().min(-180, 'lon must be between -180 and 180').max(180, 'lon must be between -180 and 180'),
  limit: z.coerce.number().int().min(1).max(20).default(1),
});

/**
 * One hit. `type` uses the Locatieserver's words: adres, weg, postcode, woonplaats, gemeente, perceel ...
 * `id` is what lookup takes (ids of local answers start with `local:`).
 */
export interface AddressSuggestion {
  id: string;
  type: string;
  label: string;
}

export interface LatLon {
  lat: number;
  lon: number;
}

export interface AddressSearchResponse {
  source: AddressSource;
  suggestions: AddressSuggestion[];
}

/** The parts of an address, as far as known. */
export interface AddressParts {
  street?: string;
  houseNumber?: number;
  houseLetter?: string;
  addition?: string;
  postcode?: string;
  city?: string;
  municipality?: string;
  /** BAG identifiers: the nummeraanduiding and the verblijfsobject (or lig-/standplaats) it belongs to */
  nummeraanduidingId?: string;
  adresseerbaarObjectId?: string;
}

export interface AddressLookupResponse extends AddressSuggestion {
  source: AddressSource;
  /** WGS84 */
  point: LatLon;
  /** RD New (EPSG:28992), metres */
  rd: { x: number; y: number };
  /** WGS84 [minLon, minLat, maxLon, maxLat] of an area (street, place, municipality); null for a single address */
  bbox: [number, number, number, number] | null;
  address: AddressParts;
}

export interface AddressReverseResponse {
  source: AddressSource;
  results: (AddressSuggestion & { point: LatLon; distanceMeters: number })[];
}

import { z } from 'zod';
import { recordSchema } from '../model/entity';
import { defineRoute } from '../model/route';
import { recordId } from '../model/routeParams';
import { images } from '../entities/content';
import type { ApiRecord } from '../types';
import { TILE_LAYERS } from '../layers/layerDefinition';

// The routes that answer files (images, vector tiles) and the service's own (health, the OpenAPI document).
// Their path parts are checked by the handlers, which answer 404 for an unknown file or layer and 304 for a
// tile or image the browser has.

/** POST /api/images/upload: the stored image record (without its bytes). */
const imageRecordSchema = recordSchema(images) as unknown as z.ZodType<ApiRecord<'images'>>;

const tileParams = z.strictObject({ layer: z.string(), z: z.string(), x: z.string(), y: z.string() });
const searchTileParams = z.strictObject({ token: z.string(), z: z.string(), x: z.string(), file: z.string() });

/** A static tile archive of a national layer (PMTiles v3), cut at the data version the tiles are at now. */
const tileArchiveSchema = z.object({
  layer: z.enum(TILE_LAYERS),
  /** where the archive is read with byte ranges: this server's /api/tiles/archives/{file} or TILE_ARCHIVE_URL's */
  url: z.string(),
  minZoom: z.number().int(),
  /** the map draws deeper zooms from this zoom's tiles */
  maxZoom: z.number().int(),
  dataVersion: z.string(),
  tiles: z.number().int(),
  bytes: z.number().int(),
  cutAt: z.string(),
});
export type TileArchive = z.infer<typeof tileArchiveSchema>;

/** Images, vector tiles, health and the API document. */
export const fileRoutes = {
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/images/upload',
    access: 'signedIn',
    summary: 'Upload an image (multipart: file, type, name, locationId ...); PNG, JPEG, WebP or GIF, with a 256 px thumbnail',
    multipart: true,
    response: imageRecordSchema,
    status: 201,
  }),
  image: defineRoute({
    method: 'GET',
    path: '/api/images/binary/:id/:file',
    access: 'signedIn',
    summary: 'An image of the company: img.png (the original bytes) or thumb.png (a 256 px PNG)',
    params: z.strictObject({ id: recordId, file: z.string() }),
    response: z.unknown(),
    file: 'image/png',
  }),
  tile: defineRoute({
    method: 'GET',
    path: '/api/tiles/:layer/:z/:x/:y',
    access: 'public',
    summary: "A vector tile of a map layer ({y}.mvt); national layers are open, the locations layer is the company's own",
    params: tileParams,
    response: z.unknown(),
    file: 'application/vnd.mapbox-vector-tile',
  }),
  tileArchives: defineRoute({
    method: 'GET',
    path: '/api/tiles/archives',
    access: 'public',
    summary: 'The static tile archives of the national layers that are at the current data version (a layer without one is read tile by tile)',
    response: z.object({ archives: z.array(tileArchiveSchema) }),
  }),
  tileArchive: defineRoute({
    method: 'GET',
    path: '/api/tiles/archives/:file',
    access: 'public',
    summary: 'A static tile archive (PMTiles v3, {layer}-v{version}.pmtiles), with byte ranges (206) and an immutable cache lifetime',
    params: z.strictObject({ file: z.string() }),
    response: z.unknown(),
    file: 'application/vnd.pmtiles',
  }),
  omgevingswetTile: defineRoute({
    method: 'GET',
    path: '/api/tiles/omgevingswet/:z/:x/:y',
    access: 'signedIn',
    summary: "PDOK's Omgevingswet geometries as a Web Mercator vector tile ({y}.pbf), fetched from PDOK's RD tiles and reprojected; 502/504 when PDOK fails",
    params: z.strictObject({ z: z.string(), x: z.string(), y: z.string() }),
    response: z.unknown(),
    file: 'application/vnd.mapbox-vector-tile',
  }),
  searchTile: defineRoute({
    method: 'GET',
    path: '/api/search/tiles/:token/:z/:x/:file',
    access: 'signedIn',
    summary: 'A vector tile (layer search) of the matches of registered filters in a tile, with scores ({y}.mvt)',
    params: searchTileParams,
    response: z.unknown(),
    file: 'application/vnd.mapbox-vector-tile',
  }),
  health: defineRoute({ method: 'GET', path: '/api/health', access: 'public', summary: 'The server answers and its database too', response: z.object({
      status: z.literal('ok'),
      database: z.enum(['pglite', 'postgres']),
      /** with DATABASE_READ_URL: the replica the national tiles are read from */
      replica: z.object({ reachable: z.boolean(), standby: z.boolean().nullable(), lagSeconds: z.number().nullable() }).optional(),
    }) }),
  openapi: defineRoute({ method: 'GET', path: '/api/openapi.json', access: 'public', summary: 'This document', response: z.record(z.string(), z.unknown()) }),
};

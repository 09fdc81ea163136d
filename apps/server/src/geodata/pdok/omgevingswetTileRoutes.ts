import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fileRoutes } from '@plotwise/contracts';
import { parseTileAddress } from '@plotwise/core';
import type { Config } from '../../config';
import { AppError } from '../../http/appError';
import { serve } from '../../http/serve';
import { OmgevingswetTiles } from './omgevingswetTiles';

const MVT = 'application/vnd.mapbox-vector-tile';

/**
 * GET /api/tiles/omgevingswet/{z}/{x}/{y}.pbf: PDOK's Omgevingswet geometries reprojected into a Web Mercator tile
 * (omgevingswetTiles.ts). For signed-in users: every tile not cached costs requests to PDOK, so it is no open proxy.
 * The geometries are public data, the same for every company: one cache, no tenant scope. A failing PDOK answers
 * 502 pdok_tiles_unavailable or 504 pdok_tiles_timeout, which the map shows as the layer being unavailable.
 */
export function registerOmgevingswetTileRoutes(app: FastifyInstance, config: Config): OmgevingswetTiles {
  const service = new OmgevingswetTiles({ baseUrl: config.PDOK_OMGEVINGSWET_URL, timeoutMs: config.PDOK_OMGEVINGSWET_TIMEOUT_MS });

  serve(app, fileRoutes.omgevingswetTile, async ({ params }, req, reply) => {
    // validate
    const t = parseTileAddress(params.z, params.x, params.y, 'pbf');
    if (!t)
      throw new AppError('validation_failed', 'A tile address is /{z}/{x}/{y}.pbf with 0 <= z <= 24 and 0 <= x, y < 2^z');

    // act
    const tile = await service.tile(t);

    // present: the browser may keep a tile for an hour (PDOK renews daily); X-Tile-Cache tells a hit from a cut
    const etag = `"${createHash('sha1').update(tile.body).digest('base64url')}"`;
    reply.header('cache-control', 'private, max-age=3600').header('x-tile-cache', tile.cached ? 'hit' : 'miss');
    if (req.headers['if-none-match'] === etag) return reply.header('etag', etag).code(304).send();
    return reply.header('etag', etag).type(MVT).send(Buffer.from(tile.body.buffer, tile.body.byteOffset, tile.body.byteLength));
  });

  return service;
}

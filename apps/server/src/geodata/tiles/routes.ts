import type { FastifyInstance } from 'fastify';
import { fileRoutes, TILE_LAYERS, type TileLayerId } from '@plotwise/contracts';
import { parseTileAddress } from '@plotwise/core';
import type { Db } from '../../db/database';
import { AppError } from '../../http/appError';
import { tileLayers } from './tileLayers';
import { TileService } from './tileService';
import { serve } from '../../http/serve';

const MVT = 'application/vnd.mapbox-vector-tile';

/**
 * GET /api/tiles/{layer}/{z}/{x}/{y}.mvt. National layers are open data and need no session; they carry an
 * ETag from the data version (a conditional request is answered before anything is cut) and may be cached
 * by a CDN for a few minutes. The `locations` layer needs a session and is private to the company. National tiles
 * are read from `nationalDb` (a streaming replica when one is configured).
 */
export function registerTileRoutes(app: FastifyInstance, db: Db, nationalDb: Db = db): TileService {
  const service = new TileService(db, nationalDb);

  serve(app, fileRoutes.tile, async ({ params }, req, reply) => {
    // validate
    const { layer } = params;
    if (!(TILE_LAYERS as readonly string[]).includes(layer))
      throw new AppError('not_found', `Unknown tile layer "${layer}" (layers: ${TILE_LAYERS.join(', ')})`);
    const t = parseTileAddress(params.z, params.x, params.y, 'mvt');
    if (!t)
      throw new AppError('validation_failed', 'A tile address is /{z}/{x}/{y}.mvt with 0 <= z <= 24 and 0 <= x, y < 2^z');
    const id = layer as TileLayerId;
    const spec = tileLayers.get(id)!;

    // authorize, act
    let tile;
    if (spec.scope === 'tenant') {
      if (!req.actor) throw new AppError('unauthenticated', 'Sign in to see your locations on the map');
      tile = await service.tenantTile(id, t, req.actor.companyId);
      reply.header('cache-control', 'private, no-cache');
    } else {
      const version = await service.dataVersion();
      const etag = service.nationalEtag(id, t, version);
      reply.header('cache-control', 'public, max-age=300');
      if (req.headers['if-none-match'] === etag) return reply.header('etag', etag).code(304).send();
      tile = await service.nationalTile(id, t, version);
    }

    // present
    if (req.headers['if-none-match'] === tile.etag) return reply.header('etag', tile.etag).code(304).send();
    return reply.header('etag', tile.etag).type(MVT).send(Buffer.from(tile.body.buffer, tile.body.byteOffset, tile.body.byteLength));
  });

  return service;
}

import type { FastifyInstance } from 'fastify';
import { addressRoutes } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { serve } from '../../http/serve';
import { Geocoder } from './geocoder';

/** The map's find_address tab: search, lookup and reverse geocoding for signed-in users (PDOK, or our BAG offline). */
export function registerAddressRoutes(app: FastifyInstance, db: Db, config: Config) {
  const geocoder = new Geocoder(db, { mode: config.GEOCODER, locatieserverUrl: config.PDOK_LOCATIESERVER_URL, timeoutMs: config.GEOCODER_TIMEOUT_MS });

  serve(app, addressRoutes.search, async ({ query: { q, limit, mode } }, _, reply) => {
    void reply.header('Cache-Control', 'private, max-age=60');
    return geocoder.search(q, limit, mode);
  });

  serve(app, addressRoutes.lookup, async ({ query: { id } }, _, reply) => {
    void reply.header('Cache-Control', 'private, max-age=3600');
    return geocoder.lookup(id);
  });

  serve(app, addressRoutes.reverse, async ({ query: { lat, lon, limit } }, _, reply) => {
    void reply.header('Cache-Control', 'private, max-age=60');
    return geocoder.reverse({ lat, lon }, limit);
  });
}

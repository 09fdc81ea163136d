import type { FastifyInstance } from 'fastify';
import { addressLookupQuerySchema, addressReverseQuerySchema, addressSearchQuerySchema } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { validate } from '../../http/validate';
import { Geocoder } from './geocoder';
import { access } from '../../http/access';

/** The map's find_address tab: search, lookup and reverse geocoding for signed-in users (PDOK, or our BAG offline). */
export function registerAddressRoutes(app: FastifyInstance, db: Db, config: Config) {
  const geocoder = new Geocoder(db, { mode: config.GEOCODER, locatieserverUrl: config.PDOK_LOCATIESERVER_URL, timeoutMs: config.GEOCODER_TIMEOUT_MS });

  app.get('/api/geodata/address/search', access('signedIn'), async (req, reply) => {
    const { q, limit, mode } = validate(addressSearchQuerySchema, req.query ?? {}, 'query');
    const result = await geocoder.search(q, limit, mode);
    return reply.header('Cache-Control', 'private, max-age=60').send(result);
  });

  app.get('/api/geodata/address/lookup', access('signedIn'), async (req, reply) => {
    const { id } = validate(addressLookupQuerySchema, req.query ?? {}, 'query');
    const result = await geocoder.lookup(id);
    return reply.header('Cache-Control', 'private, max-age=3600').send(result);
  });

  app.get('/api/geodata/address/reverse', access('signedIn'), async (req, reply) => {
    const { lat, lon, limit } = validate(addressReverseQuerySchema, req.query ?? {}, 'query');
    const result = await geocoder.reverse({ lat, lon }, limit);
    return reply.header('Cache-Control', 'private, max-age=60').send(result);
  });
}

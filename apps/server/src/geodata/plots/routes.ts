import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { locations, type GeodataExtentResponse, type PlotsDetailResponse } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { notFound } from '../../http/appError';
import { validate } from '../../http/validate';
import { createLocationFromPlots } from './createLocationFromPlots';
import { locationsHolding, plotContext, plotsAt, plotsById } from './plotDetails';
import { access, actorOf } from '../../http/access';
import { plotExtent } from './plotExtent';

const atQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
const idsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,12}(,\d{1,12}){0,99}$/, 'a comma-separated list of at most 100 plot ids')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});
const toLocationBody = z.strictObject({
  plotIds: z.array(z.number().int().positive()).min(1, 'select at least one plot').max(100),
  name: z.string().trim().min(1).max(200).optional(),
});

/** The plot panel and "create location" on the map (docs/geodata.md, "Plots on the map"). */
export function registerPlotRoutes(app: FastifyInstance, db: Db) {
  // GET /api/geodata/plots/at?lat&lon: the parcels under a clicked point
  app.get('/api/geodata/plots/at', access('signedIn'), async (req) => {
    const q = validate(atQuery, req.query, 'query');
    return plotsAt(db, q.lat, q.lon);
  });

  // GET /api/geodata/plots/detail?ids=1,2: the parcels with their zoning, buildings, addresses and neighbourhood
  app.get('/api/geodata/plots/detail', access('signedIn'), async (req) => {
    const { ids } = validate(idsQuery, req.query, 'query');
    const found = await plotsById(db, ids);
    if (!found.length) throw notFound('Plot');
    const [context, held] = await Promise.all([plotContext(db, found.map((p) => p.id)), locationsHolding(db, actorOf(req), found.map((p) => p.identificatie))]);
    const answer: PlotsDetailResponse = { plots: found, context, locations: held };
    return answer;
  });

  // GET /api/geodata/extent: where the imported parcels lie (WGS84 bbox), so a first map opens on the data
  app.get('/api/geodata/extent', access('signedIn'), async () => {
    const answer: GeodataExtentResponse = { bbox: await plotExtent(db) };
    return answer;
  });

  // POST /api/geodata/plots/to-location { plotIds, name? }: a new location from the selected parcels
  app.post('/api/geodata/plots/to-location', access('signedIn'), async (req, reply) => {
    const body = validate(toLocationBody, req.body);
    const actor = actorOf(req);
    const id = await createLocationFromPlots(db, actor, body);
    const location = await db.tenant(actor.companyId, (tx) => new Repository(tx).detail(locations, actor, id, 2));
    return reply.code(201).send(location);
  });
}

import type { FastifyInstance } from 'fastify';
import { locations, plotRoutes, type PlotsToLocationResponse } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { Repository } from '../../entities/repository';
import { notFound } from '../../http/appError';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { createLocationFromPlots } from './createLocationFromPlots';
import { locationsHolding, plotContext, plotsAt, plotsById } from './plotDetails';
import { plotExtent } from './plotExtent';

/** The plot panel and "create location" on the map (docs/geodata.md, "Plots on the map"). */
export function registerPlotRoutes(app: FastifyInstance, db: Db) {
  // the parcels under a clicked point
  serve(app, plotRoutes.at, async ({ query }) => plotsAt(db, query.lat, query.lon));

  // the parcels with their zoning, buildings, addresses and neighbourhood
  serve(app, plotRoutes.detail, async ({ query: { ids } }, req) => {
    const found = await plotsById(db, ids);
    if (!found.length) throw notFound('Plot');
    const [context, held] = await Promise.all([plotContext(db, found.map((p) => p.id)), locationsHolding(db, actorOf(req), found.map((p) => p.identificatie))]);
    return { plots: found, context, locations: held };
  });

  // where the imported parcels lie (WGS84 bbox), so a first map opens on the data
  serve(app, plotRoutes.extent, async () => ({ bbox: await plotExtent(db) }));

  // a new location from the selected parcels
  serve(app, plotRoutes.toLocation, async ({ body }, req) => {
    const actor = actorOf(req);
    const id = await createLocationFromPlots(db, actor, body);
    const location = await db.tenant(actor.companyId, (tx) => new Repository(tx).detail(locations, actor, id, 2));
    if (!location) throw notFound('locations');
    // the repository reads any entity; the API tests check this record against the contract
    return location as PlotsToLocationResponse;
  });
}

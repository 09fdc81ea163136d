import type { FastifyInstance } from 'fastify';
import { addSitePlotsBody, locations, reshapeSitePlotBody, splitSitePlotBody } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { parseId } from '../../entities/routes';
import { access } from '../../http/access';
import { validate } from '../../http/validate';
import { addSitePlots, removeSitePlot, reshapeSitePlot, splitSitePlot } from './sitePlots';

type Params = { id: string; plotId: string };

/** The site's parcels on /locations/detail/{id}/modifyplot: add, remove, reshape and split; the location's plot facts follow. */
export function registerLocationPlotRoutes(app: FastifyInstance, db: Db) {
  // POST /api/locations/detail/{id}/plots { plotIds } | { geometry }
  app.post<{ Params: Params }>('/api/locations/detail/:id/plots', access('signedIn'), async (req) => {
    const id = parseId(req.params.id);
    const actor = authorize(locations, 'update', req.actor, undefined, id);
    return addSitePlots(db, actor, id, validate(addSitePlotsBody, req.body));
  });

  // DELETE /api/locations/detail/{id}/plots/{plotId}
  app.delete<{ Params: Params }>('/api/locations/detail/:id/plots/:plotId', access('signedIn'), async (req) => {
    const id = parseId(req.params.id);
    const actor = authorize(locations, 'update', req.actor, undefined, id);
    return removeSitePlot(db, actor, id, parseId(req.params.plotId));
  });

  // PUT /api/locations/detail/{id}/plots/{plotId} { geometry }: a drawn parcel's corners edited
  app.put<{ Params: Params }>('/api/locations/detail/:id/plots/:plotId', access('signedIn'), async (req) => {
    const id = parseId(req.params.id);
    const actor = authorize(locations, 'update', req.actor, undefined, id);
    return reshapeSitePlot(db, actor, id, parseId(req.params.plotId), validate(reshapeSitePlotBody, req.body));
  });

  // POST /api/locations/detail/{id}/plots/{plotId}/split { line }
  app.post<{ Params: Params }>('/api/locations/detail/:id/plots/:plotId/split', access('signedIn'), async (req) => {
    const id = parseId(req.params.id);
    const actor = authorize(locations, 'update', req.actor, undefined, id);
    return splitSitePlot(db, actor, id, parseId(req.params.plotId), validate(splitSitePlotBody, req.body));
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { locationRoutes, locations } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { serve } from '../../http/serve';
import { addSitePlots, removeSitePlot, reshapeSitePlot, splitSitePlot } from './sitePlots';

/** The site's parcels on /locations/detail/{id}/modifyplot: add, remove, reshape and split; the location's plot facts follow. */
export function registerLocationPlotRoutes(app: FastifyInstance, db: Db) {
  const editor = (req: FastifyRequest, id: number) => authorize(locations, 'update', req.actor, undefined, id);

  serve(app, locationRoutes.addPlots, async ({ params: { id }, body }, req) => addSitePlots(db, editor(req, id), id, body));

  serve(app, locationRoutes.removePlot, async ({ params: { id, plotId } }, req) => removeSitePlot(db, editor(req, id), id, plotId));

  // a drawn parcel's corners edited
  serve(app, locationRoutes.reshapePlot, async ({ params: { id, plotId }, body }, req) => reshapeSitePlot(db, editor(req, id), id, plotId, body));

  serve(app, locationRoutes.splitPlot, async ({ params: { id, plotId }, body }, req) => splitSitePlot(db, editor(req, id), id, plotId, body));
}

import type { FastifyInstance } from 'fastify';
import { concepts, surroundingBuildingRoutes } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';
import { authorize } from '../../entities/policy';
import { serve } from '../../http/serve';
import { areaOnPlots, bagPand, bagPandenInBox, conceptOfCompany, plotsUnion } from './surroundingBuilding';

/**
 * GET /api/concepts/detail/{id}/surrounding_buildings/{identificatie}: a neighbouring BAG pand seen from a
 * concept of the actor's company (another company's concept is a 404 before any geodata is read). Whether the
 * concept demolishes it is the concept's `demolished` list, written through PATCH /api/concepts/detail/{id}.
 */
export function registerSurroundingBuildingRoutes(app: FastifyInstance, db: Db) {
  // the panden around the concept's site (the site is the browser's: plots, buildable area or plot size), each with
  // the concept's demolish choice
  serve(app, surroundingBuildingRoutes.list, async ({ params, query: { bbox } }, req) => {
    const actor = authorize(concepts, 'read', req.actor);
    const concept = await conceptOfCompany(db, actor.companyId, params.id);
    if (!concept) throw notFound('concepts');
    const gone = new Set(concept.demolished);
    const panden = await bagPandenInBox(db, bbox, await plotsUnion(db, actor.companyId, concept.locationId));
    return panden.map((p) => ({ ...p, demolished: gone.has(p.identificatie) }));
  });

  serve(app, surroundingBuildingRoutes.detail, async ({ params: { id, identificatie } }, req) => {
    const actor = authorize(concepts, 'read', req.actor);
    const concept = await conceptOfCompany(db, actor.companyId, id);
    if (!concept) throw notFound('concepts');
    const pand = await bagPand(db, identificatie);
    if (!pand) throw notFound('BAG pand');
    const { wkt, ...facts } = pand;
    return {
      ...facts,
      onPlotSquareMeters: await areaOnPlots(db, actor.companyId, concept.locationId, wkt),
      demolished: concept.demolished.includes(identificatie),
    };
  });
}

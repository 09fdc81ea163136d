import type { FastifyInstance } from 'fastify';
import {
  concepts,
  pandIdentificatieSchema,
  surroundingBuildingsQuerySchema,
  type SurroundingBuilding,
  type SurroundingBuildingItem,
} from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';
import { authorize } from '../../entities/policy';
import { parseId } from '../../entities/routes';
import { validate } from '../../http/validate';
import { access } from '../../http/access';
import { areaOnPlots, bagPand, bagPandenInBox, conceptOfCompany, plotsUnion } from './surroundingBuilding';

/**
 * GET /api/concepts/detail/{id}/surrounding_buildings/{identificatie}: a neighbouring BAG pand seen from a
 * concept of the actor's company (another company's concept is a 404 before any geodata is read). Whether the
 * concept demolishes it is the concept's `demolished` list, written through PATCH /api/concepts/detail/{id}.
 */
export function registerSurroundingBuildingRoutes(app: FastifyInstance, db: Db) {
  // GET /api/concepts/detail/{id}/surrounding_buildings?bbox=: the panden around the concept's site (the site is
  // the browser's: plots, buildable area or plot size), each with the concept's demolish choice
  app.get<{ Params: { id: string } }>(
    '/api/concepts/detail/:id/surrounding_buildings',
    access('signedIn'),
    async (req) => {
      const actor = authorize(concepts, 'read', req.actor);
      const conceptId = parseId(req.params.id);
      const { bbox } = validate(surroundingBuildingsQuerySchema, req.query, 'query');
      const concept = await conceptOfCompany(db, actor.companyId, conceptId);
      if (!concept) throw notFound('concepts');
      const gone = new Set(concept.demolished);
      const answer: SurroundingBuildingItem[] = (
        await bagPandenInBox(db, bbox, await plotsUnion(db, actor.companyId, concept.locationId))
      ).map((p) => ({
        ...p,
        demolished: gone.has(p.identificatie),
      }));
      return answer;
    },
  );

  app.get<{ Params: { id: string; identificatie: string } }>(
    '/api/concepts/detail/:id/surrounding_buildings/:identificatie',
    access('signedIn'),
    async (req) => {
      const actor = authorize(concepts, 'read', req.actor);
      const conceptId = parseId(req.params.id);
      const identificatie = validate(pandIdentificatieSchema, req.params.identificatie, 'params');
      const concept = await conceptOfCompany(db, actor.companyId, conceptId);
      if (!concept) throw notFound('concepts');
      const pand = await bagPand(db, identificatie);
      if (!pand) throw notFound('BAG pand');
      const { wkt, ...facts } = pand;
      const answer: SurroundingBuilding = {
        ...facts,
        onPlotSquareMeters: await areaOnPlots(db, actor.companyId, concept.locationId, wkt),
        demolished: concept.demolished.includes(identificatie),
      };
      return answer;
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { locationRoutes, units } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { adoptCompanyUnitTypes } from './adoptUnitTypes';

/** POST /api/locations/unit-types/adopt: locations take the company's unit types. */
export function registerLocationUnitRoutes(app: FastifyInstance, db: Db) {
  serve(app, locationRoutes.adoptUnitTypes, async ({ body }, req) => adoptCompanyUnitTypes(db, authorize(units, 'create', actorOf(req)), body.locationIds));
}

import type { FastifyInstance } from 'fastify';
import { companySetupRoutes, costs } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { applyStartingTemplate } from './applyStartingTemplate';
import { companySetup } from './companySetup';
import { addGalleryLine } from './galleryLine';

/**
 * GET /api/companies/setup, POST /api/companies/setup/starting-template and POST
 * /api/locations/detail/:id/costs/gallery-line (the actor's own company only).
 */
export function registerStartingTemplateRoutes(app: FastifyInstance, db: Db) {
  serve(app, companySetupRoutes.setup, async (_, req) => companySetup(db, actorOf(req)));
  serve(app, companySetupRoutes.applyStartingTemplate, async (_, req) => applyStartingTemplate(db, authorize(costs, 'create', actorOf(req))));
  serve(app, companySetupRoutes.addGalleryLine, async ({ params }, req) => addGalleryLine(db, authorize(costs, 'create', actorOf(req)), params.id));
}

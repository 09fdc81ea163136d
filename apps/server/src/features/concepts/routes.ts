import type { FastifyInstance } from 'fastify';
import { conceptRoutes, concepts } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { Repository } from '../../entities/repository';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { copyConcept } from './copyConcept';
import { conceptFromPreset } from './conceptFromPreset';

/** Concept rules beside the generic API: copy with buildings, create from a company preset (each one transaction). */
export function registerConceptRoutes(app: FastifyInstance, db: Db) {
  serve(app, conceptRoutes.copy, async ({ params: { id }, body }, req) => {
    const actor = authorize(concepts, 'create', actorOf(req));
    return db.tenant(actor.companyId, (tx) => copyConcept(new Repository(tx), actor, id, body.name));
  });

  serve(app, conceptRoutes.fromPreset, async ({ body }, req) => {
    const actor = authorize(concepts, 'create', actorOf(req));
    return db.tenant(actor.companyId, (tx) => conceptFromPreset(new Repository(tx), actor, body));
  });
}

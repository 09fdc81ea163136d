import type { FastifyInstance } from 'fastify';
import {
  conceptCopyBodySchema,
  conceptFromPresetBodySchema,
  concepts,
  type ConceptCreated,
} from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { authorize } from '../../entities/policy';
import { Repository } from '../../entities/repository';
import { parseId } from '../../entities/routes';
import { access, actorOf } from '../../http/access';
import { validate } from '../../http/validate';
import { copyConcept } from './copyConcept';
import { conceptFromPreset } from './conceptFromPreset';

/** Concept rules beside the generic API: copy with buildings, create from a company preset (each one transaction). */
export function registerConceptRoutes(app: FastifyInstance, db: Db) {
  app.post<{ Params: { id: string } }>(
    '/api/concepts/detail/:id/copy',
    access('signedIn'),
    async (req, reply): Promise<ConceptCreated> => {
      const id = parseId(req.params.id);
      const actor = authorize(concepts, 'create', actorOf(req));
      const body = validate(conceptCopyBodySchema, req.body ?? {});
      const created = await db.tenant(actor.companyId, (tx) =>
        copyConcept(new Repository(tx), actor, id, body.name),
      );
      void reply.status(201);
      return created;
    },
  );
  app.post('/api/concepts/from-preset', access('signedIn'), async (req, reply): Promise<ConceptCreated> => {
    const actor = authorize(concepts, 'create', actorOf(req));
    const body = validate(conceptFromPresetBodySchema, req.body);
    const created = await db.tenant(actor.companyId, (tx) =>
      conceptFromPreset(new Repository(tx), actor, body),
    );
    void reply.status(201);
    return created;
  });
}

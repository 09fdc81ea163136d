import type { FastifyInstance } from 'fastify';
import { publicKeyPattern, publicRecordRoutes } from '@plotwise/contracts';
import { AppError, notFound } from '../http/appError';
import type { Db } from '../db/database';
import { readerFor } from '../db/replicaStatus';
import { publicViews, type PublicEntity } from './publicAccess';
import { publicDetail, publicList } from './publicDetails';
import { declaredBy } from '../http/serve';

const isPublicEntity = (name: string): name is PublicEntity => Object.prototype.hasOwnProperty.call(publicViews, name);

/**
 * The public reads of spec section 7: the records a published publication exposes, by key (a visitor's writes are
 * the publications' visitor routes, features/publications/visitorRoutes.ts). Nothing else is reachable by key.
 * `:entity` is checked first (404 for an entity without a public view), then the query. Read on the replica when it
 * has caught up with the primary (`readerFor`).
 */
export function registerPublicRoutes(app: FastifyInstance, db: Db, readDb?: Db) {
  const { list, detail } = publicRecordRoutes;
  app.get<{ Params: { entity: string }; Querystring: unknown }>(list.path, declaredBy(list), async (req) => {
    const name = req.params.entity;
    if (!isPublicEntity(name)) throw notFound(`Public ${name}`);
    const r = list.query.safeParse(req.query ?? {});
    if (!r.success) throw new AppError('validation_failed', 'keys: a comma-separated list of public keys');
    const keys = r.data.keys.split(',').filter((k) => publicKeyPattern.test(k)).slice(0, 100);
    return publicList((await readerFor(db, readDb)).db, name, keys);
  });

  app.get<{ Params: { entity: string; key: string } }>(detail.path, declaredBy(detail), async (req) => {
    const name = req.params.entity;
    if (!isPublicEntity(name) || name === 'sections') throw notFound(`Public ${name}`);
    return publicDetail((await readerFor(db, readDb)).db, name, req.params.key);
  });
}

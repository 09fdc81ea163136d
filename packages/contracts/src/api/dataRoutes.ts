import { z } from 'zod';
import { defineRoute } from '../model/route';
import { deleteWhereSchema, detailQuerySchema, listQuerySchema, orderBodySchema } from './listQuery';

// The generic data API of spec section 7 (docs/api.md "The generic layer"), one contract per route with the entity's
// storage name as a path parameter. The entity decides the rest: the server resolves `:entity` (404 unknown_entity),
// parses a write by the entity's definition (parseWrite) and answers the entity's records (checked against
// recordSchema in the API tests); the OpenAPI document lists these routes once per entity with its record schema.

/** A record of some entity as the generic API answers it (its shape: the entity's recordSchema). */
const entityRecord = z.record(z.string(), z.unknown());
/** `:entity` (a storage name) and `:id` as sent: the server answers an unknown name 404, a malformed id 400 invalid_id. */
const entity = z.object({ entity: z.string() });
const entityAndId = z.object({ entity: z.string(), id: z.string() });

/** The generic data API: list, read, create, update, reorder and delete the records of any served entity. */
export const dataRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/:entity/list',
    access: 'signedIn',
    summary: "A page of an entity's records (limit, offset, order, depth, where); the total in X-Total-Count",
    params: entity,
    query: listQuerySchema,
    response: entityRecord,
    paged: true,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/:entity/detail/:id',
    access: 'signedIn',
    summary: 'One record with its children to a depth',
    params: entityAndId,
    query: detailQuerySchema,
    response: entityRecord,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/:entity/list',
    access: 'signedIn',
    summary: 'Create one record or many (1-1000), all or nothing',
    params: entity,
    body: z.union([entityRecord, z.array(entityRecord)]),
    response: z.union([entityRecord, z.array(entityRecord)]),
    status: 201,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/:entity/detail/:id',
    access: 'signedIn',
    summary: 'Change the given fields of a record; nested configs are upserted',
    params: entityAndId,
    body: entityRecord,
    response: entityRecord,
  }),
  updateMany: defineRoute({
    method: 'PUT',
    path: '/api/:entity/detail',
    access: 'signedIn',
    summary: 'Bulk update: 1-1000 records, each with its id',
    params: entity,
    body: z.array(entityRecord),
    response: z.array(entityRecord),
  }),
  order: defineRoute({
    method: 'PUT',
    path: '/api/:entity/order',
    access: 'signedIn',
    summary: 'Set order values (clients send the changed items, in steps of 10)',
    params: entity,
    body: orderBodySchema,
    response: z.object({ updated: z.number().int() }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/:entity/detail/:id',
    access: 'signedIn',
    summary: 'Delete a record (a copy is kept for the retention period)',
    params: entityAndId,
    response: z.unknown(),
    status: 204,
  }),
  removeWhere: defineRoute({
    method: 'DELETE',
    path: '/api/:entity/list',
    access: 'signedIn',
    summary: 'Delete the records matching a where condition',
    params: entity,
    body: deleteWhereSchema,
    response: z.object({ deleted: z.number().int(), ids: z.array(z.number().int()) }),
  }),
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  dataRoutes,
  entities,
  entityByName,
  MESSAGE_UPDATE_REQUIRES_ID,
  recordSchema,
  type EntityDef,
  apiEntityNames,
} from '@plotwise/contracts';
import type { Db } from '../db/database';
import { AppError, notFound } from '../http/appError';
import { authorize } from './policy';
import { beforeDelete, hooksOf, type RecordUpdate } from './hooks';
import { checkBulkTargets, checkCreate, checkEach, checkUpdate, createChecked, updateCheckedMany, updateRecord } from './writeRecord';
import { Repository } from './repository';
import type { Actor } from '../auth/sessions';
import { recordAudit } from '../auth/audit';
import { validate } from '../http/validate';
import { declaredBy } from '../http/serve';
import { inBoundedBatches } from './bulkBound';

const served = new Set<string>(apiEntityNames);

/** Resolve `:entity`: unknown names are 404, config entities (saved through a parent) are refused. */
function resolveEntity(name: string): EntityDef {
  const def = entityByName(name);
  if (def && served.has(name)) return def;
  if (def && !def.exposed) {
    const parent = Object.values(entities).find((e) => e.ones.some((o) => o.entity === name) || e.children.some((c) => c.entity === name));
    throw new AppError(
      'base_model_null',
      `${name} is saved through its parent${parent ? ` (PATCH /api/${parent.name}/detail/{id} with the nested object)` : ''}; the base model is null`,
    );
  }
  throw new AppError('unknown_entity', `Unknown database entity "${name}"`, { entity: name });
}

/** Parse a path id; the spec's message when it is not a valid id. */
function parseId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647)
    throw new AppError('invalid_id', MESSAGE_UPDATE_REQUIRES_ID, { id: raw });
  return Number(raw);
}

/**
 * The generic routes' answers are the entity's records: in the API tests (app.checkAnswers) each read record is
 * checked against the entity's record schema, as http/serve checks a declared route's answer against its contract.
 */
function checkedRecords<T>(app: FastifyInstance, def: EntityDef, rows: T[]): T[] {
  if (!app.checkAnswers) return rows;
  const schema = recordSchema(def);
  for (const row of rows) {
    const r = schema.safeParse(row);
    if (!r.success) throw new Error(`a ${def.name} record does not match its entity: ${r.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return rows;
}

function parseWhereParam(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('invalid_json', 'where must be JSON, e.g. where={"status":3}');
  }
}

/**
 * The items of a bulk update checked whole before anything is written: 1 to 1 000, each with its id, each id once (a
 * batch writes one statement per field set, so one id twice would be written once), each valid and allowed.
 */
function checkedUpdates(def: EntityDef, actor: Actor, body: unknown): RecordUpdate[] {
  if (!Array.isArray(body) || body.length === 0 || body.length > 1000)
    throw new AppError('validation_failed', 'send a list of 1 to 1000 records, each with its id');
  const seen = new Set<number>();
  const ids = body.map((r, i) => {
    const id = typeof r === 'object' && r !== null ? (r as { id?: unknown }).id : undefined;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw new AppError('missing_id', MESSAGE_UPDATE_REQUIRES_ID, { index: i });
    if (seen.has(id)) throw new AppError('validation_failed', `item ${i}: ${def.name} ${id} is in the list twice; send each record once`, { index: i });
    seen.add(id);
    return id;
  });
  return checkEach(body, (r, i) => ({ id: ids[i]!, input: checkUpdate(def, actor, ids[i]!, r) }));
}

type Params = { entity: string; id: string };

export interface EntityRouteOptions {
  /** how long a bulk create or update may write before it is rolled back (BULK_WRITE_TIMEOUT_MS) */
  bulkTimeoutMs: number;
}

/**
 * The generic data API of spec section 7 under /api, for every storage name: each route declared by its contract
 * (contracts dataRoutes), its inputs read here since the entity decides them.
 */
export function registerEntityRoutes(app: FastifyInstance, db: Db, options: EntityRouteOptions) {
  const actorOf = (req: FastifyRequest) => req.actor;

  /** An entity's steps after a committed update (a user's role and activation changes go to the audit log). */
  const afterCommit = async (def: EntityDef, actor: Actor, id: number, values: Record<string, unknown>, ip: string) =>
    hooksOf(def.name).afterUpdateCommitted?.(db, actor, id, values, ip);
  const auditDeleted = (def: EntityDef, actor: Actor, ids: number[]) =>
    ids.length
      ? recordAudit(db, {
          kind: def.name === 'users' ? 'user_deleted' : 'record_deleted',
          companyId: actor.companyId,
          userId: actor.userId,
          detail: { entity: def.name, ids },
        })
      : undefined;
  // Every request runs in one transaction as the tenant role: the application's own company filter in each
  // statement, and PostgreSQL Row-Level Security behind it.
  const inTenant = <T>(actor: Actor, fn: (repo: Repository) => Promise<T>) =>
    db.tenant(actor.companyId, (tx) => fn(new Repository(tx)));

  app.get<{ Params: Params }>(dataRoutes.list.path, declaredBy(dataRoutes.list), async (req, reply) => {
    const def = resolveEntity(req.params.entity);
    const actor = authorize(def, 'read', actorOf(req));
    const qy = validate(dataRoutes.list.query, req.query ?? {}, 'query');
    const where = parseWhereParam(qy.where);
    const { rows, total } = await inTenant(actor, (repo) => repo.list(def, actor, { ...qy, where }));
    void reply.header('X-Total-Count', String(total));
    return checkedRecords(app, def, rows);
  });

  app.get<{ Params: Params }>(dataRoutes.detail.path, declaredBy(dataRoutes.detail), async (req) => {
    const def = resolveEntity(req.params.entity);
    const actor = authorize(def, 'read', actorOf(req));
    const id = parseId(req.params.id);
    const { depth } = validate(dataRoutes.detail.query, req.query ?? {}, 'query');
    const row = await inTenant(actor, (repo) => repo.detail(def, actor, id, depth));
    if (!row) throw notFound(def.name);
    return checkedRecords(app, def, [row])[0];
  });

  app.post<{ Params: Params }>(dataRoutes.create.path, declaredBy(dataRoutes.create), async (req, reply) => {
    const def = resolveEntity(req.params.entity);
    const actor = authorize(def, 'read', actorOf(req));
    const body = req.body;
    const many = Array.isArray(body);
    if (many && (body.length === 0 || body.length > 1000)) throw new AppError('validation_failed', 'send 1 to 1000 records');
    const inputs = many ? checkEach(body, (item) => checkCreate(def, actor, item)) : [checkCreate(def, actor, body)];
    const rows = await inTenant(actor, async (repo) => {
      if (many) await checkBulkTargets(repo, def, actor, inputs);
      const ids = await inBoundedBatches(repo.db, inputs, options.bulkTimeoutMs, (batch, offset) =>
        createChecked(repo, def, actor, batch, many ? offset : undefined),
      );
      return repo.detailMany(def, actor, ids);
    });
    void reply.status(201);
    return many ? rows : rows[0];
  });

  app.patch<{ Params: Params }>(dataRoutes.update.path, declaredBy(dataRoutes.update), async (req) => {
    const def = resolveEntity(req.params.entity);
    const actor = authorize(def, 'read', actorOf(req));
    const id = parseId(req.params.id);
    const { input, row } = await inTenant(actor, async (repo) => {
      const parsed = await updateRecord(repo, def, actor, id, req.body);
      return { input: parsed, row: await repo.detail(def, actor, id, 0) };
    });
    await afterCommit(def, actor, id, input.values, req.ip);
    return row;
  });

  app.put<{ Params: Params }>(dataRoutes.updateMany.path, declaredBy(dataRoutes.updateMany), async (req) => {
    const def = resolveEntity(req.params.entity);
    const actor = authorize(def, 'read', actorOf(req));
    const updates = checkedUpdates(def, actor, req.body);
    const ids = updates.map((u) => u.id);
    const rows = await inTenant(actor, async (repo) => {
      await checkBulkTargets(repo, def, actor, updates.map((u) => u.input), ids);
      await inBoundedBatches(repo.db, updates, options.bulkTimeoutMs, async (batch, offset) => {
        await updateCheckedMany(repo, def, actor, batch, offset);
        return batch;
      });
      return repo.detailMany(def, actor, ids);
    });
    for (const { id, input } of updates) await afterCommit(def, actor, id, input.values, req.ip);
    return rows;
  });

  app.put<{ Params: Params }>(dataRoutes.order.path, declaredBy(dataRoutes.order), async (req) => {
    const def = resolveEntity(req.params.entity);
    const actor = authorize(def, 'update', actorOf(req));
    const pairs = validate(dataRoutes.order.body, req.body);
    await inTenant(actor, (repo) => repo.reorder(def, actor, pairs));
    return { updated: pairs.length };
  });

  app.delete<{ Params: Params }>(dataRoutes.remove.path, declaredBy(dataRoutes.remove), async (req, reply) => {
    const def = resolveEntity(req.params.entity);
    const id = parseId(req.params.id);
    const actor = authorize(def, 'delete', actorOf(req), undefined, id);
    await inTenant(actor, async (repo) => {
      await hooksOf(def.name).beforeWrite?.(repo.db, actor, null, id);
      // e.g. a copy for /admin/deleted (features/deletedRecords), in the same transaction: restorable until the
      // retention period ends
      await beforeDelete(repo.db, def, actor, [id]);
      // nothing of the actor's to delete: the throw rolls the copy back too
      if (!(await repo.delete(def, actor, id))) throw notFound(def.name);
    });
    await auditDeleted(def, actor, [id]);
    return reply.status(204).send();
  });

  app.delete<{ Params: Params }>(dataRoutes.removeWhere.path, declaredBy(dataRoutes.removeWhere), async (req) => {
    const def = resolveEntity(req.params.entity);
    const actor = authorize(def, 'delete', actorOf(req));
    const { where } = validate(dataRoutes.removeWhere.body, req.body ?? {});
    if (Object.keys(where).length === 0) throw new AppError('validation_failed', 'a bulk delete needs a where condition');
    const ids = await inTenant(actor, async (repo) => {
      const check = hooksOf(def.name).beforeWrite;
      const ids = await repo.idsWhere(def, actor, where);
      if (check) for (const id of ids) await check(repo.db, actor, null, id);
      await beforeDelete(repo.db, def, actor, ids);
      return repo.deleteWhere(def, actor, where);
    });
    await auditDeleted(def, actor, ids);
    return { deleted: ids.length, ids };
  });
}

import type { EntityDef, VersionConflictDetails } from '@plotwise/contracts';
import type { Actor } from '../auth/sessions';
import { authorize } from './policy';
import { hooksOf, type RecordUpdate } from './hooks';
import { parseWrite, type ParsedWrite } from './parseWrite';
import type { RecordWriter } from './recordWriter';
import type { Repository } from './repository';
import { AppError } from '../http/appError';
import { q } from './sql';

/** Create one record as the generic API does: validate, authorize, the entity's hooks, tenant-scoped insert. */
export async function createRecord(repo: Repository, def: EntityDef, actor: Actor, body: unknown): Promise<number> {
  return (await createChecked(repo, def, actor, [checkCreate(def, actor, body)]))[0]!;
}

/** Validate and authorize a create without writing (a bulk create checks every item before the first write). */
export function checkCreate(def: EntityDef, actor: Actor, body: unknown): ParsedWrite {
  const input = parseWrite(def, body, 'create');
  authorize(def, 'create', actor, input);
  return input;
}

/**
 * Create records whose inputs checkCreate passed, together: each one's beforeWrite hook, the tenant-scoped inserts
 * (set-based, Repository.createMany), then the entity's afterWrite and afterCreate hooks once for them all. Returns
 * the ids in the order of the inputs. `offset`: the inputs are items of a bulk request from that place on, and an
 * item's error names its place (`item N: ...`, details.index).
 */
export async function createChecked(repo: Repository, def: EntityDef, actor: Actor, inputs: ParsedWrite[], offset?: number): Promise<number[]> {
  if (!inputs.length) return [];
  const hooks = hooksOf(def.name);
  const beforeWrite = hooks.beforeWrite;
  if (beforeWrite)
    for (const [i, input] of inputs.entries())
      await beforeWrite(repo.db, actor, input, null).catch((e: unknown) => {
        throw offset === undefined ? e : placed(e, offset + i);
      });
  const server = inputs.map((input) => hooks.createValues?.(actor, input) ?? {});
  const ids = await repo.createMany(def, actor, inputs, server).catch((e: unknown) => {
    const at = indexOf(e);
    if (at === undefined) throw e;
    throw offset === undefined ? withoutIndex(e as AppError) : placed(e, offset + at);
  });
  await hooks.afterWrite?.(repo.db, actor, ids);
  await hooks.afterCreate?.(repo.db, actor, ids, recordWriter(repo, actor));
  return ids;
}

/** The generic writes for `actor` over `repo`'s transaction, as a hook or a feature's service writes other records. */
export function recordWriter(repo: Repository, actor: Actor): RecordWriter {
  return {
    create: (d, b) => createRecord(repo, d, actor, b),
    createMany: (d, bodies) => createChecked(repo, d, actor, bodies.map((b) => checkCreate(d, actor, b))),
    update: async (d, i, b) => void (await updateRecord(repo, d, actor, i, b)),
  };
}

/** Update one record as the generic API does; returns what was parsed (for auditing role changes). */
export async function updateRecord(repo: Repository, def: EntityDef, actor: Actor, id: number, body: unknown): Promise<ParsedWrite> {
  const input = checkUpdate(def, actor, id, body);
  await updateCheckedMany(repo, def, actor, [{ id, input }]);
  return input;
}

/** Validate and authorize an update without writing (a bulk update checks every item before the first write). */
export function checkUpdate(def: EntityDef, actor: Actor, id: number, body: unknown): ParsedWrite {
  const input = parseWrite(def, body, 'patch');
  authorize(def, 'update', actor, input, id);
  return input;
}

/**
 * Update records whose inputs checkUpdate passed, together, with every rule of the single update: the version check
 * of those naming one (one lock and one read), each one's beforeWrite hook, the entity's beforeUpdate and the
 * updates set-based (Repository.updateMany), then afterWrite once for them all. `offset` as createChecked's. Each id
 * may appear once.
 */
export async function updateCheckedMany(repo: Repository, def: EntityDef, actor: Actor, updates: readonly RecordUpdate[], offset?: number): Promise<void> {
  if (!updates.length) return;
  const name = (e: unknown, at: number) => (offset === undefined ? e : placed(e, offset + at));
  const hooks = hooksOf(def.name);
  await checkVersions(repo, def, actor, updates, name);
  const beforeWrite = hooks.beforeWrite;
  if (beforeWrite)
    for (const [i, { id, input }] of updates.entries())
      await beforeWrite(repo.db, actor, input, id).catch((e: unknown) => {
        throw name(e, i);
      });
  await hooks.beforeUpdate?.(repo.db, actor, updates);
  const server = updates.map((u) => ({ ...u, server: hooks.updateValues?.(actor, u.input) ?? {} }));
  await repo.updateMany(def, actor, server).catch((e: unknown) => {
    const at = indexOf(e);
    if (at === undefined) throw e;
    throw offset === undefined ? withoutIndex(e as AppError) : placed(e, offset + at);
  });
  await hooks.afterWrite?.(repo.db, actor, updates.map((u) => u.id));
}

/**
 * Before a bulk write's transaction writes anything, every item's records and references are checked, one read each
 * for them all: a record not the actor's (`ids`, an update's) is 404 and a reference to one 422, naming the item at
 * once, where a check batch by batch found a bad last item after 900 inserts and rolled them back.
 */
export async function checkBulkTargets(repo: Repository, def: EntityDef, actor: Actor, inputs: readonly ParsedWrite[], ids?: readonly number[]): Promise<void> {
  try {
    if (ids) await repo.requireAll(def, actor, ids);
    await repo.checkReferencesOf(def, actor, inputs);
  } catch (e) {
    const at = indexOf(e);
    throw at === undefined ? e : placed(e, at);
  }
}

/**
 * Optimistic concurrency, one rule for every entity with `updatedAt`: an edit that names the version it was based
 * on is refused (409 conflict) when the record has changed since, with the current values of the fields it writes.
 * The rows are locked first (in id order), so two edits based on the same version cannot both pass.
 */
async function checkVersions(
  repo: Repository,
  def: EntityDef,
  actor: Actor,
  updates: readonly RecordUpdate[],
  name: (e: unknown, at: number) => unknown,
): Promise<void> {
  const ids = updates.filter((u) => u.input.basedOn !== undefined).map((u) => u.id);
  if (!ids.length) return;
  // FOR UPDATE: the second of two concurrent edits waits here until the first commits, then sees its version
  await repo.db.query(`SELECT t.id FROM ${q(def.table)} t WHERE t.id = ANY($1::integer[]) ORDER BY t.id FOR UPDATE`, [ids]);
  const found = await repo.detailsFound(def, actor, ids);
  for (const [i, { id, input }] of updates.entries()) {
    const current = found.get(id);
    if (input.basedOn === undefined || !current) continue; // not the actor's: the update answers 404 as before
    const now = current.updatedAt;
    if (typeof now !== 'string' || Date.parse(now) === Date.parse(input.basedOn)) continue;
    const values: Record<string, unknown> = {};
    for (const field of Object.keys(input.values)) values[field] = current[field] ?? null;
    const details: VersionConflictDetails = { entity: def.name, id, basedOn: input.basedOn, updatedAt: now, current: values };
    throw name(new AppError('conflict', `${def.name} ${id} was changed by someone else since the version this edit is based on`, details), i);
  }
}

/**
 * Check every item of a bulk request before anything is written: the first invalid one answers at once, its error
 * naming its place in the list (`item 999: ...`, details.index), instead of after the writes of the items before it.
 */
export function checkEach<T>(items: readonly unknown[], check: (item: unknown, index: number) => T): T[] {
  return items.map((item, index) => {
    try {
      return check(item, index);
    } catch (e) {
      throw placed(e, index);
    }
  });
}

/** An item's error named by its place in the request: `item N: ...` with details.index. */
function placed(e: unknown, index: number): unknown {
  if (!(e instanceof AppError)) return e;
  const details = typeof e.details === 'object' && e.details !== null ? e.details : {};
  return new AppError(e.code, `item ${index}: ${e.message}`, { ...details, index });
}

/** The place Repository.createMany gave a refused input among those it was given (details.index). */
function indexOf(e: unknown): number | undefined {
  const details = e instanceof AppError && typeof e.details === 'object' && e.details !== null ? (e.details as { index?: unknown }) : {};
  return typeof details.index === 'number' ? details.index : undefined;
}

/** The error of a write that is no item of a bulk request: its place among the inputs means nothing to the client. */
function withoutIndex(e: AppError): AppError {
  const { index: _index, ...details } = e.details as Record<string, unknown>;
  // a single write's 404 had no details: none rather than an empty object
  return new AppError(e.code, e.message, Object.keys(details).length ? details : undefined);
}

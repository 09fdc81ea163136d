import type { EntityDef } from '@plotwise/contracts';
import type { Db } from '../db/database';
import type { RecordWriter } from './recordWriter';
import type { Actor } from '../auth/sessions';
import type { ParsedWrite } from './parseWrite';

/**
 * Entity-specific rules around the generic writes (spec sections 3 and 4). The generic ones are below; a feature
 * declares its own in its entityHooks.ts and the composition root (app/entityHooks.ts) registers them, so this layer
 * imports no feature.
 */
export interface EntityHooks {
  /** server-set values for a new record */
  createValues?: (actor: Actor, input: ParsedWrite) => Record<string, unknown>;
  /** server-set values for an update */
  updateValues?: (actor: Actor, input: ParsedWrite) => Record<string, unknown>;
  /**
   * runs in the same transaction after a create or update, once for the records of one write (a bulk create's
   * batch at once, so that a rule costs a statement per batch rather than per record)
   */
  afterWrite?: (db: Db, actor: Actor, ids: number[]) => Promise<void>;
  /**
   * runs in the same transaction after a create only (after afterWrite), once for the records of one write (as
   * afterWrite); writes other records through `writer`
   */
  afterCreate?: (db: Db, actor: Actor, ids: number[], writer: RecordWriter) => Promise<void>;
  /** runs in the same transaction before a write or delete; throws to refuse it */
  beforeWrite?: (db: Db, actor: Actor, input: ParsedWrite | null, id: number | null) => Promise<void>;
  /**
   * runs in the same transaction before an update (after beforeWrite), once for the records of one write (a bulk
   * update's batch at once, so that a rule such as the status history costs a statement per batch, not per record)
   */
  beforeUpdate?: (db: Db, actor: Actor, updates: readonly RecordUpdate[]) => Promise<void>;
  /** runs after an update through the data API has committed (audit, ending sessions), with the client's address */
  afterUpdateCommitted?: (db: Db, actor: Actor, id: number, values: Record<string, unknown>, ip: string) => Promise<void>;
}

/** One record of an update: its id and what was parsed for it. */
export interface RecordUpdate {
  id: number;
  input: ParsedWrite;
}

/** Runs in a delete's transaction before any entity's rows go (ids: the rows the actor is about to delete). */
type BeforeDelete = (tx: Db, def: EntityDef, actor: Actor, ids: number[]) => Promise<void>;

const createdBy = (actor: Actor) => ({ createdByUserId: actor.userId });

/** The generic rules: no feature behind them. */
const genericHooks: Record<string, EntityHooks> = {
  locations: {
    createValues: (actor) => ({
      ...createdBy(actor),
      createdByUserName: actor.userName,
      createdByCompanyId: actor.companyId,
    }),
  },
  notes: { createValues: createdBy },
  // who made a concept, image or publication: the activity timeline (0044)
  concepts: { createValues: createdBy },
  images: { createValues: createdBy },
  publications: { createValues: createdBy },
  tickets: { createValues: createdBy },
  buildings: {
    // Spec 4: changing or saving a building marks it dirty; storing a generation result clears the flag.
    updateValues: (_a, input) => ('dirty' in input.values ? {} : { dirty: !('result' in input.values) }),
  },
  units: {
    // Spec 4: saving a unit marks the buildings of the current concept dirty. The current concept is the user's
    // (users.current_concept, set when the concept editor or the building editor opens) when it is a concept of
    // the unit's location.
    // Units are location-wide and every concept of the location is generated with them, so a save with no
    // current concept there (the units settings, the API) marks all the location's concepts: a stale flag
    // would keep a result made with the old unit. Per location: units of several locations are written at once by a
    // bulk create.
    afterWrite: async (db, actor, ids) => {
      await db.query(
        `WITH of_location AS (
           SELECT DISTINCT c.id, c.location_id FROM concepts c JOIN units u ON u.location_id = c.location_id AND u.company_id = c.company_id
            WHERE u.id = ANY($2::int[]) AND c.company_id = $1),
         current AS (
           SELECT l.id, l.location_id FROM of_location l JOIN users me ON me.current_concept = l.id WHERE me.id = $3)
         UPDATE buildings SET dirty = true
          WHERE company_id = $1
            AND concept_id IN (SELECT id FROM current
                               UNION ALL SELECT o.id FROM of_location o WHERE NOT EXISTS (SELECT 1 FROM current WHERE current.location_id = o.location_id))`,
        [actor.companyId, ids, actor.userId],
      );
    },
  },
};

const registered = new Map<string, EntityHooks[]>(Object.entries(genericHooks).map(([name, h]) => [name, [h]]));
const beforeDeletes: BeforeDelete[] = [];

/**
 * Add rules to an entity's writes; they run after those registered before (the generic ones first). Registering the
 * same hooks object again is a no-op: every app built in one process (the tests build many) registers them.
 */
export function registerEntityHooks(entity: string, hooks: EntityHooks): void {
  const list = registered.get(entity) ?? [];
  if (!list.includes(hooks)) list.push(hooks);
  registered.set(entity, list);
}

/** Add a step to every delete through the data API (the same function again is a no-op). */
export function registerBeforeDelete(step: BeforeDelete): void {
  if (!beforeDeletes.includes(step)) beforeDeletes.push(step);
}

/** Run the registered before-delete steps, in registration order. */
export async function beforeDelete(tx: Db, def: EntityDef, actor: Actor, ids: number[]): Promise<void> {
  for (const step of beforeDeletes) await step(tx, def, actor, ids);
}

/** Server-set values of every registration, later ones over earlier ones. */
const mergedValues = (fns: ((actor: Actor, input: ParsedWrite) => Record<string, unknown>)[]) =>
  fns.length ? (actor: Actor, input: ParsedWrite) => Object.assign({}, ...fns.map((f) => f(actor, input))) as Record<string, unknown> : undefined;

/** Steps of every registration, one after the other in registration order. */
const inOrder = <A extends unknown[]>(fns: ((...args: A) => Promise<void>)[]) =>
  fns.length ? async (...args: A) => { for (const f of fns) await f(...args); } : undefined;

const defined = <T>(values: (T | undefined)[]): T[] => values.filter((v): v is T => v !== undefined);

/** The rules of an entity's writes: every registration composed into one. */
export function hooksOf(entity: string): EntityHooks {
  const list = registered.get(entity) ?? [];
  return {
    createValues: mergedValues(defined(list.map((h) => h.createValues))),
    updateValues: mergedValues(defined(list.map((h) => h.updateValues))),
    afterWrite: inOrder(defined(list.map((h) => h.afterWrite))),
    afterCreate: inOrder(defined(list.map((h) => h.afterCreate))),
    beforeWrite: inOrder(defined(list.map((h) => h.beforeWrite))),
    beforeUpdate: inOrder(defined(list.map((h) => h.beforeUpdate))),
    afterUpdateCommitted: inOrder(defined(list.map((h) => h.afterUpdateCommitted))),
  };
}

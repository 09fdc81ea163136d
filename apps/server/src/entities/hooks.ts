import type { Db } from '../db/database';
import type { Actor } from '../auth/sessions';
import type { ParsedWrite } from './parseWrite';

/** Entity-specific rules around the generic writes (spec sections 3 and 4), one entry per entity. */
export interface EntityHooks {
  /** server-set values for a new record */
  createValues?: (actor: Actor, input: ParsedWrite) => Record<string, unknown>;
  /** server-set values for an update */
  updateValues?: (actor: Actor, input: ParsedWrite) => Record<string, unknown>;
  /** runs in the same transaction after a create or update */
  afterWrite?: (db: Db, actor: Actor, id: number) => Promise<void>;
}

const createdBy = (actor: Actor) => ({ createdByUserId: actor.userId });

export const hooks: Record<string, EntityHooks> = {
  locations: {
    createValues: (actor) => ({
      ...createdBy(actor),
      createdByUserName: actor.userName,
      createdByCompanyId: actor.companyId,
    }),
  },
  notes: { createValues: createdBy },
  tickets: { createValues: createdBy },
  buildings: {
    // Spec 4: changing or saving a building marks it dirty; storing a generation result clears the flag.
    updateValues: (_a, input) => ('dirty' in input.values ? {} : { dirty: !('result' in input.values) }),
  },
  units: {
    // Spec 4: saving a unit marks every building of the location's concepts dirty.
    afterWrite: async (db, actor, id) => {
      await db.query(
        `UPDATE buildings SET dirty = true WHERE company_id = $1 AND concept_id IN (
           SELECT c.id FROM concepts c JOIN units u ON u.location_id = c.location_id WHERE u.id = $2 AND c.company_id = $1)`,
        [actor.companyId, id],
      );
    },
  },
};

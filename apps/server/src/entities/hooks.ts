import type { Db } from '../db/database';
import type { RecordWriter } from './recordWriter';
import type { Actor } from '../auth/sessions';
import type { ParsedWrite } from './parseWrite';
import { AppError } from '../http/appError';
import { guardUserChange } from '../features/users/userChanges';
import { keepASignInMethod, signInMethodsAllowed } from '../auth/keepASignInMethod';
import { featureFlagsAllowed } from '../auth/featureFlagsAllowed';
import { recordPipelineChange } from '../features/locationActivity/pipelineChanges';
import { recordPublicationStatusChange } from '../features/locationActivity/publicationChanges';
import { copyTemplateUnits } from '../features/locationUnits/templateUnits';
import { sanitizeContentHtml } from '../features/content/sanitize';
import { checkGeometryValue } from '../features/locationCustomValues/geometryValue';

/** Entity-specific rules around the generic writes (spec sections 3 and 4), one entry per entity. */
export interface EntityHooks {
  /** server-set values for a new record */
  createValues?: (actor: Actor, input: ParsedWrite) => Record<string, unknown>;
  /** server-set values for an update */
  updateValues?: (actor: Actor, input: ParsedWrite) => Record<string, unknown>;
  /** runs in the same transaction after a create or update */
  afterWrite?: (db: Db, actor: Actor, id: number) => Promise<void>;
  /** runs in the same transaction after a create only (after afterWrite); writes other records through `writer` */
  afterCreate?: (db: Db, actor: Actor, id: number, writer: RecordWriter) => Promise<void>;
  /** runs in the same transaction before a write or delete; throws to refuse it */
  beforeWrite?: (db: Db, actor: Actor, input: ParsedWrite | null, id: number | null) => Promise<void>;
}

/** Ordinary users change values of custom fields whose visibility is `edit` only. */
async function editableFieldValue(db: Db, actor: Actor, input: ParsedWrite | null, id: number | null) {
  if (actor.isAdmin || actor.isStaff) return;
  const fieldIds = new Set<number>();
  if (typeof input?.values.customfieldId === 'number') fieldIds.add(input.values.customfieldId);
  if (id !== null)
    for (const r of await db.query<{ f: number | null }>('SELECT customfield_id AS f FROM locationscustomvalues WHERE id = $1 AND company_id = $2', [id, actor.companyId]))
      if (r.f !== null) fieldIds.add(r.f);
  if (!fieldIds.size) return;
  const locked = await db.query('SELECT 1 FROM customfields WHERE id = ANY($1::integer[]) AND visibility IS DISTINCT FROM $2', [[...fieldIds], 'edit']);
  if (locked.length) throw new AppError('forbidden', 'This custom field may be changed by a company admin only');
}

const createdBy = (actor: Actor) => ({ createdByUserId: actor.userId });
/** A content item's description is stored sanitised, so readers get it as it is (features/content/sanitize.ts). */
const sanitizedDescription = (_actor: Actor, input: ParsedWrite) =>
  typeof input.values.description === 'string' ? { description: sanitizeContentHtml(input.values.description) } : {};

export const hooks: Record<string, EntityHooks> = {
  locations: {
    createValues: (actor) => ({
      ...createdBy(actor),
      createdByUserName: actor.userName,
      createdByCompanyId: actor.companyId,
    }),
    // status and phase changes are kept for the activity timeline (migration 0016)
    beforeWrite: recordPipelineChange,
    // a new location starts with the company's unit types (the spec's getUnits step)
    afterCreate: copyTemplateUnits,
  },
  companies: {
    beforeWrite: async (db, actor, input, id) => {
      if (id === null) return;
      await signInMethodsAllowed(db, actor, id, input);
      await keepASignInMethod(db, id, input);
      await featureFlagsAllowed(db, actor, id, input);
    },
  },
  notes: { createValues: createdBy },
  // who made a concept, image or publication, and a publication's status changes: the activity timeline (0044)
  concepts: { createValues: createdBy },
  images: { createValues: createdBy },
  publications: { createValues: createdBy, beforeWrite: recordPublicationStatusChange },
  contentitems: { createValues: sanitizedDescription, updateValues: sanitizedDescription },
  tickets: { createValues: createdBy },
  buildings: {
    // Spec 4: changing or saving a building marks it dirty; storing a generation result clears the flag.
    updateValues: (_a, input) => ('dirty' in input.values ? {} : { dirty: !('result' in input.values) }),
  },
  locationscustomvalues: {
    // who may change the field, then a geometry field's value must be an area (features/locationCustomValues)
    beforeWrite: async (db, actor, input, id) => {
      await editableFieldValue(db, actor, input, id);
      await checkGeometryValue(db, actor, input, id);
    },
  },
  users: {
    // nobody locks themselves out, and a company keeps an active admin
    beforeWrite: async (db, actor, input, id) => {
      if (id !== null) await guardUserChange(db, actor, actor.companyId, id, input ? input.values : 'delete');
      // one's own sign-in email changes only with the current password (POST /api/auth/email): a stolen session
      // must not be able to redirect the password-reset mail and so take the account over
      const email = input?.values.email;
      if (id !== null && id === actor.userId && typeof email === 'string') {
        const [me] = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1 AND company_id = $2', [id, actor.companyId]);
        if (me && me.email.toLowerCase() !== email.toLowerCase())
          throw new AppError('reauthentication_required', 'Changing your sign-in email needs your current password: POST /api/auth/email { email, current_password }');
      }
    },
  },
  units: {
    // Spec 4: saving a unit marks the buildings of the current concept dirty. The current concept is the user's
    // (users.current_concept, set when the concept editor or the building editor opens) when it is a concept of
    // the unit's location.
    // Units are location-wide and every concept of the location is generated with them, so a save with no
    // current concept there (the units settings, the API) marks all the location's concepts: a stale flag
    // would keep a result made with the old unit.
    afterWrite: async (db, actor, id) => {
      await db.query(
        `WITH of_location AS (
           SELECT c.id FROM concepts c JOIN units u ON u.location_id = c.location_id AND u.company_id = c.company_id
            WHERE u.id = $2 AND c.company_id = $1),
         current AS (
           SELECT l.id FROM of_location l JOIN users me ON me.current_concept = l.id WHERE me.id = $3)
         UPDATE buildings SET dirty = true
          WHERE company_id = $1
            AND concept_id IN (SELECT id FROM current
                               UNION ALL SELECT id FROM of_location WHERE NOT EXISTS (SELECT 1 FROM current))`,
        [actor.companyId, id, actor.userId],
      );
    },
  },
};

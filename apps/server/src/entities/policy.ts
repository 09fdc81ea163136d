import { capabilityMessages, publicationStatuses, type EntityDef } from '@plotwise/contracts';
import type { Actor } from '../auth/sessions';
import { AppError, forbidden } from '../http/appError';
import type { ParsedWrite } from './parseWrite';

export type Verb = 'read' | 'create' | 'update' | 'delete';

const isManager = (a: Actor) => a.isAdmin || a.isStaff;

/**
 * Who may do what through the generic data API. Tenancy (which rows) is enforced in SQL by the repository;
 * this decides which verbs and fields. Staff reach other companies only through /api/admin.
 */
export function authorize(def: EntityDef, verb: Verb, actor: Actor | null, input?: ParsedWrite, targetId?: number): Actor {
  if (!actor) throw new AppError('unauthenticated', 'Sign in first');
  // fields declared staffOnly in contracts (licence, subscription, trial, staff rights) are staff decisions
  if (input?.staffOnlyFields?.length && !actor.isStaff)
    throw new AppError('staff_only_field', `Only staff may change ${input.staffOnlyFields.join(', ')}`, { fields: input.staffOnlyFields });
  if (verb !== 'read') checkLicence(def, verb, actor, input, targetId);
  switch (def.name) {
    case 'companies':
      if (verb === 'create' || verb === 'delete')
        throw forbidden('Companies are created and archived by staff in the admin screens');
      if (verb === 'update' && !isManager(actor)) throw forbidden('Only a company admin may change the company');
      break;
    case 'users': {
      if ((verb === 'create' || verb === 'delete') && !isManager(actor)) throw forbidden('Only a company admin may manage users');
      if (verb === 'delete' && targetId === actor.userId) throw forbidden('You cannot delete yourself');
      if (verb === 'update') {
        const self = targetId === actor.userId;
        if (!self && !isManager(actor)) throw forbidden('You may only change your own profile');
        const roles = ['is_admin', 'is_active', 'is_staff'].filter((k) => input && k in input.values);
        if (roles.length && !isManager(actor)) throw forbidden(`Only a company admin may change ${roles.join(', ')}`);
      }
      break;
    }
    case 'customfields':
    case 'customvalues':
      if (verb !== 'read' && !isManager(actor)) throw forbidden('Only a company admin may manage custom fields and their values');
      break;
    case 'contentitems':
      // readers get the published items through GET /api/content/news; drafts and hidden items are staff's
      if (!actor.isStaff) throw forbidden('Only staff may manage content');
      break;
    case 'errors':
      if (verb !== 'create' && !actor.isStaff) throw forbidden('Only staff may read error entries');
      break;
  }
  return actor;
}

/**
 * The licence policy (packages/contracts licencePolicy.ts) applied to writes. A read-only company may still
 * change its own profile and settings, send support tickets and record client errors.
 */
function checkLicence(def: EntityDef, verb: Verb, actor: Actor, input?: ParsedWrite, targetId?: number) {
  if (actor.isStaff) return;
  const caps = actor.capabilities;
  const exempt = (def.name === 'users' && verb === 'update' && targetId === actor.userId) || def.name === 'tickets' || def.name === 'errors';
  if (!caps.write && !exempt) throw new AppError('licence_read_only', capabilityMessages[caps.reason ?? 'no_licence'], { reason: caps.reason });
  if (def.name === 'publications' && input?.values.status === publicationStatuses.published && !caps.publish)
    throw new AppError('licence_read_only', capabilityMessages[caps.reason ?? 'essential_no_publish'], { reason: caps.reason });
  // the unit mix (unit references in a building configuration) is a feature of its own (spec 6: unitmix)
  const units = (input?.ones.cfg?.values.units ?? []) as unknown[];
  if (def.name === 'buildings' && units.length > 0 && !actor.unitmix)
    throw new AppError('feature_disabled', 'The unit mix is not enabled for your company (feature flag unitmix)');
}

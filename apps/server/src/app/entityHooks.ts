import { registerBeforeDelete, registerEntityHooks, type EntityHooks } from '../entities/hooks';
import { companiesEntityHooks } from '../features/companies/entityHooks';
import { conceptsEntityHooks } from '../features/concepts/entityHooks';
import { contentEntityHooks } from '../features/content/entityHooks';
import { keepBeforeDelete } from '../features/deletedRecords/keepDeleted';
import { locationActivityEntityHooks } from '../features/locationActivity/entityHooks';
import { locationConstraintsEntityHooks } from '../features/locationConstraints/entityHooks';
import { locationCustomValuesEntityHooks } from '../features/locationCustomValues/entityHooks';
import { locationUnitsEntityHooks } from '../features/locationUnits/entityHooks';
import { startingTemplateEntityHooks } from '../features/startingTemplate/entityHooks';
import { usersEntityHooks } from '../features/users/entityHooks';

/** The features' rules around the generic writes, in the order they run (after the generic ones of entities/hooks.ts). */
const featureHooks: Record<string, EntityHooks>[] = [
  locationActivityEntityHooks,
  locationUnitsEntityHooks,
  startingTemplateEntityHooks,
  companiesEntityHooks,
  conceptsEntityHooks,
  contentEntityHooks,
  locationCustomValuesEntityHooks,
  locationConstraintsEntityHooks,
  usersEntityHooks,
];

/** Plug the features into the generic data layer: their entity hooks, and the copy of every delete for /admin/deleted. */
export function registerFeatureEntityHooks(): void {
  for (const byEntity of featureHooks) for (const [entity, hooks] of Object.entries(byEntity)) registerEntityHooks(entity, hooks);
  registerBeforeDelete(keepBeforeDelete);
}

import type { EntityHooks } from '../../entities/hooks';
import { copyTemplateUnits } from './templateUnits';
import { followCompanyUnitType } from './unitTypesFollow';

/**
 * A new location starts with the company's unit types (the spec's getUnits step); a unit type the company adds
 * reaches the locations that never had any.
 */
export const locationUnitsEntityHooks: Record<string, EntityHooks> = {
  locations: { afterCreate: copyTemplateUnits },
  units: { afterCreate: followCompanyUnitType },
};

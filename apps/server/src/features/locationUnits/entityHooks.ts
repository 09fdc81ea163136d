import type { EntityHooks } from '../../entities/hooks';
import { copyTemplateUnits } from './templateUnits';
import { followCompanyUnitType } from './unitTypesFollow';
import { checkUnitSize } from './unitSizeCheck';

/**
 * A new location starts with the company's unit types (the spec's getUnits step); a unit type the company adds
 * reaches the locations that never had any. A unit type's size stays within its maximum size.
 */
export const locationUnitsEntityHooks: Record<string, EntityHooks> = {
  locations: { afterCreate: copyTemplateUnits },
  units: { beforeWrite: checkUnitSize, afterCreate: followCompanyUnitType },
};

import type { EntityHooks } from '../../entities/hooks';
import { copyTemplateUnits } from './templateUnits';

/** A new location starts with the company's unit types (the spec's getUnits step). */
export const locationUnitsEntityHooks: Record<string, EntityHooks> = {
  locations: { afterCreate: copyTemplateUnits },
};

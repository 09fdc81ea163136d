import type { EntityHooks } from '../../entities/hooks';
import { copyTemplateCosts } from './templateCosts';

/** A new location starts with the company's template cost lines, as it starts with its unit types. */
export const startingTemplateEntityHooks: Record<string, EntityHooks> = {
  locations: {
    afterCreate: async (db, actor, ids, writer) => {
      await copyTemplateCosts(db, actor, ids, writer);
    },
  },
};

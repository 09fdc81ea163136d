import type { EntityHooks } from '../../entities/hooks';
import { featureFlagsAllowed } from './featureFlagsAllowed';
import { keepASignInMethod, signInMethodsAllowed } from './keepASignInMethod';

/** A company's sign-in methods as staff allow them (one kept at least), and its feature flags as staff allow them. */
export const companiesEntityHooks: Record<string, EntityHooks> = {
  companies: {
    beforeWrite: async (db, actor, input, id) => {
      if (id === null) return;
      await signInMethodsAllowed(db, actor, id, input);
      await keepASignInMethod(db, id, input);
      await featureFlagsAllowed(db, actor, id, input);
    },
  },
};

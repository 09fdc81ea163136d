import type { EntityHooks } from '../../entities/hooks';
import { recordPipelineChanges } from './pipelineChanges';
import { recordPublicationStatusChange } from './publicationChanges';

/** A location's status and phase changes (0016) and a publication's status changes (0044) for the activity timeline. */
export const locationActivityEntityHooks: Record<string, EntityHooks> = {
  locations: { beforeUpdate: recordPipelineChanges },
  publications: { beforeWrite: recordPublicationStatusChange },
};

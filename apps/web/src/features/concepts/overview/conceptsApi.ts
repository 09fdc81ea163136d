import { conceptRoutes, type ConceptCopyBody, type ConceptFromPresetBody } from '@plotwise/contracts';
import { api } from '../../../api/api';

/** POST /api/concepts/detail/{id}/copy: the concept with its buildings and cfgs, after the location's last concept. */
export const copyConcept = (id: number, body: ConceptCopyBody) => api.call(conceptRoutes.copy, { params: { id }, body });

/** POST /api/concepts/from-preset: a new concept with one building configured from a company preset. */
export const conceptFromPreset = (body: ConceptFromPresetBody) => api.call(conceptRoutes.fromPreset, { body });

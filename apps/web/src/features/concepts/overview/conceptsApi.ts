import type { ConceptCopyBody, ConceptCreated, ConceptFromPresetBody } from '@plotwise/contracts';
import { api } from '../../../api/api';

/** POST /api/concepts/detail/{id}/copy: the concept with its buildings and cfgs, after the location's last concept. */
export const copyConcept = (id: number, body: ConceptCopyBody) =>
  api.request<ConceptCreated>('POST', `/concepts/detail/${id}/copy`, { body });

/** POST /api/concepts/from-preset: a new concept with one building configured from a company preset. */
export const conceptFromPreset = (body: ConceptFromPresetBody) =>
  api.request<ConceptCreated>('POST', '/concepts/from-preset', { body });

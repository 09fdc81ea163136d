import { z } from 'zod';

const name = z.string().trim().min(1).max(200);
const id = z.number().int().positive();

/** POST /api/concepts/detail/{id}/copy: a copy of a concept with its buildings and their cfgs, in one transaction. */
export const conceptCopyBodySchema = z.object({
  /** the copy's name; "<name> (copy)" when absent */
  name: name.optional(),
});
export type ConceptCopyBody = z.infer<typeof conceptCopyBodySchema>;

/** POST /api/concepts/from-preset: a new concept of a location with one building configured from a company preset. */
export const conceptFromPresetBodySchema = z.object({
  locationId: id,
  /** the id of the company's preset row (companycfgs.presets) */
  presetId: id,
  name: name.optional(),
  /** RD New metres of the building's footprint centre; the location's point when absent */
  x: z.number().finite().optional(),
  y: z.number().finite().optional(),
});
export type ConceptFromPresetBody = z.infer<typeof conceptFromPresetBodySchema>;

/** The answer of copy and from-preset: the new concept and its buildings' ids. */
export const conceptCreatedSchema = z.object({
  id,
  name: z.string(),
  order: z.number().int(),
  locationId: id,
  buildingIds: z.array(id),
  /** units the preset named that the location lacked, created for it (from-preset only) */
  createdUnitIds: z.array(id),
});
export type ConceptCreated = z.infer<typeof conceptCreatedSchema>;

import { z } from 'zod';
import { defineRoute } from '../model/route';
import { idParamsSchema } from '../model/routeParams';

const name = z.string().trim().min(1).max(200);
const id = z.number().int().positive();

/** POST /api/concepts/detail/{id}/copy: a copy of a concept with its buildings and their cfgs, in one transaction. */
const conceptCopyBodySchema = z.object({
  /** the copy's name; "<name> (copy)" when absent */
  name: name.optional(),
});
export type ConceptCopyBody = z.infer<typeof conceptCopyBodySchema>;

/** POST /api/concepts/from-preset: a new concept of a location with one building configured from a company preset. */
const conceptFromPresetBodySchema = z.object({
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
const conceptCreatedSchema = z.object({
  id,
  name: z.string(),
  order: z.number().int(),
  locationId: id,
  buildingIds: z.array(id),
  /** units the preset named that the location lacked, created for it (from-preset only) */
  createdUnitIds: z.array(id),
});
export type ConceptCreated = z.infer<typeof conceptCreatedSchema>;

/** Concept rules beside the generic API (each one transaction; another company's concept, location or preset is a 404). */
export const conceptRoutes = {
  copy: defineRoute({
    method: 'POST',
    path: '/api/concepts/detail/:id/copy',
    access: 'signedIn',
    summary: "A copy of a concept with its buildings and their cfgs, after the location's last concept",
    params: idParamsSchema,
    body: conceptCopyBodySchema,
    response: conceptCreatedSchema,
    status: 201,
  }),
  fromPreset: defineRoute({
    method: 'POST',
    path: '/api/concepts/from-preset',
    access: 'signedIn',
    summary: "A new concept of a location with one building configured from a company preset (the preset's missing units made)",
    body: conceptFromPresetBodySchema,
    response: conceptCreatedSchema,
    status: 201,
  }),
};
